import type { Kysely, SelectQueryBuilder } from 'kysely';
import { forDialect } from './dialect';
import type { Database } from './schema';

/**
 * `query`, keeping the rows it reads from being deleted until the transaction ends, for a write
 * that will point at them (a member put on a plan): on PostgreSQL, read FOR KEY SHARE, the lock
 * the foreign key would take anyway, but before the checks that read them. A delete that got there
 * first is then waited for and the row found gone (the route's 400), instead of the foreign key
 * failing at the write (a 500). Unlike `forUpdate` (db/transaction.ts) it leaves the rows free to
 * be read and locked so by other writers. SQLite has one writer at a time: nothing to add.
 */
export const forKeyShare = <DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
) => forDialect(db, { sqlite: () => query, postgres: () => query.forKeyShare() })();
