import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DataTable,
  ErrorState,
  formatDuration,
  formatRupees,
  isAbortError,
  LinkButton,
  PageHeader,
  paginate,
  Pagination,
  RowActions,
  SearchInput,
  useAbortOnUnmount,
  useListParams,
  useToast,
  type Column,
  type Plan,
} from '@spotter/shared';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { filterPlans } from './filter-plans';

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export function PlansListPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const deletePlan = useDeletePlan();
  const { plans, error, isLoading, retry } = usePlans();
  const { page, pageSize, q, setPage, setPageSize, setQuery } = useListParams({ defaultPageSize: 5 });
  const [toDelete, setToDelete] = useState<Plan | null>(null);

  const current = paginate(filterPlans(plans, q), page, pageSize);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setToDelete(null);
    try {
      await deletePlan(id, signal());
      toast.success('Deleted successfully!');
    } catch (caught) {
      if (isAbortError(caught)) return;
      console.error('Failed to delete plan', caught);
      toast.error('Delete failed!');
    }
  };

  const columns: Column<Plan>[] = [
    { key: 'name', header: 'Name', cell: (plan) => plan.name },
    { key: 'price', header: 'Price', cell: (plan) => formatRupees(plan.price) },
    { key: 'duration', header: 'Duration', cell: (plan) => formatDuration(plan.duration_days) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (plan) => (
        <RowActions
          label={`Actions for ${plan.name}`}
          actions={[
            { label: 'Edit', onSelect: () => navigate(`/plans/${plan.id}/edit`) },
            { label: 'Delete', tone: 'danger', onSelect: () => setToDelete(plan) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Plans" actions={<LinkButton to="/plans/add">Add Plan</LinkButton>} />
      <Stack>
        <Toolbar>
          <SearchInput label="Search plans" value={q} onChange={setQuery} />
        </Toolbar>
        {error && !isAbortError(error) && <ErrorState message="Could not load plans." onRetry={retry} />}
        <DataTable
          caption="Plans"
          columns={columns}
          rows={current.items}
          rowKey={(plan) => plan.id}
          loading={isLoading}
          emptyText={q ? 'No plans match your search.' : 'No plans yet.'}
        />
        <Pagination
          page={current.page}
          pageSize={pageSize}
          total={current.total}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </Stack>
      <ConfirmDialog
        open={toDelete !== null}
        message="Are you sure you want to delete this plan?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
