import { useState } from 'react';
import styled from 'styled-components';
import {
  branchesResource,
  Button,
  DataTable,
  ErrorState,
  PageHeader,
  useResourceAll,
  type Branch,
  type Column,
} from '@spotter/shared';
import { BranchDialog } from './branch-dialog';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

// An address is typed on several lines, and read so.
const Lines = styled.span`
  white-space: pre-line;
`;

/** Which dialog is open: Add branch (no branch), or Edit for one. */
type Open = { branch?: Branch } | null;

/**
 * `/settings/branches` (docs/product/branches.md §26), for the accounts that may manage branches (branches.manage): every branch
 * in the order they were added, the first being the gym itself, with Add branch and an Edit for
 * each. Branches are never deleted.
 */
export function BranchesPage() {
  const { rows, error, isLoading, retry } = useResourceAll(branchesResource);
  const [open, setOpen] = useState<Open>(null);

  const columns: Column<Branch>[] = [
    { key: 'name', card: 'title', header: 'Name', cell: (b) => b.name },
    { key: 'address', header: 'Address', cell: (b) => <Lines>{b.address}</Lines> },
    { key: 'phone', header: 'Phone', cell: (b) => b.phone },
    {
      key: 'actions',
      card: 'actions',
      header: 'Actions',
      cell: (branch) => (
        <Button
          variant="secondary"
          aria-label={`Edit ${branch.name}`}
          onClick={() => setOpen({ branch })}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Branches"
        actions={<Button onClick={() => setOpen({})}>Add branch</Button>}
      />
      <Stack>
        {error && !rows.length ? (
          <ErrorState message="Could not load the branches." onRetry={retry} />
        ) : null}
        <DataTable
          caption="Branches"
          columns={columns}
          rows={rows}
          rowKey={(branch) => branch.id}
          loading={isLoading}
          emptyText={error ? 'Nothing to show.' : 'No branches yet.'}
        />
      </Stack>
      {open && <BranchDialog branch={open.branch} onClose={() => setOpen(null)} />}
    </>
  );
}
