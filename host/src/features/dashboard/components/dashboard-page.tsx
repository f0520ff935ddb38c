import { useEffect } from 'react';
import { EmptyState, ErrorState, LinkButton, Loading, PageHeader } from '@spotter/shared';
import styled from 'styled-components';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { isEmptyGym } from '../figures';
import { preloadCharts } from './chart-slot';
import { DashboardCharts } from './dashboard-charts';
import { SummaryCards } from './summary-cards';

const Links = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A new gym: say so and point to the first steps, rather than draw cards and charts of zeros. */
function EmptyGym() {
  return (
    <EmptyState>
      <p>Nothing to show yet. Add members and trainers, and their figures and charts appear here.</p>
      <Links>
        <LinkButton to="/users/add">Add User</LinkButton>
        <LinkButton to="/add/staffs" variant="secondary">
          Add Trainer / Staffs
        </LinkButton>
      </Links>
    </EmptyState>
  );
}

/** `/dashboard`: the gym at a glance, from one request (docs/product.md §15). */
export function DashboardPage() {
  const { data, error, mutate } = useDashboardSummary();
  useEffect(preloadCharts, []);
  let content;
  if (data) content = isEmptyGym(data) ? <EmptyGym /> : (
    <>
      <SummaryCards summary={data} />
      <DashboardCharts summary={data} />
    </>
  );
  else if (error) content = <ErrorState message="The dashboard could not be loaded." onRetry={() => void mutate()} />;
  else content = <Loading />;
  return (
    <>
      <PageHeader title="Dashboard" />
      {content}
    </>
  );
}
