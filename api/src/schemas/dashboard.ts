import { Type, type Static } from 'typebox';
import { MoneyField, RevenueField } from './permissions';

/** A calendar month, 'YYYY-MM'. */
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$' });
const Count = Type.Integer({ minimum: 0 });
/** Whole rupees. */
const Rupees = Type.Integer();

/** Members and trainers who joined in one month (the growth chart). */
export const MonthJoins = Type.Object({ month: Month, members: Count, trainers: Count });
export type MonthJoins = Static<typeof MonthJoins>;

/** `GET /dashboard/summary`: every figure of the dashboard, for the gym's day `today` (docs/product.md §15). */
export const DashboardSummary = Type.Object({
  /** The day the figures are for, 'YYYY-MM-DD'. */
  today: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  active_members: Count,
  /** Members who joined this calendar month, and last month (for the change). */
  new_members: Type.Object({ this_month: Count, last_month: Count }),
  new_enquiries: Count,
  trainers: Count,
  /** The paid amounts of the invoices issued this month. */
  collected_this_month: RevenueField(Rupees),
  /** What all members still owe, and how many of them owe anything. */
  outstanding: RevenueField(Type.Object({ amount: Rupees, members: Count })),
  /** Active members whose membership expires from today to seven days on. */
  expiring_soon: Count,
  /** The last seven months, oldest first, this month last. */
  growth: Type.Array(MonthJoins),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

/** A member the front desk should see to: expiring soon, owing, or both. */
export const NotificationItem = Type.Object({
  member_id: Type.Integer(),
  name: Type.String(),
  /** Days until the membership expires (0 = today), when it expires within seven days. */
  expires_in_days: Type.Union([Count, Type.Null()]),
  /** What the member owes; 0 when nothing. */
  due_amount: MoneyField(),
});
export type NotificationItem = Static<typeof NotificationItem>;

/** `GET /dashboard/notifications`: the most urgent members first, and how many need attention in all. */
export const NotificationList = Type.Object({ total: Count, data: Type.Array(NotificationItem) });
export type NotificationList = Static<typeof NotificationList>;
