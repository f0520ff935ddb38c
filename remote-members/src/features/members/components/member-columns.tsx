import { formatDate, formatRupees, type Column, type Member } from '@spotter/shared';

/**
 * The list's eight data columns (seven without money.view); empty leave, rejoin and expire dates
 * read 'N/A'. A sortable column's key is the API's `?sort=` key.
 */
export const memberColumns: Column<Member>[] = [
  { key: 'name', card: 'title', header: 'Name', cell: (m) => m.name, sortable: true },
  { key: 'plan', header: 'Plan', cell: (m) => m.plan_type },
  { key: 'phone', priority: 'secondary', card: 'detail', header: 'Phone', cell: (m) => m.phone },
  {
    key: 'due_amount',
    header: 'Due Amount',
    cell: (m) => formatRupees(m.due_amount),
    permission: 'money.view',
    sortable: true,
  },
  {
    key: 'leave_date',
    priority: 'secondary',
    header: 'Leave',
    cell: (m) => formatDate(m.leave_date),
    sortable: true,
  },
  {
    key: 'rejoin_date',
    priority: 'secondary',
    header: 'Rejoin',
    cell: (m) => formatDate(m.rejoin_date),
    sortable: true,
  },
  { key: 'expire_date', header: 'Expire', cell: (m) => formatDate(m.expire_date), sortable: true },
  { key: 'status', card: 'badge', header: 'Status', cell: (m) => m.status },
];
