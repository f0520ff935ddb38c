import { Type, type Static } from 'typebox';
import { Day, pageOf, RecordId, saved, succeeded, WholeNumber } from './common';

/**
 * The activity trail (docs/product/activity.md §23): what the Activity screen lists and filters, what a
 * member's History shows, and taking a write back (Undo).
 */

/** What a record is about, as the Activity screen's kind filter names it (plus the gym's settings). */
export const ACTIVITY_KINDS = [
  'members',
  'plans',
  'staff',
  'enquiries',
  'payments',
  'attendance',
  'team',
  'sign-ins',
  'settings',
] as const;
export const ActivityKind = Type.Enum([...ACTIVITY_KINDS]);
export type ActivityKind = Static<typeof ActivityKind>;

/**
 * The trail's record a URL names (Undo's `:id`). The trail's ids are 64-bit (BIGINT) in
 * PostgreSQL, so every whole number up to 2^53 − 1 is one its column holds.
 */
export const ActivityIdParams = Type.Object({
  id: WholeNumber({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type ActivityIdParams = Static<typeof ActivityIdParams>;

/** `/activity`'s filters (each optional), kept in the screen's URL under the same names. */
export const ActivityFilters = Type.Object({
  /** The account that acted. */
  admin_id: Type.Optional(RecordId()),
  kind: Type.Optional(ActivityKind),
  /** The first and last day (the gym's days), both included. */
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});
export type ActivityFilters = Static<typeof ActivityFilters>;

export const ActivityQuery = Type.Object({
  ...ActivityFilters.properties,
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

/** One record as a person reads it; `what` and `details` are the same texts the CSV holds. */
export const ActivityRow = Type.Object({
  id: Type.Integer(),
  /** ISO-8601 instant. */
  at: Type.String(),
  admin_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The account's name as it was when it acted. */
  who: Type.String(),
  action: Type.String(),
  kind: ActivityKind,
  /** e.g. "Added member Priya Patel", "Received ₹1,000 from Priya Patel". */
  what: Type.String(),
  /** e.g. "Fee: ₹1,000 → ₹1,500; Plan: Monthly → Quarterly", "INV-00015 · UPI"; '' when none. */
  details: Type.String(),
  member_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ActivityRow = Static<typeof ActivityRow>;

export const ActivityPage = pageOf(ActivityRow);
export type ActivityPage = Static<typeof ActivityPage>;

/** Everyone the person filter offers: every account, disabled ones too. */
export const ActivityPeople = succeeded({
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ActivityPeople = Static<typeof ActivityPeople>;

/** A member's History: the records that concern them, newest first, paged. */
export const HistoryQuery = Type.Object({
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** A write taken back: its message ("Payment voided.", "Check-in removed."…). */
export const Undone = saved({ activity_id: Type.Integer() });
export type Undone = Static<typeof Undone>;

/** A delete that Undo can take back, within seconds, by its record. */
export const Deleted = saved({ activity_id: Type.Integer() });
export type Deleted = Static<typeof Deleted>;
