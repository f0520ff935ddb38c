import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  Button,
  expectSuccess,
  formatDate,
  listTexts,
  request,
  ResourceListPage,
  useBranchColumns,
  useSave,
  type Column,
  type ExpiredMember,
  type RenewalBody,
  type Renewed,
} from '@spotter/shared';
import { isBillingListKey } from '../../../components/billing-lists';
import { expiredResource, renewPath } from '../api/expired-resource';
import { RenewDialog } from './renew-dialog';

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
  const save = useSave();
  const { mutate } = useSWRConfig();
  const [renewing, setRenewing] = useState<ExpiredMember | null>(null);
  const columns = useBranchColumns(expiredColumns(setRenewing), 'home_branch_id');

  const renew = (member: ExpiredMember, body: RenewalBody) =>
    save(
      async (signal) => {
        const renewed = expectSuccess(
          await request<Renewed>(renewPath(member.id), {
            method: 'POST',
            json: body,
            signal,
            idempotent: true,
          }),
          'Renewal failed!',
        );
        setRenewing(null);
        void mutate(isBillingListKey);
        return renewed;
      },
      {
        success: (renewed) =>
          `${member.name} renewed until ${formatDate(renewed.expiry)}. Invoice: ${renewed.invoice_number}`,
        undo: (renewed) => renewed.activity_id,
        failure: 'Renewal failed!',
      },
    );

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
      {renewing && (
        <RenewDialog
          member={renewing}
          onCancel={() => setRenewing(null)}
          onRenew={(body) => renew(renewing, body)}
        />
      )}
    </>
  );
}
