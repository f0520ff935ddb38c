import styled from 'styled-components';
import { formatRupees, type DashboardSummary } from '@spotter/shared';
import { changeFromLastMonth, formatCount, membersOwing } from '../figures';
import { StatCard } from './stat-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * docs/product/dashboard.md §15: the cards, in the order the front desk reads them. The two money cards
 * show only when the answer carries them: it leaves them out for a role without revenue.view;
 * likewise Reminders due today (§25), for a role without payments.record.
 */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { collected_this_month: collected, outstanding, reminders_due_today: reminders } = summary;
  return (
    <Grid>
      <StatCard title="Active Members" value={formatCount(summary.active_members)} />
      <StatCard
        title="New Members"
        value={formatCount(summary.new_members.this_month)}
        note={changeFromLastMonth(summary.new_members)}
      />
      <StatCard
        title="New Enquiries"
        value={formatCount(summary.new_enquiries)}
        note="This month"
      />
      <StatCard title="Trainers" value={formatCount(summary.trainers)} />
      {collected !== undefined && (
        <StatCard title="Collected this month" value={formatRupees(collected)} />
      )}
      {outstanding && (
        <StatCard
          title="Outstanding dues"
          value={formatRupees(outstanding.amount)}
          note={membersOwing(outstanding.members)}
        />
      )}
      <StatCard
        title="Expiring in 7 days"
        value={formatCount(summary.expiring_soon)}
        note="Active members"
      />
      {reminders !== undefined && (
        <StatCard title="Reminders due today" value={formatCount(reminders)} to="/reminders" />
      )}
    </Grid>
  );
}
