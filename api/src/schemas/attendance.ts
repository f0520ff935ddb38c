import { Type, type Static } from 'typebox';
import { MoneyField } from './permissions';
import { Booking } from './classes';
import { Line, pageOf, RecordId, saved, SortParam, succeeded, WholeNumber } from './common';

/** docs/product/attendance.md §16: the front desk's check-ins, check-outs and the member lookup before a check-in. */

/** What a day's check-ins sort by (`?sort=`). */
export const ATTENDANCE_SORTS = ['name', 'check_in', 'check_out'] as const;
export type AttendanceSort = (typeof ATTENDANCE_SORTS)[number];

/** `?day=YYYY-MM-DD&page=&page_size=&sort=`; without a day, today (the gym's date). */
export const AttendanceQuery = Type.Object({
  day: Type.Optional(Line({ maxLength: 10 })),
  page: Type.Optional(WholeNumber({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(WholeNumber({ minimum: 1, maximum: 100 })),
  sort: SortParam(ATTENDANCE_SORTS),
});
export type AttendanceQuery = Static<typeof AttendanceQuery>;

/**
 * One check-in as the table shows it; days_left counts from today to the member's expiry (negative
 * once expired). `no_check_out`: the visit was left open and closed at the member's next check-in
 * on a later day; its check_out is then its check_in, and the table says "No check-out recorded".
 */
export const AttendanceRecord = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  name: Type.String(),
  day: Type.String(),
  check_in: Type.String(),
  check_out: Type.Union([Type.String(), Type.Null()]),
  no_check_out: Type.Boolean(),
  expire_date: Type.String(),
  days_left: Type.Integer(),
  /** Where the visit happened (docs/product/branches.md §26). */
  branch_id: Type.Integer(),
});
export type AttendanceRecord = Static<typeof AttendanceRecord>;

/** One page of a day's check-ins, newest first, and how many members are in the gym now (today, not yet out). */
export const AttendancePage = Type.Object({
  ...pageOf(AttendanceRecord).properties,
  day: Type.String(),
  checked_in_now: Type.Integer(),
});
export type AttendancePage = Static<typeof AttendancePage>;

export const LOOKUP_LIMIT = 8;

/** Part of a name or of a phone number. */
export const LookupQuery = Type.Object({ q: Line({ maxLength: 100, required: true }) });
export type LookupQuery = Static<typeof LookupQuery>;

/**
 * A member the desk may pick, with their standing in words ("Active, expiring in 3 days, owes
 * ₹1,500") and, when a check-in would be refused, the message it would be refused with.
 */
export const LookupMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  /** The member's plan, which a renewal from the panel starts from (docs/product/attendance.md §16). */
  plan_id: Type.Integer(),
  plan_type: Type.String(),
  status: Type.String(),
  expire_date: Type.String(),
  days_left: Type.Integer(),
  due_amount: MoneyField(),
  checked_in: Type.Boolean(),
  standing: Type.String(),
  refusal: Type.Union([Type.String(), Type.Null()]),
  /** The member's home branch, whose price a renewal charges (docs/product/branches.md §26). */
  home_branch_id: Type.Integer(),
});
export type LookupMember = Static<typeof LookupMember>;

/** At most LOOKUP_LIMIT members, newest first; `more` when others match too. */
export const LookupReply = succeeded({ data: Type.Array(LookupMember), more: Type.Boolean() });
export type LookupReply = Static<typeof LookupReply>;

export const CheckInBody = Type.Object({
  member_id: RecordId(),
});
export type CheckInBody = Static<typeof CheckInBody>;

/** A check-in or check-out, with the record as it now stands. */
export const AttendanceSaved = saved({ record: AttendanceRecord });
export type AttendanceSaved = Static<typeof AttendanceSaved>;

/** A check-in, and the trail's record of it: POST /activity/undo/{activity_id} takes it back. */
export const CheckedIn = saved({
  record: AttendanceRecord,
  activity_id: Type.Integer(),
  /** The member's class places the check-in marked Attended (a session starting within 30 minutes). */
  attended: Type.Optional(Type.Array(Booking)),
});
export type CheckedIn = Static<typeof CheckedIn>;
