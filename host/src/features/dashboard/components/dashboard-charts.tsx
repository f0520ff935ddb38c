import styled from 'styled-components';
import { formatMonth, type DashboardSummary } from '@spotter/shared';
import { ChartPanel } from './chart-panel';
import { ChartSlot } from './chart-slot';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** docs/product/dashboard.md §15: 'Total Members Growth' and 'Members vs Trainers'. */
export function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { growth, active_members: members, trainers } = summary;
  const nobodyJoined = growth.every((month) => month.members === 0 && month.trainers === 0);
  return (
    <Row>
      <ChartPanel
        title="Total Members Growth"
        empty={nobodyJoined ? 'No members or trainers joined in the last 7 months.' : null}
        columns={['Month', 'Members', 'Trainers']}
        rows={growth.map((month) => [formatMonth(month.month), month.members, month.trainers])}
      >
        <ChartSlot kind="growth" growth={growth} />
      </ChartPanel>
      <ChartPanel
        title="Members vs Trainers"
        empty={members === 0 && trainers === 0 ? 'No active members or trainers yet.' : null}
        columns={['Group', 'Count']}
        rows={[
          ['Active members', members],
          ['Trainers', trainers],
        ]}
      >
        <ChartSlot kind="members-vs-trainers" members={members} trainers={trainers} />
      </ChartPanel>
    </Row>
  );
}
