import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  IfAllowed,
  isAbortError,
  LinkButton,
  Loading,
  PageHeader,
  useBranchNames,
  useResourceAll,
} from '@spotter/shared';
import { staffResource } from '../api/staff-resource';
import { StaffCard } from './staff-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export function StaffListPage() {
  const { rows: staff, error, isLoading, retry } = useResourceAll(staffResource);
  const branchName = useBranchNames();

  let body;
  if (isLoading) body = <Loading />;
  else if (error && !isAbortError(error))
    body = <ErrorState message="Could not load trainers and staff." onRetry={retry} />;
  else if (staff.length === 0) body = <EmptyState>No trainers or staff yet.</EmptyState>;
  else {
    body = (
      <Grid>
        {staff.map((member) => (
          <StaffCard key={member.id} staff={member} branch={branchName?.(member.branch_id)} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader
        title="Trainers & Staffs Lists"
        actions={
          <IfAllowed permission={staffResource.permissions?.create}>
            <LinkButton to="/add/staffs">Add Trainer / Staffs</LinkButton>
          </IfAllowed>
        }
      />
      {body}
    </>
  );
}
