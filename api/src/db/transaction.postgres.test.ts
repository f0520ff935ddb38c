import { sql } from 'kysely';
import { createTestApp } from '../testing/test-app';
import { until } from '../testing/until';
import { BRANCH_WRITES, transaction, writesAt, WRITES_LOCK } from './transaction';

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

  describe('writes take turns per branch', () => {
    /** Whether a connection waits for the whole chain's turn, or branch `branch`'s. */
    const waitingFor = async (branch?: number) => {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted AND (${branch === undefined}
          AND objid = ${WRITES_LOCK} AND objsubid = 1
          OR classid = ${BRANCH_WRITES} AND objid = ${branch ?? 0} AND objsubid = 2)`.execute(
        ctx.app.db,
      );
      return Number(rows[0]!.n) > 0;
    };
    /** A write at `branch` (null: the whole chain) that stays open until `release` resolves. */
    const openWrite = (branch: number | null, release: Promise<unknown>) => {
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const done = writesAt.run(branch, () =>
        transaction(ctx.app.db, async () => {
          opened();
          await release;
        }),
      );
      return { open, done };
    };

    it('runs a write at one branch beside one at another, and after one at the same branch', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const first = openWrite(1, released);
      await first.open;

      // Another branch: not held up by the open write.
      await writesAt.run(2, () => transaction(ctx.app.db, async () => 'written'));

      // The same branch: waits for the open write's turn to end.
      let sameDone = false;
      const same = writesAt
        .run(1, () => transaction(ctx.app.db, async () => {}))
        .then(() => (sameDone = true));
      await until(() => waitingFor(1));
      expect(sameDone).toBe(false);
      release();
      await Promise.all([first.done, same]);
    });

    it('makes a write to the whole chain wait for a write at a branch, and the other way round', async () => {
      let releaseBranch!: () => void;
      const branchWrite = openWrite(3, new Promise<void>((resolve) => (releaseBranch = resolve)));
      await branchWrite.open;
      let chainDone = false;
      let releaseChain!: () => void;
      const chainHeld = new Promise<void>((resolve) => (releaseChain = resolve));
      const chainWrite = openWrite(null, chainHeld);
      void chainWrite.done.then(() => (chainDone = true));
      await until(() => waitingFor());
      expect(chainDone).toBe(false);
      releaseBranch();
      await chainWrite.open;

      // Now the chain's write is open: a write at any branch waits for it.
      const later = writesAt.run(4, () => transaction(ctx.app.db, async () => {}));
      await until(() => waitingFor());
      releaseChain();
      await Promise.all([branchWrite.done, chainWrite.done, later]);
    });
  });
});
