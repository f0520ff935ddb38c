import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { planReminders } from './plan';

/**
 * Whether anything is left to plan: the gym's day not claimed yet, or a member marked. Two reads,
 * so that the common case (the bell, a queue page) never opens a write transaction, which on
 * SQLite would wait for the database's one writer.
 */
async function workToDo(db: Db, today: string): Promise<boolean> {
  const unclaimed = await db
    .selectFrom('reminder_settings')
    .select('planned_on')
    .where('planned_on', '<>', today)
    .executeTakeFirst();
  if (unclaimed) return true;
  const marked = await db
    .selectFrom('reminder_dirty')
    .select('member_id')
    .limit(1)
    .executeTakeFirst();
  return marked !== undefined;
}

/**
 * Brings the tasks up to date before they are read, with two reads only when nothing changed (see
 * workToDo: a mark made after them is planned by the next call, as one made after the transaction
 * below would be). The first call of the gym's day claims it (`planned_on`) and plans every
 * member; any other plans the members marked since (reminder_dirty). Claim, marks and plan are one
 * transaction: on PostgreSQL a second instance's claim waits for the first and then finds the day
 * taken, and a member write marking a member whose mark is being taken waits too, so it is
 * planned on the next call rather than lost.
 */
export async function catchUpReminders(db: Db, today: string): Promise<void> {
  if (!(await workToDo(db, today))) return;
  await transaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('reminder_settings')
      .set({ planned_on: today })
      .where('planned_on', '<>', today)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0) {
      await trx.deleteFrom('reminder_dirty').execute();
      await planReminders(trx, today);
      return;
    }
    const marked = await trx.deleteFrom('reminder_dirty').returning('member_id').execute();
    if (marked.length)
      await planReminders(
        trx,
        today,
        marked.map((row) => row.member_id),
      );
  });
}
