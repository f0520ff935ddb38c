import { useState } from 'react';
import {
  Button,
  formatDate,
  listTexts,
  ResourceListPage,
  useBranchColumns,
  type Column,
  type ExpiredMember,
} from '@spotter/shared';
import { RenewDialog } from '@spotter/shared/dialogs';
import { expiredResource } from '../api/expired-resource';

const expiredColumns = (renew: (member: ExpiredMember) => void): Column<ExpiredMember>[] => [
  { key: 'name', card: 'title', header: 'Name', cell: (m) => m.name, sortable: true },
  { key: 'plan', header: 'Plan', cell: (m) => m.plan_type },
  { key: 'phone', priority: 'secondary', card: 'detail', header: 'Phone', cell: (m) => m.phone },
  {
    key: 'expire_date',
    header: 'Expired On',
    cell: (m) => formatDate(m.expire_date),
    sortable: true,
  },
  { key: 'status', card: 'badge', header: 'Status', cell: () => 'Expired' },
  {
    key: 'action',
    card: 'actions',
    header: 'Action',
    cell: (m) => (
      <Button variant="secondary" aria-label={`Renew ${m.name}`} onClick={() => renew(m)}>
        Renew
      </Button>
    ),
  },
];

/** Expired Member List (docs/product/billing.md §20): Renew starts a new period and the member leaves the list (its message offers Undo, §23). */
export function ExpiredListPage() {
  const [renewing, setRenewing] = useState<ExpiredMember | null>(null);
  const columns = useBranchColumns(expiredColumns(setRenewing), 'home_branch_id');

  return (
    <>
      <ResourceListPage
        resource={expiredResource}
        texts={{
          ...listTexts('Expired Member List', 'expired members', 'member'),
          search: 'Search members',
          empty: 'No expired members.',
        }}
        columns={columns}
        rowName={(member) => member.name}
      />
      {renewing && <RenewDialog member={renewing} onClose={() => setRenewing(null)} />}
    </>
  );
}
