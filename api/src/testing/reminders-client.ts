import type { Db } from '../db/database';
import { addDays, today } from '../domain/dates';
import type { ReminderKind } from '../schemas';
import { memberForm, type membersClient } from './members-client';
import type { TestSmtpServer } from './smtp-server';
import type { TestApp } from './test-app';

/** The queue's calls as the Reminders screens send them, with the signed-in admin's cookie. */
export function remindersClient(app: TestApp, cookie: string) {
  return {
    page: (query = '') => app.inject({ url: `/reminders${query}`, headers: { cookie } }),
    counts: () => app.inject({ url: '/reminders/counts', headers: { cookie } }),
    outcome: (id: number | string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/reminders/${id}/outcome`,
        headers: { cookie },
        payload,
      }),
    contacts: (memberId: number | string) =>
      app.inject({ url: `/members/${memberId}/contacts`, headers: { cookie } }),
  };
}

export interface TaskFields {
  member_id: number;
  kind: ReminderKind;
  /** The rule's days; left out, the kind's first rule (the dues and promise rules are one each). */
  days?: number;
  basis: string;
  planned_on: string;
  due_on?: string;
  state?: 'open' | 'done' | 'closed';
  done_at?: string | null;
}

/**
 * Writes a reminder task straight into the table, as the planner (domain/reminders) would (nothing
 * when it holds the task already): for tests of what reads the tasks. Answers its id.
 */
export async function addTask(
  db: Db,
  {
    member_id,
    kind,
    days,
    basis,
    planned_on,
    due_on = planned_on,
    state = 'open',
    done_at = null,
  }: TaskFields,
): Promise<number> {
  let rule = db.selectFrom('reminder_rules').select('id').where('kind', '=', kind);
  if (days !== undefined) rule = rule.where('days', '=', days);
  const { id: rule_id } = await rule.orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('reminder_tasks')
    .values({
      member_id,
      rule_id,
      basis,
      planned_on,
      due_on,
      state,
      done_at,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'rule_id', 'basis', 'planned_on']).doNothing())
    .execute();
  const { id } = await db
    .selectFrom('reminder_tasks')
    .select('id')
    .where('member_id', '=', member_id)
    .where('rule_id', '=', rule_id)
    .where('basis', '=', basis)
    .where('planned_on', '=', planned_on)
    .executeTakeFirstOrThrow();
  return id;
}

/** The id of the member's task planned on `planned_on` (of any rule), as the planner made it. */
export async function taskOn(db: Db, member_id: number, planned_on: string): Promise<number> {
  const { id } = await db
    .selectFrom('reminder_tasks')
    .select('id')
    .where('member_id', '=', member_id)
    .where('planned_on', '=', planned_on)
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Members whose reminder falls due today, and the task the planner gives them (inserted as it
 * would insert it, so that a catch-up running first or after changes nothing): with the default
 * rules, `expiry` is a member on a 30-day plan expiring in 3 days, paid in full (no dues task);
 * `dues` one who joined 7 days ago and owes ₹2,500 (no expiry task for weeks).
 */
export type DueKind = 'expiry' | 'dues';

export async function memberWithDueTask(
  gym: { app: TestApp; members: ReturnType<typeof membersClient> },
  plan: number,
  kind: DueKind,
  fields: { name: string; phone: string; email: string },
) {
  const day = today();
  const joined = addDays(day, kind === 'expiry' ? -27 : -7);
  const money =
    kind === 'expiry'
      ? { fee: '1500', paid: '1500', due: '0' }
      : { fee: '3000', paid: '500', due: '2500' };
  const added = await gym.members.add({
    ...memberForm,
    ...fields,
    ...money,
    joining_day: joined,
    plan: String(plan),
  });
  if (added.statusCode >= 300) throw new Error(`adding ${fields.name}: ${added.body}`);
  const memberId: number = added.json().member_id;
  return { memberId, taskId: await dueTaskOf(gym.app, memberId, kind) };
}

/** The member's task of today for the default `kind` rule (−3 days for expiry, every 7 for dues). */
export async function dueTaskOf(app: TestApp, memberId: number, kind: DueKind) {
  const member = await app.db
    .selectFrom('members')
    .select(['expire_date', 'period_start'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return addTask(app.db, {
    member_id: memberId,
    kind,
    days: kind === 'expiry' ? -3 : 7,
    basis: kind === 'expiry' ? member.expire_date : member.period_start,
    planned_on: today(),
  });
}

/** Points the gym's e-mail at `server` (written as Settings → Reminders saves it). */
export async function sendMailTo(app: TestApp, server: TestSmtpServer, user = '', password = '') {
  await app.db
    .updateTable('reminder_settings')
    .set({
      smtp_host: server.host,
      smtp_port: server.port,
      smtp_user: user,
      smtp_password: password,
      smtp_from: 'desk@irontemple.example',
    })
    .where('id', '=', 1)
    .execute();
}

/** The day the planner last went over every member ('' once settings asked it to again). */
export const plannedOn = async (app: TestApp) =>
  (await app.db.selectFrom('reminder_settings').select('planned_on').executeTakeFirstOrThrow())
    .planned_on;
