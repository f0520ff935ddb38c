import type { Db } from '../../db/database';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { planReminders } from './plan';

/** Whether a member is marked (reminder_dirty) and not planned yet: one read. */
const anyMarked = async (db: Db) =>
  (await db.selectFrom('reminder_dirty').select('member_id').limit(1).executeTakeFirst()) !==
  undefined;

/** Takes the marks and plans those members, in `trx`. */
async function planMarked(trx: Transaction<Database>, today: string) {
  const marked = await trx.deleteFrom('reminder_dirty').returning('member_id').execute();
  if (marked.length)
    await planReminders(
      trx,
      today,
      marked.map((row) => row.member_id),
    );
}

/**
 * The day's pass, in `trx`: plans every member on the gym's day `today`, taking every mark. The
 * caller has claimed the day (`planned_on`): the job's first call of the day, or saved rules.
 */
export async function planEveryMember(trx: Transaction<Database>, today: string) {
  await trx.deleteFrom('reminder_dirty').execute();
  await planReminders(trx, today);
}

/**
 * Plans the members marked since the last plan (docs/product/reminders.md §25): what a write that changes a
 * member (added, edited, paid, renewed, moved, restored, imported, a promise logged) runs once it
 * has committed (plugins/plan-reminders.ts). Only a read when nothing is marked, so a write that
 * changes no member opens no second transaction. A mark made meanwhile by another write is that
 * write's to plan, or the job's.
 */
export async function planMarkedReminders(db: Db, today: string): Promise<void> {
  if (!(await anyMarked(db))) return;
  await transaction(db, (trx) => planMarked(trx, today));
}

/** Whether the gym's day `today` is not claimed yet (no pass over every member made on it). */
async function unclaimed(db: Db, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('planned_on')
    .where('planned_on', '<>', today)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Brings the tasks up to date: what the job does (job.ts), and Send by e-mail before it sends;
 * never a read. Two reads only when nothing changed. The
 * first call of the gym's day claims it (`planned_on`) and plans every member; any other plans
 * the members marked since (reminder_dirty). Claim, marks and plan are one transaction: on
 * PostgreSQL a second instance's claim waits for the first and then finds the day taken, and a
 * member write marking a member whose mark is being taken waits too, so it is planned on the next
 * call rather than lost.
 */
export async function catchUpReminders(db: Db, today: string): Promise<void> {
  if (!(await unclaimed(db, today)) && !(await anyMarked(db))) return;
  await transaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('reminder_settings')
      .set({ planned_on: today })
      .where('planned_on', '<>', today)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) await planEveryMember(trx, today);
    else await planMarked(trx, today);
  });
}
