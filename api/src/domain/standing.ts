import { sql, type Expression, type SqlBool } from 'kysely';
import { EXPIRING_WITHIN_DAYS } from './attention';
import { dayInWords, daysBetween } from './dates';
import type { ShownStatus } from '../schemas/members';
import { dueOf, rupees } from './money';

export interface MemberState {
  name: string;
  /** As shown (shownStatus in member-status.ts): Expired once an Active member's expiry has passed. */
  status: ShownStatus;
  expire_date: string;
  total_fee: number;
  paid_amount: number;
  /** Has a check-in of today without a check-out (an earlier day's open visit does not count, §16). */
  checked_in: boolean;
}

/**
 * Whether the member `memberId` has a visit of `today` (or later) without a check-out: only such a
 * visit refuses a check-in; an earlier day's open visit is closed by it instead (§16). Read from
 * the attendance_one_open index.
 */
export const openToday = (memberId: Expression<unknown>, today: string) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM attendance a WHERE a.member_id = ${memberId} AND a.check_out IS NULL AND a.day >= ${today})`;

export const alreadyCheckedIn = (name: string) =>
  `${name} is already checked in. Check them out first.`;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * What the desk sees before checking a member in (docs/product/attendance.md §16): every part that applies,
 * in words, and the first reason a check-in is refused, or null. Without `money` (an account that
 * may not see it, docs/product/team-and-roles.md §22) the words leave out what the member owes.
 */
export function standingOf(member: MemberState, today: string, { money = true } = {}) {
  const days_left = daysBetween(today, member.expire_date);
  const due_amount = dueOf(member.total_fee, member.paid_amount);
  const expired = days_left < 0;
  // An Expired member's status says the date itself: "Expired on 20 Nov 2026", not "Expired, expired on …".
  const parts = [
    member.status === 'Expired' ? `Expired on ${dayInWords(member.expire_date)}` : member.status,
  ];
  if (expired) {
    if (member.status !== 'Expired') parts.push(`expired on ${dayInWords(member.expire_date)}`);
  } else if (days_left === 0) parts.push('expiring today');
  else if (days_left <= EXPIRING_WITHIN_DAYS) parts.push(`expiring in ${days(days_left)}`);
  if (money && due_amount > 0) parts.push(`owes ${rupees(due_amount)}`);
  if (member.checked_in) parts.push('checked in now');

  let refusal: string | null = null;
  if (member.status === 'Inactive')
    refusal = `${member.name} is ${member.status} and cannot check in.`;
  else if (member.status === 'Expired')
    refusal = `${member.name}'s membership expired on ${dayInWords(member.expire_date)}. Renew it before checking in.`;
  else if (member.checked_in) refusal = alreadyCheckedIn(member.name);

  return {
    days_left,
    due_amount,
    checked_in: member.checked_in,
    standing: parts.join(', '),
    refusal,
  };
}
