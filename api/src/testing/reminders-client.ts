import type { Db } from '../db/database';
import type { ReminderKind } from '../schemas';
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
 * Writes a reminder task straight into the table, as the planner (domain/reminders) would: for
 * tests of what reads the tasks. Answers its id.
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
  const { id } = await db
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
    .returning('id')
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
