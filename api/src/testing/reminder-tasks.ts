import { addDays, today } from '../domain/dates';
import { memberForm } from './members-client';
import type { SignedInApp } from './signed-in-app';
import type { TestApp } from './test-app';
import type { TestSmtpServer } from './smtp-server';

/**
 * Members whose reminder falls due today, and the task the planner gives them (inserted as it
 * would insert it, so that a catch-up running first or after changes nothing): with the default
 * rules, `expiry` is a member on a 30-day plan expiring in 3 days, paid in full (no dues task);
 * `dues` one who joined 7 days ago and owes ₹2,500 (no expiry task for weeks).
 */
export type DueKind = 'expiry' | 'dues';

export async function memberWithDueTask(
  gym: SignedInApp,
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
  const day = today();
  const member = await app.db
    .selectFrom('members')
    .select(['expire_date', 'period_start'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rule = await app.db
    .selectFrom('reminder_rules')
    .select('id')
    .where('kind', '=', kind)
    .where('days', '=', kind === 'expiry' ? -3 : 7)
    .executeTakeFirstOrThrow();
  const basis = kind === 'expiry' ? member.expire_date : member.period_start;
  await app.db
    .insertInto('reminder_tasks')
    .values({
      member_id: memberId,
      rule_id: rule.id,
      basis,
      planned_on: day,
      due_on: day,
      state: 'open',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'rule_id', 'basis', 'planned_on']).doNothing())
    .execute();
  const task = await app.db
    .selectFrom('reminder_tasks')
    .select('id')
    .where('member_id', '=', memberId)
    .where('rule_id', '=', rule.id)
    .where('planned_on', '=', day)
    .executeTakeFirstOrThrow();
  return task.id;
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
