import { ResourceListPage, useDownload } from '@spotter/shared';
import { invoiceFilename, invoicePath, membersResource, MEMBERS_PATH } from '../api/members-resource';
import { memberColumns } from './member-columns';

/** Members match their name, plan or status on the server. */
export function MembersListPage() {
  const download = useDownload();
  return (
    <ResourceListPage
      resource={membersResource}
      texts={{
        title: 'Members',
        search: 'Search Filters',
        empty: 'No members yet.',
        noMatch: 'No members match your search.',
        loadFailed: 'Could not load members.',
        confirmDelete: 'Are you sure you want to delete this user?',
      }}
      add={{ label: 'Add User', to: `${MEMBERS_PATH}/add` }}
      columns={memberColumns}
      rowName={(member) => member.name}
      editTo={(member) => `${MEMBERS_PATH}/${member.id}/edit`}
      moreActions={(member) => [
        { label: 'Download', onSelect: () => void download(invoicePath(member.id), invoiceFilename(member.id)) },
      ]}
    />
  );
}
