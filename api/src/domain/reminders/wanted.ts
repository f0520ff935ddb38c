import { REMINDER_LIMITS, type ReminderKind } from '../../schemas/reminders';
import { addDays, daysBetween, dayStart } from '../dates';

/** A rule as the planner reads it. */
export interface PlanRule {
  id: number;
  kind: ReminderKind;
  days: number;
}

/** What the planner reads of a member. */
export interface PlanMember {
  id: number;
  status: 'Active' | 'Inactive';
  no_reminders: number;
  expire_date: string;
  period_start: string;
  total_fee: number;
  paid_amount: number;
}

/** A member's latest promise to pay: when it was made (ISO instant) and the day promised. */
export interface PlanPromise {
  at: string;
  promised_on: string;
}

/** A task by its unique key. */
export interface PlannedTask {
  member_id: number;
  rule_id: number;
  basis: string;
  planned_on: string;
}

const { catchUpDays, upcomingDays } = REMINDER_LIMITS;

const isEligible = (m: PlanMember) => m.status === 'Active' && m.no_reminders === 0;
const owes = (m: PlanMember) => m.total_fee > m.paid_amount;

/**
 * Of a member's planned days for one kind, the latest on or before today (unless more than
 * catchUpDays old: a task is not created that late) and the first after it within upcomingDays.
 */
function latestAndNext(days: { rule_id: number; planned_on: string }[], today: string) {
  let latest: (typeof days)[number] | undefined;
  let next: (typeof days)[number] | undefined;
  for (const day of days) {
    if (day.planned_on <= today) {
      if (!latest || day.planned_on > latest.planned_on) latest = day;
    } else if (!next || day.planned_on < next.planned_on) next = day;
  }
  return [
    latest && latest.planned_on >= addDays(today, -catchUpDays) ? latest : undefined,
    next && next.planned_on <= addDays(today, upcomingDays) ? next : undefined,
  ].filter((day) => day !== undefined);
}

/** The expiry tasks an eligible member expiring on E wants: basis E, planned E + d. */
export function expiryTasks(member: PlanMember, rules: PlanRule[], today: string): PlannedTask[] {
  if (!isEligible(member)) return [];
  const basis = member.expire_date;
  const days = rules
    .filter((rule) => rule.kind === 'expiry')
    .map((rule) => ({ rule_id: rule.id, planned_on: addDays(basis, rule.days) }));
  return latestAndNext(days, today).map((day) => ({ member_id: member.id, basis, ...day }));
}

/** The dues tasks of an owing member whose period starts on S: basis S, planned S + kN (k ≥ 1). */
export function duesTasks(member: PlanMember, rules: PlanRule[], today: string): PlannedTask[] {
  const rule = rules.find((r) => r.kind === 'dues');
  if (!rule || rule.days < 1 || !isEligible(member) || !owes(member)) return [];
  const basis = member.period_start;
  const k = Math.floor(daysBetween(basis, today) / rule.days);
  const days = [k, Math.max(k + 1, 1)]
    .filter((n) => n >= 1)
    .map((n) => ({ rule_id: rule.id, planned_on: addDays(basis, n * rule.days) }));
  return latestAndNext(days, today).map((day) => ({ member_id: member.id, basis, ...day }));
}

/**
 * A promise counts when it was made in the member's current period (on or after its start, in
 * the gym's day): an older one was about dues that a renewal replaced.
 */
const currentPromise = (member: PlanMember, promise: PlanPromise | undefined) =>
  promise && promise.at >= dayStart(member.period_start) ? promise : undefined;

/** The promise task of an owing member whose latest promise (day P) passed: basis P, planned P + 1. */
export function promiseTasks(
  member: PlanMember,
  promise: PlanPromise | undefined,
  rules: PlanRule[],
  today: string,
): PlannedTask[] {
  const rule = rules.find((r) => r.kind === 'promise');
  const current = currentPromise(member, promise);
  if (!rule || !current || !isEligible(member) || !owes(member)) return [];
  if (current.promised_on >= today) return [];
  const planned_on = addDays(current.promised_on, 1);
  if (planned_on < addDays(today, -catchUpDays)) return [];
  return [{ member_id: member.id, rule_id: rule.id, basis: current.promised_on, planned_on }];
}

/**
 * Whether an open task still stands for its member as they are now: expiry — eligible and still
 * expiring on its basis; dues — eligible, owing, and still in the period it counts from; promise —
 * eligible, owing, and its day is still the member's latest promise of the current period.
 */
export function stillValid(
  task: { kind: ReminderKind; basis: string },
  member: PlanMember,
  promise: PlanPromise | undefined,
): boolean {
  if (!isEligible(member)) return false;
  if (task.kind === 'expiry') return member.expire_date === task.basis;
  if (!owes(member)) return false;
  if (task.kind === 'dues') return member.period_start === task.basis;
  return currentPromise(member, promise)?.promised_on === task.basis;
}
