import { useEffect } from 'react';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  Loading,
  PageHeader,
  useAccess,
} from '@spotter/shared';
import styled from 'styled-components';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { isEmptyGym } from '../figures';
import { BranchFiguresTable } from './branch-figures';
import { preloadCharts } from './chart-slot';
import { DashboardCharts } from './dashboard-charts';
import { RemoteCards } from './remote-cards';
import { useSetupChecklist } from './setup-checklist';
import { SummaryCards } from './summary-cards';

const Links = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A new gym: say so and point to the first steps, rather than draw cards and charts of zeros. Only
 * the steps the account may take are offered.
 */
function EmptyGym() {
  const { can } = useAccess();
  const addMember = can('members.edit');
  const addStaff = can('staff.edit');
  return (
    <EmptyState>
      <p>
        Nothing to show yet. Add members and trainers, and their figures and charts appear here.
      </p>
      {(addMember || addStaff) && (
        <Links>
          {addMember && <LinkButton to="/users/add">Add User</LinkButton>}
          {addStaff && (
            <LinkButton to="/add/staffs" variant="secondary">
              Add Trainer / Staffs
            </LinkButton>
          )}
        </Links>
      )}
    </EmptyState>
  );
}

function Figures() {
  const { data, error, mutate } = useDashboardSummary();
  if (!data && error) {
    return (
      <ErrorState message="The dashboard could not be loaded." onRetry={() => void mutate()} />
    );
  }
  if (!data) return <Loading />;
  if (isEmptyGym(data)) return <EmptyGym />;
  return (
    <>
      <SummaryCards summary={data} />
      {data.by_branch && <BranchFiguresTable summary={{ ...data, by_branch: data.by_branch }} />}
      <DashboardCharts summary={data} />
    </>
  );
}

/**
 * The set-up checklist of a new gym leading the figures (docs/product/dashboard.md §15). The two
 * are read side by side (both preloaded with the page), and nothing is drawn before the
 * checklist's answer, so it never pushes the cards down once they are shown.
 */
function DashboardContent() {
  const checklist = useSetupChecklist();
  // Asked for now, beside the checklist's read, not once it has answered.
  useDashboardSummary();
  if (checklist.loading) return <Loading />;
  return (
    <>
      {checklist.view}
      <Figures />
    </>
  );
}

/**
 * `/dashboard`: the gym at a glance, and a new gym's set-up (docs/product/dashboard.md §15); then
 * the cards the sections declare, which the host's own figures never wait for.
 */
export function DashboardPage() {
  useEffect(preloadCharts, []);
  return (
    <>
      <PageHeader title="Dashboard" />
      <DashboardContent />
      <RemoteCards />
    </>
  );
}
