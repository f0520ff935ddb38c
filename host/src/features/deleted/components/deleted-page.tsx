import { useState } from 'react';
import {
  choiceFilter,
  ConfirmDialog,
  formatDate,
  formatDateTime,
  ResourceListPage,
  SelectField,
  useRestoreDeleted,
  useUrlFilters,
  type Column,
  type DeletedItem,
  type DeletedKind,
} from '@spotter/shared';
import { deletedResource } from '../api/deleted-resource';

/** What each kind is called, in a row and in the filter. */
const WHAT: Record<DeletedKind, { one: string; all: string }> = {
  members: { one: 'Member', all: 'Members' },
  plans: { one: 'Plan', all: 'Plans' },
  staff: { one: 'Trainer or staff', all: 'Trainers & staff' },
  enquiries: { one: 'Enquiry', all: 'Enquiries' },
};
const KINDS = Object.keys(WHAT) as DeletedKind[];
const KIND_OPTIONS = [
  { value: '', label: 'Everything' },
  ...KINDS.map((kind) => ({ value: kind, label: WHAT[kind].all })),
];
const FILTERS = { kind: choiceFilter(KINDS) };

const COLUMNS: Column<DeletedItem>[] = [
  { key: 'what', header: 'What', card: 'badge', cell: (item) => WHAT[item.kind].one },
  { key: 'name', header: 'Name', card: 'title', cell: (item) => item.name },
  { key: 'by', header: 'Deleted by', cell: (item) => item.deleted_by },
  { key: 'on', header: 'Deleted on', cell: (item) => formatDateTime(item.deleted_at) },
  { key: 'removed', header: 'Removed for good on', cell: (item) => formatDate(item.removed_at) },
];

/**
 * `/deleted` (docs/product/activity.md §23): what was deleted in the last 30 days, newest first, each with
 * a Restore that asks first. Owner and Manager (deleted.restore).
 */
export function DeletedPage() {
  const filters = useUrlFilters(FILTERS);
  const { restore, busy } = useRestoreDeleted();
  const [pending, setPending] = useState<DeletedItem | null>(null);

  const confirm = async (item: DeletedItem) => {
    await restore(item.id);
    setPending(null);
  };

  return (
    <>
      <ResourceListPage
        resource={deletedResource}
        texts={{
          title: 'Deleted items',
          empty: 'Nothing has been deleted in the last 30 days.',
          noMatch: 'Nothing of this kind has been deleted in the last 30 days.',
          loadFailed: 'Could not load the deleted items.',
        }}
        columns={COLUMNS}
        rowName={(item) => item.name}
        filters={filters}
        filterFields={
          <SelectField label="What" options={KIND_OPTIONS} {...filters.field('kind')} />
        }
        rowMenu={(item) => [
          { label: 'Restore', onSelect: () => setPending(item), permission: 'deleted.restore' },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Restore ${pending.name}?` : undefined}
        message="It comes back with everything it had when it was deleted."
        confirmLabel="Restore"
        busy={busy}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
