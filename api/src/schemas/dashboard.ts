import { Type, type Static } from 'typebox';
import { RevenueField } from './permissions';
import { TASK_KINDS } from './reminders';

/** A calendar month, 'YYYY-MM'. */
const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$' });
const Count = Type.Integer({ minimum: 0 });
/** Whole rupees. */
const Rupees = Type.Integer();

/** Members and trainers who joined in one month (the growth chart). */
export const MonthJoins = Type.Object({ month: Month, members: Count, trainers: Count });
export type MonthJoins = Static<typeof MonthJoins>;

/**
 * One branch's figures (docs/product/branches.md §26), named as the summary's own so that an account
 * without revenue.view loses the same ones; `new_members` is this month's.
 */
export const BranchFigures = Type.Object({
  branch_id: Type.Integer(),
  name: Type.String(),
  active_members: Count,
  new_members: Count,
  new_enquiries: Count,
  trainers: Count,
  collected_this_month: RevenueField(Rupees),
  outstanding: RevenueField(Type.Object({ amount: Rupees, members: Count })),
  expiring_soon: Count,
});
export type BranchFigures = Static<typeof BranchFigures>;

/**
 * `GET /dashboard/summary`: every figure of the dashboard, for the gym's day `today`
 * (docs/product/dashboard.md §15), over the branches the request covers (§26).
 */
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
  /** The reminders due today (the queue's Due today); left out for accounts without payments.record. */
  reminders_due_today: Type.Optional(Count),
  /** The last seven months, oldest first, this month last. */
  growth: Type.Array(MonthJoins),
  /**
   * Under All branches among two or more: each covered branch's figures, by id; the figures
   * above are their total. Left out when one branch is chosen or the gym has one.
   */
  by_branch: Type.Optional(Type.Array(BranchFigures)),
});
export type DashboardSummary = Static<typeof DashboardSummary>;

/**
 * A reminder due today (docs/product/reminders.md §25), as the bell lists it: the bell counts and shows the
 * queue's Due today tasks rather than working out its own list.
 */
export const NotificationItem = Type.Object({
  task_id: Type.Integer(),
  /** Null for an enquiry's follow-up. */
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The enquiry whose follow-up it is; null for a member's task. */
  enquiry_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  kind: Type.Enum([...TASK_KINDS]),
  /** The queue's words for why: "Expires in 3 days", "Owes ₹2,500 for 12 days". */
  reason: Type.String(),
});
export type NotificationItem = Static<typeof NotificationItem>;

/**
 * `GET /dashboard/notifications`: the due tasks, oldest first, and how many are due in all. An
 * account without money.view gets only the expiry and enquiry tasks (the others name amounts).
 */
export const NotificationList = Type.Object({ total: Count, data: Type.Array(NotificationItem) });
export type NotificationList = Static<typeof NotificationList>;
