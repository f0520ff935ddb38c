import {
  listTexts,
  memberInvoiceFilename,
  memberInvoicePath,
  ResourceListPage,
  useDownload,
} from '@spotter/shared';
import { membersResource, MEMBERS_PATH } from '../api/members-resource';
import { memberColumns } from './member-columns';

/** Members match their name, plan or status on the server. */
export function MembersListPage() {
  const download = useDownload();
  return (
    <ResourceListPage
      resource={membersResource}
      texts={{ ...listTexts('Members', 'members', 'user'), search: 'Search Filters' }}
      add={{ label: 'Add User', to: `${MEMBERS_PATH}/add` }}
      columns={memberColumns}
      rowName={(member) => member.name}
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
