import {
  branchesResource,
  ConfirmDialog,
  DataTable,
  ErrorState,
  formatDate,
  isAbortError,
  LinkButton,
  PageHeader,
  RowActions,
  useAccess,
  useConfirmDelete,
  useNavigate,
  useResourceAll,
  type ClassSlot,
  type Column,
} from '@spotter/shared';
import { classSlotsResource, WEEKDAYS } from '../api/classes-resources';

/** A slot as its row menu and confirmation name it: "Yoga, Monday 07:00". */
export const slotName = (slot: ClassSlot) =>
  `${slot.class_name}, ${WEEKDAYS[slot.weekday - 1]} ${slot.start_time}`;

/**
 * The timetable (`/classes/timetable`, `classes.manage`): one row per weekly slot of the branches
 * the tab reads, with Add, Edit and a confirmed Delete.
 */
export function TimetablePage() {
  const { rows, error, isLoading, retry } = useResourceAll(classSlotsResource);
  const { rows: branches } = useResourceAll(branchesResource);
  // A refused delete says why: the API's words name what to remove first.
  const deletion = useConfirmDelete(classSlotsResource, undefined, { saysWhy: true });
  const navigate = useNavigate();
  const { can } = useAccess();
  const failed = Boolean(error) && !isAbortError(error);
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? '';
  const columns: Column<ClassSlot>[] = [
    { key: 'class', header: 'Class type', card: 'title', cell: (slot) => slot.class_name },
    { key: 'branch', header: 'Branch', cell: (slot) => branchName(slot.branch_id) },
    { key: 'weekday', header: 'Day', cell: (slot) => WEEKDAYS[slot.weekday - 1] },
    { key: 'start_time', header: 'Start time', cell: (slot) => slot.start_time },
    { key: 'trainer', header: 'Trainer', cell: (slot) => slot.trainer_name ?? '' },
    { key: 'room', header: 'Room', priority: 'secondary', cell: (slot) => slot.room },
    { key: 'capacity', header: 'Capacity', cell: (slot) => slot.capacity },
    {
      key: 'from',
      header: 'From',
      priority: 'secondary',
      cell: (slot) => (slot.from_date ? formatDate(slot.from_date) : ''),
    },
    {
      key: 'until',
      header: 'Until',
      priority: 'secondary',
      cell: (slot) => (slot.until_date ? formatDate(slot.until_date) : ''),
    },
    ...(can('classes.manage')
      ? [
          {
            key: 'actions',
            header: 'Actions',
            card: 'actions' as const,
            cell: (slot: ClassSlot) => (
              <RowActions
                label={`Actions for ${slotName(slot)}`}
                actions={[
                  { label: 'Edit', onSelect: () => navigate(`/classes/timetable/${slot.id}/edit`) },
                  { label: 'Delete', tone: 'danger', onSelect: () => deletion.ask(slot) },
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
        title="Timetable"
        actions={
          <>
            <LinkButton to="/classes" variant="secondary">
              Back to classes
            </LinkButton>
            <LinkButton to="/classes/timetable/add">Add slot</LinkButton>
          </>
        }
      />
      <DataTable
        caption="Timetable"
        columns={columns}
        rows={failed ? [] : rows}
        rowKey={(slot) => slot.id}
        loading={!failed && isLoading}
        emptyText={
          failed ? (
            <ErrorState message="Could not load the timetable." onRetry={retry} />
          ) : (
            'No slots on the timetable yet.'
          )
        }
      />
      <ConfirmDialog
        open={deletion.pending !== null}
        title="Delete slot"
        message={`Delete ${deletion.pending ? slotName(deletion.pending) : 'this slot'} and its sessions to come?`}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
