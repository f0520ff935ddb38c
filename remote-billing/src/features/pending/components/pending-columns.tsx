import { formatRupees, type Column, type PendingMember } from '@spotter/shared';
import { OverdueBadge, PromiseBadge } from './overdue-badge';

/** The Balance Pending columns (docs/product/billing.md §20); the row menu adds Action. Sortable keys are the API's. */
export const pendingColumns: Column<PendingMember>[] = [
  { key: 'name', card: 'title', header: 'User', cell: (m) => m.name, sortable: true },
  { key: 'plan', priority: 'secondary', card: 'detail', header: 'Plan', cell: (m) => m.plan_type },
  {
    key: 'phone',
    priority: 'secondary',
    card: 'detail',
    header: 'Mob Number',
    cell: (m) => m.phone,
  },
  {
    key: 'total_fee',
    priority: 'secondary',
    card: 'detail',
    header: 'Amount',
    cell: (m) => formatRupees(m.total_fee),
    sortable: true,
  },
  { key: 'paid_amount', header: 'Paid', cell: (m) => formatRupees(m.paid_amount), sortable: true },
  {
    key: 'due_amount',
    header: 'Pending',
    sortable: true,
    cell: (m) => (
      <>
        {formatRupees(m.due_amount)}
        <OverdueBadge days={m.days_overdue} />
        {m.promise && <PromiseBadge promise={m.promise} />}
      </>
    ),
  },
];
