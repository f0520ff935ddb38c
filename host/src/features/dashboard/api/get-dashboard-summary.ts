import { useApi, type DashboardSummary } from '@spotter/shared';

export const DASHBOARD_SUMMARY_KEY = '/dashboard/summary';

/** Every figure of the dashboard, in one request (docs/product.md §15). */
export function useDashboardSummary() {
  return useApi<DashboardSummary>(DASHBOARD_SUMMARY_KEY);
}
