import { paths, pathTo } from '@spotter/api/paths';

/**
 * What the sections show, named: the words a write declares what it makes stale in (the
 * resource's `stale`, an action's `stale`; docs/architecture.md "One data vocabulary"). Each is the
 * API's read paths, every page and filter of them. A write in one section names another section's
 * lists here, since the sections meet only in the shared kit.
 */
export const shown = {
  /** Pending and Expired: the lists of members by what they owe or since when they lapsed. */
  dues: [paths.dues.pending, paths.renewals.expired],
  members: [paths.members.list],
  invoices: [paths.invoices.list],
  /** The dashboard's figures (outstanding dues, members, check-ins, charts). */
  figures: [paths.dashboard.summary],
  /** The top bar's bell: the reminders due today. */
  bell: [paths.dashboard.notifications],
  /** The reminders' queue and its tabs' counts. */
  reminders: [paths.reminders.queue, paths.reminders.counts],
  /**
   * A day's check-ins and the check-in panel's lookup (which shows each member's standing) and
   * Classes today (a check-in marks a booked class Attended).
   */
  attendance: [paths.attendance.records, paths.attendance.lookup, paths.classes.memberToday],
  /** The enquiries and each one as read for its page (an add member may convert one). */
  enquiries: [paths.enquiries.list, paths.enquiries.one],
  /** Day close: a day's money by method, and the cash counted. */
  dayClose: [paths.invoices.dayClose],
} as const;

/** One member as loaded for editing and their History, every page of it. */
export const memberRecord = (memberId: number | string) => [
  pathTo(paths.members.update, { id: memberId }),
  pathTo(paths.activity.memberHistory, { id: memberId }),
];

/**
 * Every list that shows members' money (docs/product/billing.md §20): the lists that show a due
 * or a paid amount, the invoices, the dashboard's figures and the bell, the check-in lookup, the
 * reminders' queue (a payment closes a dues reminder) and Day close.
 */
export const moneyShown = [
  ...shown.dues,
  ...shown.members,
  ...shown.invoices,
  ...shown.figures,
  ...shown.bell,
  ...shown.reminders,
  paths.attendance.lookup,
  ...shown.dayClose,
];

/**
 * Whatever shows one member's money, what a payment, a renewal, a void or a change of the paid
 * amount makes stale: the member and their History, and every list that shows money.
 */
export const memberMoney = (memberId: number | string) => [
  ...memberRecord(memberId),
  ...moneyShown,
];
