import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forKeyShare, transaction } from '../../db/transaction';
import type { PlannedTask } from './wanted';

/** Rows per INSERT or UPDATE, and members per planning round when ids are given. */
export const CHUNK = 500;

export const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** `work` in a transaction of its own, or in the caller's when `db` is one (catch-up's). */
const inTransaction = <T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) =>
  db.isTransaction ? work(db as Transaction<Database>) : transaction(db, work);

const byKey = (a: PlannedTask, b: PlannedTask) =>
  a.member_id - b.member_id ||
  a.rule_id - b.rule_id ||
  a.basis.localeCompare(b.basis) ||
  a.planned_on.localeCompare(b.planned_on);

/**
 * Inserts `tasks` (a task is never created twice: its key is unique; one that exists closed is
 * opened again, one done is left done), in chunks, each in a transaction, in key order: two planners inserting
 * the same rows at once (two API instances) take their locks in the same order, so one waits for
 * the other and neither deadlocks. A member or rule deleted since they were read is left out
 * (and, on PostgreSQL, kept from being deleted until the chunk is in), rather than failing the
 * chunk on its foreign key. Answers how many were created or opened again.
 */
export async function insertTasks(db: Db, tasks: PlannedTask[]) {
  const createdAt = new Date().toISOString();
  let created = 0;
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  for (const chunk of chunks([...tasks].sort(byKey))) {
    const rows = await inTransaction(db, async (trx) => {
      const [members, rules] = await Promise.all([
        forKeyShare(
          trx,
          trx
            .selectFrom('members')
            .select(['id', 'home_branch_id'])
            .where('id', 'in', [...new Set(chunk.map((task) => task.member_id))])
            .orderBy('id'),
        ).execute(),
        forKeyShare(
          trx,
          trx
            .selectFrom('reminder_rules')
            .select('id')
            .where('id', 'in', [...new Set(chunk.map((task) => task.rule_id))])
            .orderBy('id'),
        ).execute(),
      ]);
      const liveRules = ids(rules);
      // A task belongs to its member's home branch (docs/product/branches.md §26; 031's triggers keep it).
      const homes = new Map(members.map((member) => [member.id, member.home_branch_id]));
      const values = chunk
        .filter((task) => homes.has(task.member_id) && liveRules.has(task.rule_id))
        .map((task) => ({
          ...task,
          branch_id: homes.get(task.member_id)!,
          due_on: task.planned_on,
          state: 'open' as const,
          created_at: createdAt,
        }));
      if (!values.length) return [];
      return (
        trx
          .insertInto('reminder_tasks')
          .values(values)
          // A task closed because it no longer held (a payment, say) is open again once it holds
          // again (the payment undone); one the desk has done stays done.
          .onConflict((oc) =>
            oc
              .columns(['member_id', 'rule_id', 'basis', 'planned_on'])
              .doUpdateSet({ state: 'open', due_on: (eb) => eb.ref('excluded.due_on') })
              .where('reminder_tasks.state', '=', 'closed'),
          )
          .returning('id')
          .execute()
      );
    });
    created += rows.length;
  }
  return created;
}

/** Closes the open tasks among `ids`, in id order (the lock order again); answers how many. */
export async function closeTasks(db: Db, ids: number[]) {
  let closed = 0;
  for (const chunk of chunks([...ids].sort((a, b) => a - b))) {
    const rows = await inTransaction(db, (trx) =>
      trx
        .updateTable('reminder_tasks')
        .set({ state: 'closed' })
        .where('id', 'in', chunk)
        .where('state', '=', 'open')
        .returning('id')
        .execute(),
    );
    closed += rows.length;
  }
  return closed;
}
