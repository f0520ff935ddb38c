import { formatDate, formatRupees, type Column, type Member } from '@spotter/shared';

/** The list's eight data columns (seven without money.view); empty leave, rejoin and expire dates read 'N/A'. */
export const memberColumns: Column<Member>[] = [
  { key: 'name', card: 'title', header: 'Name', cell: (m) => m.name },
  { key: 'plan', header: 'Plan', cell: (m) => m.plan_type },
  { key: 'phone', priority: 'secondary', card: 'detail', header: 'Phone', cell: (m) => m.phone },
  {
    key: 'due',
    header: 'Due Amount',
    cell: (m) => formatRupees(m.due_amount),
    permission: 'money.view',
  },
  { key: 'leave', priority: 'secondary', header: 'Leave', cell: (m) => formatDate(m.leave_date) },
  {
    key: 'rejoin',
    priority: 'secondary',
    header: 'Rejoin',
    cell: (m) => formatDate(m.rejoin_date),
  },
  { key: 'expire', header: 'Expire', cell: (m) => formatDate(m.expire_date) },
  { key: 'status', card: 'badge', header: 'Status', cell: (m) => m.status },
];
