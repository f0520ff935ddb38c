import {
  ChooseBranchNote,
  type Column,
  type Enquiry,
  formatDate,
  listTexts,
  ResourceListPage,
  useBranchNeeded,
  useBranchColumns,
  useNavigate,
} from '@spotter/shared';
import { convertPath, enquiriesResource, ENQUIRIES_PATH } from '../api/enquiries-resource';
import { ENQUIRY_SOURCE_LABELS } from './enquiry-form-values';

const columns: Column<Enquiry>[] = [
  { key: 'enquiry_date', header: 'Date', cell: (e) => formatDate(e.enquiry_date), sortable: true },
  { key: 'name', card: 'title', header: 'Name', cell: (e) => e.name, sortable: true },
  { key: 'phone', priority: 'secondary', card: 'detail', header: 'Phone', cell: (e) => e.phone },
  { key: 'interest', header: 'Interest', cell: (e) => e.plan_name ?? 'N/A' },
  {
    key: 'source',
    priority: 'secondary',
    header: 'Source',
    cell: (e) => (e.source ? ENQUIRY_SOURCE_LABELS[e.source] : 'N/A'),
  },
  { key: 'status', card: 'badge', header: 'Status', cell: (e) => e.status },
  {
    key: 'follow_up_on',
    header: 'Follow up on',
    cell: (e) => (e.follow_up_on ? formatDate(e.follow_up_on) : 'N/A'),
  },
  { key: 'note', priority: 'secondary', header: 'Note', cell: (e) => e.note || 'N/A' },
];

/**
 * Enquiries match their name or phone on the server, newest first; one not yet Joined can be
 * converted into a member. An enquiry is added at one branch: not under All branches. Its row menu
 * is Edit, Convert to member (until Joined), then Delete.
 */
const may = enquiriesResource.permissions ?? {};

export function EnquiriesListPage() {
  const navigate = useNavigate();
  const branchNeeded = useBranchNeeded();
  const shown = useBranchColumns(columns, 'branch_id');
  return (
    <ResourceListPage
      resource={enquiriesResource}
      texts={listTexts('Enquiries', 'enquiries', 'enquiry')}
      add={branchNeeded ? undefined : { label: 'Add Enquiry', to: `${ENQUIRIES_PATH}/add` }}
      above={
        branchNeeded && (
          <ChooseBranchNote>Choose a branch in the top bar to add an enquiry.</ChooseBranchNote>
        )
      }
      columns={shown}
      rowName={(enquiry) => enquiry.name}
      // Delete, the one action that cannot be taken back, comes last.
      rowMenu={(enquiry, { open, remove }) => [
        {
          label: 'Edit',
          onSelect: () => open(`${ENQUIRIES_PATH}/${enquiry.id}/edit`),
          permission: may.update,
        },
        ...(enquiry.status === 'Joined'
          ? []
          : [
              {
                label: 'Convert to member',
                onSelect: () => navigate(convertPath(enquiry.id)),
                permission: 'members.edit' as const,
              },
            ]),
        { label: 'Delete', tone: 'danger' as const, onSelect: remove, permission: may.remove },
      ]}
    />
  );
}
