import { formatDate, formatRupees, RowActions, type Column, type Member } from '@spotter/shared';

export interface MemberRowHandlers {
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
  onDownload: (member: Member) => void;
}

/** SPEC §2's nine columns; empty due, leave and rejoin read 'N/A'. */
export function memberColumns({
  onEdit,
  onDelete,
  onDownload,
}: MemberRowHandlers): Column<Member>[] {
  return [
    { key: 'name', header: 'Name', cell: (m) => m.name },
    { key: 'plan', header: 'Plan', cell: (m) => m.plan_type || 'N/A' },
    { key: 'phone', header: 'Phone', cell: (m) => m.phone },
    { key: 'due', header: 'Due Amount', cell: (m) => formatRupees(m.due_amount) },
    { key: 'leave', header: 'Leave', cell: (m) => formatDate(m.leave_date) },
    { key: 'rejoin', header: 'Rejoin', cell: (m) => formatDate(m.rejoin_date) },
    { key: 'expire', header: 'Expire', cell: (m) => formatDate(m.expire_date) },
    { key: 'status', header: 'Status', cell: (m) => m.status },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
        <RowActions
          label={`Actions for ${m.name}`}
          actions={[
            { label: 'Edit', onSelect: () => onEdit(m) },
            { label: 'Delete', tone: 'danger', onSelect: () => onDelete(m) },
            { label: 'Download', onSelect: () => onDownload(m) },
          ]}
        />
      ),
    },
  ];
}
