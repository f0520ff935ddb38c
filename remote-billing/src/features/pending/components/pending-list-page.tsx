import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DebouncedSearchInput,
  fromList,
  ListTable,
  memberInvoiceFilename,
  memberInvoicePath,
  PageHeader,
  RowActions,
  SelectField,
  useConfirmDelete,
  useDownload,
  useListPage,
  type Column,
  type PendingMember,
} from '@spotter/shared';
import { PENDING_PATH, pendingResource } from '../api/pending-resource';
import { DUE_AGE_OPTIONS, useDueAge } from '../api/use-due-age';
import { pendingColumns } from './pending-columns';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(160px, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

/** Balance Pending: members who owe, oldest due first, filtered by the due's age (docs/product.md §20). */
export function PendingListPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { age, setAge } = useDueAge();
  const list = useListPage(pendingResource, 5, { age });
  const download = useDownload();
  const deletion = useConfirmDelete(pendingResource, list.key);

  const actions = (member: PendingMember) => [
    { label: 'View Profile', onSelect: () => navigate(`/users/${member.id}/edit`) },
    {
      label: 'Edit',
      onSelect: () => navigate(`${PENDING_PATH}/${member.id}/edit`, { state: fromList(search) }),
    },
    {
      label: 'Invoice',
      onSelect: () => void download(memberInvoicePath(member.id), memberInvoiceFilename(member.id)),
    },
    { label: 'Remove', tone: 'danger' as const, onSelect: () => deletion.ask(member) },
  ];
  const columns: Column<PendingMember>[] = [
    ...pendingColumns,
    {
      key: 'action',
      header: 'Action',
      cell: (m) => <RowActions label={`Actions for ${m.name}`} actions={actions(m)} />,
    },
  ];
  const filtered = Boolean(list.q || age);

  return (
    <>
      <PageHeader title="Balance Pending" />
      <Stack>
        <Filters>
          <DebouncedSearchInput label="Search members" value={list.q} onChange={list.setQuery} />
          <SelectField
            label="Overdue for"
            value={age}
            options={DUE_AGE_OPTIONS}
            onChange={setAge}
          />
        </Filters>
        <ListTable
          list={list}
          loadFailed="Could not load pending balances."
          caption="Balance Pending"
          columns={columns}
          rowKey={(m) => m.id}
          emptyText={
            filtered ? 'No pending balances match.' : 'No pending balances: every member has paid.'
          }
        />
      </Stack>
      <ConfirmDialog
        open={deletion.pending !== null}
        message="Are you sure you want to delete this user?"
        confirmLabel="Remove"
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
