import {
  ConfirmDialog,
  DataTable,
  ErrorState,
  isAbortError,
  LinkButton,
  PageHeader,
  RowActions,
  useAccess,
  useConfirmDelete,
  useNavigate,
  useResourceAll,
  type ClassType,
  type Column,
} from '@spotter/shared';
import { classTypesResource } from '../api/classes-resources';

/**
 * The class types (`/classes/types`, `classes.manage`): Name, Duration (minutes), Capacity and
 * Description, with Add, Edit and a confirmed Delete.
 */
export function ClassTypesPage() {
  const { rows, error, isLoading, retry } = useResourceAll(classTypesResource);
  // A refused delete says why: the API's words name what to remove first.
  const deletion = useConfirmDelete(classTypesResource, undefined, { saysWhy: true });
  const navigate = useNavigate();
  const { can } = useAccess();
  const failed = Boolean(error) && !isAbortError(error);
  const columns: Column<ClassType>[] = [
    { key: 'name', header: 'Name', card: 'title', cell: (type) => type.name },
    {
      key: 'duration_minutes',
      header: 'Duration (minutes)',
      cell: (type) => type.duration_minutes,
    },
    { key: 'capacity', header: 'Capacity', cell: (type) => type.capacity },
    {
      key: 'description',
      header: 'Description',
      priority: 'secondary',
      cell: (type) => type.description,
    },
    ...(can('classes.manage')
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            cell: (type: ClassType) => (
              <RowActions
                label={`Actions for ${type.name}`}
                actions={[
                  { label: 'Edit', onSelect: () => navigate(`/classes/types/${type.id}/edit`) },
                  { label: 'Delete', tone: 'danger', onSelect: () => deletion.ask(type) },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title="Class types"
        actions={
          <>
            <LinkButton to="/classes" variant="secondary">
              Back to classes
            </LinkButton>
            <LinkButton to="/classes/types/add">Add class type</LinkButton>
          </>
        }
      />
      <DataTable
        caption="Class types"
        columns={columns}
        rows={failed ? [] : rows}
        rowKey={(type) => type.id}
        loading={!failed && isLoading}
        emptyText={
          failed ? (
            <ErrorState message="Could not load the class types." onRetry={retry} />
          ) : (
            'No class types yet.'
          )
        }
      />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Delete class type"
        message={`Delete ${deletion.pending?.name ?? 'this class type'}?`}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
