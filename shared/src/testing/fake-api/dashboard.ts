import { paths } from '@spotter/api/paths';
import type { DashboardSummary, NotificationList } from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** What the dashboard's two routes answer in a test: canned figures, typed by the contract. */
export interface FakeDashboard {
  summary: DashboardSummary;
  notifications: NotificationList;
}

const MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

/** A gym with figures in every card and chart; `overrides` replace whole fields. */
export const sampleSummary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  today: '2026-11-23',
  active_members: 650,
  new_members: { this_month: 15, last_month: 12 },
  new_enquiries: 30,
  trainers: 20,
  collected_this_month: 245000,
  outstanding: { amount: 132500, members: 41 },
  expiring_soon: 9,
  reminders_due_today: 4,
  growth: MONTHS.map((month, i) => ({ month, members: 10 + i, trainers: i % 3 })),
  ...overrides,
});

/**
 * A gym with no data yet (the default): the sample with every figure 0, so seven empty months up
 * to November 2026. Derived, so that a figure added to the contract is 0 here without a word.
 */
export const emptySummary = (): DashboardSummary => zeroed(sampleSummary());

/** `value` with every number in it 0; its strings (the day, the months) stay. */
function zeroed<T>(value: T): T {
  if (typeof value === 'number') return 0 as T;
  if (Array.isArray(value)) return value.map(zeroed) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, zeroed(item)])) as T;
  return value;
}

export const noNotifications = (): NotificationList => ({ total: 0, data: [] });

/** The summary as the API answers it: Reminders due today only for an account that may record payments. */
function summaryFor({ permissions }: FakeAuth, summary: DashboardSummary): DashboardSummary {
  if (permissions.includes('payments.record')) return summary;
  const { reminders_due_today: _reminders, ...rest } = summary;
  return rest;
}

export function dashboardRoutes(db: { auth: FakeAuth; dashboard: FakeDashboard }) {
  return (method: string, pathname: string): Reply | undefined => {
    if (method !== 'GET') return undefined;
    if (pathname === paths.dashboard.summary)
      return answer<DashboardSummary>(summaryFor(db.auth, db.dashboard.summary));
    if (pathname === paths.dashboard.notifications)
      return answer<NotificationList>(db.dashboard.notifications);
    return undefined;
  };
}
