import { sql } from 'kysely';
import { createTestApp } from '../testing/test-app';
import { transaction } from './transaction';

/** A real deadlock between two of the pool's connections, as two API instances could meet one. */
describe('transaction() on PostgreSQL', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  it('lets both of two deadlocked transactions finish: the one PostgreSQL aborts runs again', async () => {
    const db = ctx.app.db;
    await sql`CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)`.execute(db);
    await sql`INSERT INTO counters (id, n) VALUES (1, 0), (2, 0)`.execute(db);
    const bump = (id: number) => sql`UPDATE counters SET n = n + 1 WHERE id = ${id}`;

    // Each holds one row and, once both do, asks for the other's: one of them must be aborted.
    let holding = 0;
    let bothHold!: () => void;
    const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
    const attempts = { first: 0, second: 0 };
    const crossing = (name: 'first' | 'second', mine: number, theirs: number) =>
      transaction(db, async (trx) => {
        attempts[name] += 1;
        await bump(mine).execute(trx);
        holding += 1;
        if (holding === 2) bothHold();
        await bothHolding;
        await bump(theirs).execute(trx);
      });

    await Promise.all([crossing('first', 1, 2), crossing('second', 2, 1)]);
    // At least one rerun. The rerun can meet the other transaction again before it has taken the
    // row it was waiting for (a busy machine wakes it late), deadlock once more and run a third
    // time: how often is up to the scheduler, that both finish is not.
    expect(attempts.first + attempts.second).toBeGreaterThanOrEqual(3);
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
