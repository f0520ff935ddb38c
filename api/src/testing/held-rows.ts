import pg from 'pg';
import { testDialect } from './test-database';

/**
 * On PostgreSQL, locks the rows `lockQuery` selects (… FOR UPDATE) in a transaction of its own,
 * so that requests sent meanwhile all stop at the same point: reading those rows for update, or
 * writing them. `release(n, requests)` waits until n other sessions wait on a lock (or the
 * requests have ended without waiting), then lets them go at once. Without it two requests rarely
 * overlap: one usually commits before the other reads.
 */
export async function holdRows(url: string, lockQuery: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(lockQuery);
  // Inside its transaction, the client would see the sessions as they were at its first look.
  const waiting = async () => {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return Number(rows[0].n);
  };
  return {
    async release(sessions: number, requests: Promise<unknown>) {
      let ended = false;
      void requests.finally(() => (ended = true));
      try {
        while (!ended && (await waiting()) < sessions)
          await new Promise((resolve) => setImmediate(resolve));
        await client.query('ROLLBACK');
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Sends two requests together. On PostgreSQL (the test app's `databaseUrl`) they are first held at
 * the rows `lockQuery` locks (holdRows) and let go at once, so that they overlap where they read
 * and write those rows; on SQLite they take turns.
 */
export async function heldTogether<T>(
  databaseUrl: string | undefined,
  lockQuery: string,
  [first, second]: [() => Promise<T>, () => Promise<T>],
): Promise<[T, T]> {
  const held = testDialect() === 'postgres' ? await holdRows(databaseUrl!, lockQuery) : undefined;
  const both = Promise.all([first(), second()]);
  await held?.release(2, both);
  return both;
}
