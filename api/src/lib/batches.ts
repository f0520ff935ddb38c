import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { transaction } from '../db/transaction';

/**
 * Reads a whole list one batch at a time: `read(after)` answers the batch following the last row of
 * the previous one (a keyset seek, so each batch costs the same wherever it starts). The event
 * loop is let go between batches, so other requests run meanwhile instead of after the list.
 */
export async function* inBatches<Row>(
  read: (after: Row | undefined) => Promise<Row[]>,
  batchSize: number,
) {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows.at(-1);
    await nextTurn();
  }
}

/**
 * Batches of rows as one JSON array, streamed: memory holds a batch per reader, not the whole
 * answer, and a slow reader pauses its own reads (the stream is pulled, not pushed).
 */
export function jsonArray(batches: AsyncIterable<unknown[]>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const rows of batches) {
        const json = JSON.stringify(rows);
        yield first ? json.slice(1, -1) : `,${json.slice(1, -1)}`;
        first = false;
      }
      yield ']';
    })(),
    { objectMode: false },
  );
}

/**
 * Rows a bulk write (an import's run, its undo) handles per transaction. Every write transaction
 * holds its turn (`transaction` in db/transaction.ts: its branch's, or the whole chain's), so a
 * step is as long as a check-in or a payment sent meanwhile at that branch may have to wait. The import's run, with the reminders'
 * planning of the members it writes, costs about 5.5 ms a row on PostgreSQL and 1.6 ms on SQLite
 * (`pnpm bench:import`, docs/performance.md): 20 rows hold the lock about 110 ms and 30 ms, so
 * the desk's check-ins and payments keep p99 ≤ 300 ms beside an import (50 rows: 336 ms).
 */
export const WRITE_STEP_ROWS = 20;

/**
 * Runs `step` in one short transaction after another, from `from`, until one answers its
 * `result`; otherwise it answers the position the `next` step starts at, which the next step is
 * given once this one has committed (a step run again after a lost race starts where it did).
 * Each step commits on its own, so the work must also write how far it got, for it to go on from
 * there if it stops between two steps. The event loop is let go between steps: writes waiting
 * for the lock take it meanwhile.
 */
export async function inSteps<At, T>(
  db: Db,
  from: At,
  step: (trx: Transaction<Database>, at: At) => Promise<{ next: At } | { result: T }>,
): Promise<T> {
  for (let at = from; ;) {
    const done = await transaction(db, (trx) => step(trx, at));
    if ('result' in done) return done.result;
    at = done.next;
    await nextTurn();
  }
}
