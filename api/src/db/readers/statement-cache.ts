import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * How many statements stay prepared. The API's queries come in a few hundred shapes; lists of ids
 * (`IN (?, ?, …)`) make more, so the least recently used are let go past this.
 */
export const CACHED_STATEMENTS = 500;

/**
 * `database` as Kysely's SQLite dialect uses it, preparing each SQL text once: Kysely prepares the
 * statement again for every query, and under a full desk that preparing took about as long as
 * running the queries (a CPU profile of `pnpm bench:load`).
 */
export function withStatementCache(database: Database): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run again: that caller gets
      // one of its own.
      if (cached?.busy) return database.prepare(sql);
      if (cached) {
        // Kept in use order (a Map iterates in insertion order): the first key is the stalest.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
