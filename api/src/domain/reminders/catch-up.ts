import type { Db } from '../../db/database';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { planReminders } from './plan';

/** Whether a member is marked (reminder_dirty) and not planned yet: one read. */
const anyMarked = async (db: Db) =>
  (await db.selectFrom('reminder_dirty').select('member_id').limit(1).executeTakeFirst()) !==
  undefined;

/** Takes the marks and plans those members, in `trx`. */
export async function planMarked(trx: Transaction<Database>, today: string) {
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
 * Plans the members marked in `trx` (docs/product/reminders.md §25): the last work of every write
 * transaction (plugins/plan-reminders.ts), so a write that changes a member (added, edited, paid,
 * renewed, moved, restored, imported, a promise logged) commits its reminder tasks with it. Only a
 * read when nothing is marked. The planning is a savepoint of its own: one that fails is taken
 * back, leaving the marks to the job, and the write commits as it would have.
 */
export async function planMarkedBeforeCommit(
  trx: Transaction<Database>,
  today: string,
  failed: (error: unknown) => void,
): Promise<void> {
  if (!(await anyMarked(trx))) return;
  await sql`SAVEPOINT plan_marked`.execute(trx);
  try {
    await planMarked(trx, today);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT plan_marked`.execute(trx);
    failed(error);
  }
  await sql`RELEASE SAVEPOINT plan_marked`.execute(trx);
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
  // Every branch's members: the whole chain's turn, even when a branch's request calls it.
  await transaction(
    db,
    async (trx) => {
      const claimed = await trx
        .updateTable('reminder_settings')
        .set({ planned_on: today })
        .where('planned_on', '<>', today)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0) await planEveryMember(trx, today);
      else await planMarked(trx, today);
    },
    { wholeChain: true },
  );
}
