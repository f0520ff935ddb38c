import { formatRupees, type Column, type PendingMember } from '@spotter/shared';
import { OverdueBadge } from './overdue-badge';

/** The Balance Pending columns (docs/product.md §20); the row menu adds Action. */
export const pendingColumns: Column<PendingMember>[] = [
  { key: 'user', card: 'title', header: 'User', cell: (m) => m.name },
  { key: 'plan', priority: 'secondary', card: 'detail', header: 'Plan', cell: (m) => m.plan_type },
  {
    key: 'phone',
    priority: 'secondary',
    card: 'detail',
    header: 'Mob Number',
    cell: (m) => m.phone,
  },
  {
    key: 'amount',
    priority: 'secondary',
    card: 'detail',
    header: 'Amount',
    cell: (m) => formatRupees(m.total_fee),
  },
  { key: 'paid', header: 'Paid', cell: (m) => formatRupees(m.paid_amount) },
  {
    key: 'pending',
    header: 'Pending',
    cell: (m) => (
      <>
        {formatRupees(m.due_amount)}
        <OverdueBadge days={m.days_overdue} />
      </>
    ),
  },
];
