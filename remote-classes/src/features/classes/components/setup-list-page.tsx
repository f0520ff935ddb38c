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
  type Column,
  type Resource,
} from '@spotter/shared';

/**
 * A list of the classes' set-up (`classes.manage`): the class types, the timetable. The whole
 * list at once, headed by Back to classes and its Add link, each row with Edit and a confirmed
 * Delete whose refusal says why (the API's words name what to remove first), and its loading,
 * empty and error states.
 */
export function SetupListPage<Row extends { id: number }, One, Plain, OneReply>({
  resource,
  title,
  path,
  addLabel,
  columns,
  nameOf,
  emptyText,
  loadError,
  deleteTitle,
  deleteMessage,
}: {
  resource: Resource<Row, One, Plain, OneReply>;
  /** The page's heading and its table's caption. */
  title: string;
  /** Where the list is: its Add page is `{path}/add`, a row's Edit `{path}/{id}/edit`. */
  path: string;
  addLabel: string;
  columns: Column<Row>[];
  /** A row as its row menu names it. */
  nameOf: (row: Row) => string;
  emptyText: string;
  loadError: string;
  deleteTitle: string;
  /** The confirmation's question for a row. */
  deleteMessage: (row: Row) => string;
}) {
  const { rows, error, isLoading, retry } = useResourceAll(resource);
  const deletion = useConfirmDelete(resource, undefined, { saysWhy: true });
  const navigate = useNavigate();
  const { can } = useAccess();
  const failed = Boolean(error) && !isAbortError(error);
  const withActions: Column<Row>[] = [
    ...columns,
    ...(can('classes.manage')
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            cell: (row: Row) => (
              <RowActions
                label={`Actions for ${nameOf(row)}`}
                actions={[
                  { label: 'Edit', onSelect: () => navigate(`${path}/${row.id}/edit`) },
                  { label: 'Delete', tone: 'danger', onSelect: () => deletion.ask(row) },
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
        title={title}
        actions={
          <>
            <LinkButton to="/classes" variant="secondary">
              Back to classes
            </LinkButton>
            <LinkButton to={`${path}/add`}>{addLabel}</LinkButton>
          </>
        }
      />
      <DataTable
        caption={title}
        columns={withActions}
        rows={failed ? [] : rows}
        rowKey={(row) => row.id}
        loading={!failed && isLoading}
        emptyText={failed ? <ErrorState message={loadError} onRetry={retry} /> : emptyText}
      />
      <ConfirmDialog
        open={deletion.pending !== null}
        title={deleteTitle}
        message={deletion.pending ? deleteMessage(deletion.pending) : ''}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
