import { sql, type Transaction } from 'kysely';
import { forDialect } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Numbers without gaps (docs/product/billing.md §12, docs/product/activity.md §23): invoices (INV-00001) and credit notes
 * (CN-00001), each its own sequence, numbered inside the transaction that issues them.
 */

/** Any fixed numbers: the keys of the advisory locks that let one transaction at a time number each. */
const LOCKS = { invoices: 7_301_947, credit_notes: 7_301_948 } as const;
export type Numbered = keyof typeof LOCKS;

/**
 * Makes this transaction the only one numbering `table` until it ends. SQLite has one writer at
 * a time already. PostgreSQL runs several (API instances, pool connections): two of them would
 * read the same max(id) and issue the same number. A transaction-scoped advisory lock makes the
 * second wait until the first commits or rolls back; its next statement (READ COMMITTED takes a
 * fresh snapshot per statement) then sees the first one's row. A sequence would not do:
 * a rolled-back transaction would leave a gap in the numbers.
 */
const numberingAlone = (trx: Transaction<Database>, table: Numbered) =>
  forDialect(trx, {
    sqlite: async () => {},
    postgres: async () => {
      await sql`SELECT pg_advisory_xact_lock(${LOCKS[table]})`.execute(trx);
    },
  })();

/**
 * The id the next row of `table` takes: max(id) + 1, read while numbering alone, so numbers
 * follow each other without gaps and a rollback takes its number back.
 */
export async function nextNumber(trx: Transaction<Database>, table: Numbered): Promise<number> {
  await numberingAlone(trx, table);
  const { rows } = await sql<{
    next: number;
  }>`SELECT coalesce(max(id), 0) + 1 AS next FROM ${sql.table(table)}`.execute(trx);
  return Number(rows[0]!.next);
}
