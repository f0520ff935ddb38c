import { useState } from 'react';
import {
  choiceFilter,
  type DueAge,
  listTexts,
  memberInvoiceFilename,
  memberInvoicePath,
  type PendingMember,
  ResourceListPage,
  SelectField,
  useBranchColumns,
  useDownload,
  useNavigate,
  useUrlFilters,
} from '@spotter/shared';
import { TakePaymentDialog } from '@spotter/shared/dialogs';
import { PENDING_PATH, pendingResource } from '../api/pending-resource';
import { pendingColumns } from './pending-columns';

const DUE_AGE_OPTIONS: { value: DueAge | ''; label: string }[] = [
  { value: '', label: 'Any age' },
  { value: '0-7', label: '0–7 days' },
  { value: '8-30', label: '8–30 days' },
  { value: '31+', label: 'Over 30 days' },
];

/** The due's age (`?age=`), the API's own bands. */
const FILTERS = { age: choiceFilter(DUE_AGE_OPTIONS.map((option) => option.value)) };

/** Balance Pending: members who owe, oldest due first, filtered by the due's age; a row's menu takes a payment (docs/product/billing.md §20). */
export function PendingListPage() {
  const navigate = useNavigate();
  const download = useDownload();
  const filters = useUrlFilters(FILTERS);
  const [paying, setPaying] = useState<PendingMember | null>(null);
  const columns = useBranchColumns(pendingColumns, 'home_branch_id');
  return (
    <>
      <ResourceListPage
        resource={pendingResource}
        texts={{
          ...listTexts('Balance Pending', 'pending balances', 'user'),
          search: 'Search members',
          empty: 'No pending balances: every member has paid.',
          noMatch: 'No pending balances match.',
          confirmLabel: 'Remove',
          actions: 'Action',
        }}
        columns={columns}
        rowName={(member) => member.name}
        filters={filters}
        filterFields={
          <SelectField label="Overdue for" options={DUE_AGE_OPTIONS} {...filters.field('age')} />
        }
        rowMenu={(member, { open, remove }) => [
          {
            label: 'Take payment',
            onSelect: () => setPaying(member),
            permission: 'payments.record',
          },
          // The profile is the member's edit screen.
          {
            label: 'View Profile',
            onSelect: () => navigate(`/users/${member.id}/edit`),
            permission: 'members.edit',
          },
          { label: 'Edit', onSelect: () => open(`${PENDING_PATH}/${member.id}/edit`) },
          {
            label: 'Invoice',
            onSelect: () =>
              void download(memberInvoicePath(member.id), memberInvoiceFilename(member.id)),
            permission: 'invoices.view',
          },
          {
            label: 'Remove',
            tone: 'danger',
            onSelect: remove,
            permission: pendingResource.permissions?.remove,
          },
        ]}
      />
      {paying && <TakePaymentDialog payer={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
