import { paths, useApi, type DashboardSummary } from '@spotter/shared';

export const DASHBOARD_SUMMARY_KEY = paths.dashboard.summary;

/**
 * One branch's figures (docs/product/branches.md §26), by the summary's own names so that the money among
 * them is left out for the same roles; `new_members` is this month's.
 */
export interface BranchFigures {
  branch_id: number;
  name: string;
  active_members: number;
  new_members: number;
  new_enquiries: number;
  trainers: number;
  collected_this_month?: number;
  outstanding?: { amount: number; members: number };
  expiring_soon: number;
}

/** The summary, with `by_branch` under All branches among two branches or more. */
export type SummaryByBranch = DashboardSummary & { by_branch?: BranchFigures[] };

/** Every figure of the dashboard, in one request (docs/product/dashboard.md §15). */
export function useDashboardSummary() {
  return useApi<SummaryByBranch>(DASHBOARD_SUMMARY_KEY);
}
