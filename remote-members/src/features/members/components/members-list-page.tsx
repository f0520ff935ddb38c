import {
  choiceFilter,
  listTexts,
  memberInvoiceFilename,
  memberInvoicePath,
  ResourceListPage,
  SelectField,
  useDownload,
  useUrlFilters,
  type ShownStatus,
} from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { memberColumns } from './member-columns';

const STATUS_OPTIONS: { value: ShownStatus | ''; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'Active', label: 'Active' },
  { value: 'Expired', label: 'Expired' },
  { value: 'Inactive', label: 'Inactive' },
];

/** The status shown (`?status=`), filtered by the server (docs/product.md §4). */
const FILTERS = { status: choiceFilter(STATUS_OPTIONS.map((option) => option.value)) };

/** Members match their name, plan or status on the server. */
export function MembersListPage() {
  const download = useDownload();
  const filters = useUrlFilters(FILTERS);
  return (
    <ResourceListPage
      resource={membersResource}
      texts={{ ...listTexts('Members', 'members', 'user'), search: 'Search Filters' }}
      add={{ label: 'Add User', to: `${MEMBERS_PATH}/add` }}
      columns={memberColumns}
      rowName={(member) => member.name}
      filters={filters}
      filterFields={
        <SelectField label="Status" options={STATUS_OPTIONS} {...filters.field('status')} />
      }
      editTo={(member) => `${MEMBERS_PATH}/${member.id}/edit`}
      moreActions={(member) => [
        {
          label: 'Download',
          onSelect: () =>
            void download(memberInvoicePath(member.id), memberInvoiceFilename(member.id)),
          permission: 'invoices.view',
        },
      ]}
    />
  );
}
