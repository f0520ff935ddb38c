import { sql } from 'kysely';
import type { Db } from '../db/database';
import { addDays, today } from '../domain/dates';
import type { SignedInApp } from './signed-in-app';

/** The gym's day the tests plan from, and a day `n` days from it. */
export const TODAY = today();
export const day = (n: number) => addDays(TODAY, n);

/** A member's tasks, oldest planned first: the rule's kind and day, basis, planned day and state. */
export const tasksOf = (db: Db, member: number) =>
  db
    .selectFrom('reminder_tasks as t')
    .innerJoin('reminder_rules as r', 'r.id', 't.rule_id')
    .select(['r.kind', 'r.days', 't.basis', 't.planned_on', 't.due_on', 't.state'])
    .where('t.member_id', '=', member)
    .orderBy('t.planned_on')
    .orderBy('r.id')
    .execute();

/** A member's open tasks as `kind days @planned_on`, for short assertions. */
export async function openOf(db: Db, member: number) {
  return (await tasksOf(db, member))
    .filter((task) => task.state === 'open')
    .map((task) => `${task.kind} ${task.days} @${task.planned_on}`);
}

/** Every task's key, with how many rows hold it: any count above 1 is a duplicate. */
export const keyCounts = async (db: Db) =>
  (
    await sql<{ n: number }>`SELECT count(*) AS n FROM reminder_tasks
      GROUP BY member_id, rule_id, basis, planned_on`.execute(db)
  ).rows.map((row) => Number(row.n));

/**
 * Plans and members written through the API as the desk writes them: `plan` runs `days` days at
 * ₹1,500; `join` adds a member who joined `daysAgo` days ago, paid in full unless `paid` says.
 */
export async function gymOf(ctx: SignedInApp, days = 30) {
  const plan = await ctx.dues.members.addPlan(`Plan ${days}`, days, 1500);
  return {
    plan,
    join: (daysAgo: number, paid = 1500, fields: Record<string, string> = {}) =>
      ctx.dues.join(plan, daysAgo, { paid: String(paid), due: '', ...fields }),
  };
}

/** A promise to pay `on`, as logging "Promised to pay" writes it (the contact row). */
export const promise = (db: Db, member: number, on: string, at = new Date().toISOString()) =>
  db
    .insertInto('member_contacts')
    .values({
      member_id: member,
      at,
      admin_name: 'Desk',
      channel: 'call',
      outcome: 'promised',
      reason: 'Owes',
      promised_on: on,
      note: '',
    })
    .execute();
