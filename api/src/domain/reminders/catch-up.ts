import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { planReminders } from './plan';

/**
 * Brings the tasks up to date before they are read, cheaply when nothing changed (one UPDATE and
 * one DELETE of nothing). The first call of the gym's day claims it (`planned_on`) and plans every
 * member; any other plans the members marked since (reminder_dirty). Claim, marks and plan are one
 * transaction: on PostgreSQL a second instance's claim waits for the first and then finds the day
 * taken, and a member write marking a member whose mark is being taken waits too, so it is
 * planned on the next call rather than lost.
 */
export async function catchUpReminders(db: Db, today: string): Promise<void> {
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
