import { sql } from 'kysely';
import { createTestApp } from '../testing/test-app';
import { until } from '../testing/until';
import { transaction, WRITES_LOCK } from './transaction';

/** Two writes that take the same rows in opposite orders, as two API instances could. */
describe('transaction() on PostgreSQL', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  it('makes a second write wait for the first, so two crossing writes cannot deadlock', async () => {
    const db = ctx.app.db;
    await sql`CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`.execute(db);
    await sql`INSERT INTO counters (id, n) VALUES (1, 0), (2, 0)`.execute(db);
    const bump = (id: number) => sql`UPDATE counters SET n = n + 1 WHERE id = ${id}`;
    /** Whether a connection is waiting for the writers' lock. */
    const someoneWaits = async () => {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objid = ${WRITES_LOCK} AND NOT granted`.execute(db);
      return Number(rows[0]!.n) > 0;
    };

    const attempts = { first: 0, second: 0 };
    let firstHolds!: () => void;
    const firstHolding = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = transaction(db, async (trx) => {
      attempts.first += 1;
      await bump(1).execute(trx);
      firstHolds();
      // Row 2 only once the second write has started and is waiting: without the lock it would
      // hold row 2 by now and wait for row 1, and PostgreSQL would abort one of the two.
      await until(someoneWaits);
      await bump(2).execute(trx);
    });
    await firstHolding;
    const second = transaction(db, async (trx) => {
      attempts.second += 1;
      await bump(2).execute(trx);
      await bump(1).execute(trx);
    });
    await Promise.all([first, second]);

    expect(attempts).toEqual({ first: 1, second: 1 });
    const { rows } = await sql<{
      id: number;
      n: number;
    }>`SELECT id, n FROM counters ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });
});
