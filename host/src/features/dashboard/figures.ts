import type { DashboardSummary } from '@spotter/shared';

/** docs/product/dashboard.md §15: New Members against last month, as '+N% from last month' or '-N% from last month'. */
export function changeFromLastMonth({
  this_month,
  last_month,
}: DashboardSummary['new_members']): string {
  if (last_month === 0) return 'None joined last month';
  const percent = Math.round(((this_month - last_month) / last_month) * 100);
  return `${percent < 0 ? '-' : '+'}${Math.abs(percent)}% from last month`;
}

export const membersOwing = (count: number) =>
  count === 0
    ? 'Nobody owes'
    : `${count.toLocaleString('en-IN')} ${count === 1 ? 'member owes' : 'members owe'}`;

/** A count with Indian digit grouping, like the rupee amounts beside it. */
export const formatCount = (count: number) => count.toLocaleString('en-IN');

/** A gym with no data yet: nothing in any card or chart (the money and reminders cards count only when shown). */
export function isEmptyGym(summary: DashboardSummary): boolean {
  const figures = [
    summary.active_members,
    summary.new_members.this_month,
    summary.new_members.last_month,
    summary.new_enquiries,
    summary.trainers,
    summary.collected_this_month ?? 0,
    summary.outstanding?.members ?? 0,
    summary.expiring_soon,
    summary.reminders_due_today ?? 0,
    ...summary.growth.flatMap((month) => [month.members, month.trainers]),
  ];
  return figures.every((figure) => figure === 0);
}
