import type { DashboardSummary, NotificationList } from '../../types';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** What the dashboard's two routes answer in a test: canned figures, typed by the contract. */
export interface FakeDashboard {
  summary: DashboardSummary;
  notifications: NotificationList;
}

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

/** A gym with no data yet (the default): every figure 0, seven empty months up to November 2026. */
export const emptySummary = (): DashboardSummary => ({
  today: '2026-11-23',
  active_members: 0,
  new_members: { this_month: 0, last_month: 0 },
  new_enquiries: 0,
  trainers: 0,
  collected_this_month: 0,
  outstanding: { amount: 0, members: 0 },
  expiring_soon: 0,
  growth: MONTHS.map((month) => ({ month, members: 0, trainers: 0 })),
});

/** A gym with figures in every card and chart; `overrides` replace whole fields. */
export const sampleSummary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  ...emptySummary(),
  active_members: 650,
  new_members: { this_month: 15, last_month: 12 },
  new_enquiries: 30,
  trainers: 20,
  collected_this_month: 245000,
  outstanding: { amount: 132500, members: 41 },
  expiring_soon: 9,
  growth: MONTHS.map((month, i) => ({ month, members: 10 + i, trainers: i % 3 })),
  ...overrides,
});

export const noNotifications = (): NotificationList => ({ total: 0, data: [] });

export function dashboardRoutes(db: { dashboard: FakeDashboard }) {
  return (method: string, pathname: string): Reply | undefined => {
    if (method !== 'GET') return undefined;
    if (pathname === '/dashboard/summary') return answer<DashboardSummary>(db.dashboard.summary);
    if (pathname === '/dashboard/notifications')
      return answer<NotificationList>(db.dashboard.notifications);
    return undefined;
  };
}
