import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DataTable,
  errorMessage,
  ErrorState,
  isAbortError,
  LinkButton,
  PageHeader,
  Pagination,
  useAbortOnUnmount,
  useListParams,
  useToast,
  type Member,
} from '@spotter/shared';
import { useDeleteMember } from '../api/delete-member';
import { downloadInvoice } from '../api/download-invoice';
import { useMembers } from '../api/get-members';
import { fromList } from './back-to-list';
import { DebouncedSearchInput } from './debounced-search-input';
import { memberColumns } from './member-columns';

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export function MembersListPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const deleteMember = useDeleteMember();
  const { page, pageSize, q, setPage, setPageSize, setQuery } = useListParams({
    defaultPageSize: 5,
  });
  const { key, members, total, error, isLoading, retry } = useMembers({ page, pageSize, q });
  const [toDelete, setToDelete] = useState<Member | null>(null);

  // A page past the end (the list shrank, or an old link): show the last page that exists.
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const outOfRange = !isLoading && !error && members.length === 0 && page > pageCount;
  useEffect(() => {
    if (outOfRange) setPage(pageCount);
  }, [outOfRange, pageCount, setPage]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setToDelete(null);
    try {
      await deleteMember(key, id, signal());
      toast.success('Deleted successfully!');
    } catch (caught) {
      if (isAbortError(caught)) return;
      console.error('Failed to delete member', caught);
      toast.error('Delete failed!');
    }
  };

  const download = async (member: Member) => {
    try {
      await downloadInvoice(member.id, signal());
    } catch (caught) {
      if (isAbortError(caught)) return;
      console.error('Failed to download invoice', caught);
      toast.error(errorMessage(caught, 'Download failed!'));
    }
  };

  const columns = memberColumns({
    onEdit: (member) => navigate(`/users/${member.id}/edit`, { state: fromList(search) }),
    onDelete: setToDelete,
    onDownload: (member) => void download(member),
  });

  return (
    <>
      <PageHeader
        title="Members"
        actions={
          <LinkButton to="/users/add" state={fromList(search)}>
            Add User
          </LinkButton>
        }
      />
      <Stack>
        <Toolbar>
          <DebouncedSearchInput label="Search Filters" value={q} onChange={setQuery} />
        </Toolbar>
        {error && !isAbortError(error) && (
          <ErrorState message="Could not load members." onRetry={retry} />
        )}
        <DataTable
          caption="Members"
          columns={columns}
          rows={members}
          rowKey={(member) => member.id}
          loading={isLoading}
          emptyText={q ? 'No members match your search.' : 'No members yet.'}
        />
        <Pagination
          page={Math.min(page, pageCount)}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure you want to delete this user?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
