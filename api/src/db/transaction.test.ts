import type { Kysely } from 'kysely';
import { nameKey } from '../domain/name-key';
import { createTestApp } from '../testing/test-app';
import type { Database } from './schema';
import { transaction, TRANSACTION_ATTEMPTS } from './transaction';

/** An error as the drivers report a lost race: PostgreSQL's deadlock SQLSTATE. */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('transaction()', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  const plans = () => ctx.app.db.selectFrom('plans').select('name').orderBy('id').execute();
  const insertPlan = (db: Kysely<Database>, name: string) =>
    db
      .insertInto('plans')
      .values({
        name,
        name_key: nameKey(name),
        duration_days: 30,
        price: null,
        description: '',
        created_at: '',
        updated_at: '',
      })
      .execute();

  it('runs the whole work again after a lost race, the failed attempt rolled back', async () => {
    let attempts = 0;
    const answer = await transaction(ctx.app.db, async (trx) => {
      attempts += 1;
      await insertPlan(trx, `Attempt ${attempts}`);
      if (attempts === 1) throw deadlock();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(2);
    expect(await plans()).toEqual([{ name: 'Attempt 2' }]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts and answers the last error, writing nothing`, async () => {
    let attempts = 0;
    const work = transaction(ctx.app.db, async (trx) => {
      attempts += 1;
      await insertPlan(trx, `Attempt ${attempts}`);
      throw deadlock();
    });
    await expect(work).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(await plans()).toEqual([]);
  });

  it('does not run again for any other error', async () => {
    let attempts = 0;
    const work = transaction(ctx.app.db, async (trx) => {
      attempts += 1;
      await insertPlan(trx, 'Once');
      throw new Error('disk full');
    });
    await expect(work).rejects.toThrow('disk full');
    expect(attempts).toBe(1);
    expect(await plans()).toEqual([]);
  });
});

/** pg's errors for a connection PostgreSQL ended, as `isConnectionLost` reads them. */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
const notQueryable = () =>
  new Error('Client has encountered a connection error and is not queryable');

type Step = 'connect' | 'query' | 'commit';
interface FakeTrx {
  getExecutor: () => { adapter: object };
  write: (row: string) => Promise<void>;
}

/**
 * A database whose connection is lost at one step, `times` times, in Kysely's order: connect and
 * BEGIN, the work's queries, COMMIT; after a failure ROLLBACK, whose own error (the connection is
 * gone) replaces the work's, as Kysely's `transaction().execute` answers it.
 */
function flakyDb(lost: { at: Step; times: number }) {
  let losses = 0;
  const committed: string[] = [];
  const loses = (step: Step) => step === lost.at && losses < lost.times && ++losses > 0;
  const db = {
    transaction: () => ({
      async execute<T>(work: (trx: FakeTrx) => Promise<T>) {
        if (loses('connect'))
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        const written: string[] = [];
        try {
          const result = await work({
            // Not PostgreSQL's adapter: the fake answers as SQLite does, with no writers' lock.
            getExecutor: () => ({ adapter: {} }),
            write: async (row) => {
              if (loses('query')) throw terminated();
              written.push(row);
            },
          });
          // Lost while committing: the server may have committed before the connection went.
          committed.push(...written);
          if (loses('commit')) throw terminated();
          return result;
        } catch {
          throw notQueryable();
        }
      },
    }),
  };
  return { db: db as unknown as Kysely<Database>, committed };
}

describe('transaction() when the connection is lost', () => {
  const addPayment = (db: Kysely<Database>, runs: string[]) =>
    transaction(db, async (trx) => {
      runs.push(`run ${runs.length + 1}`);
      await (trx as unknown as FakeTrx).write('payment');
      return 'done';
    });

  it('runs the work once more on another connection when the first could not be made', async () => {
    const { db, committed } = flakyDb({ at: 'connect', times: 1 });
    const runs: string[] = [];
    await expect(addPayment(db, runs)).resolves.toBe('done');
    expect(runs).toEqual(['run 1']);
    expect(committed).toEqual(['payment']);
  });

  it('runs the work once more when the connection was lost before COMMIT, writing once', async () => {
    const { db, committed } = flakyDb({ at: 'query', times: 1 });
    const runs: string[] = [];
    await expect(addPayment(db, runs)).resolves.toBe('done');
    expect(runs).toEqual(['run 1', 'run 2']);
    expect(committed).toEqual(['payment']);
  });

  it('answers the error when the second connection is lost too, having written nothing', async () => {
    const { db, committed } = flakyDb({ at: 'query', times: 2 });
    const runs: string[] = [];
    await expect(addPayment(db, runs)).rejects.toThrow(notQueryable().message);
    expect(runs).toEqual(['run 1', 'run 2']);
    expect(committed).toEqual([]);
  });

  it('never runs the work again when the connection was lost while committing', async () => {
    const { db, committed } = flakyDb({ at: 'commit', times: 1 });
    const runs: string[] = [];
    await expect(addPayment(db, runs)).rejects.toThrow(notQueryable().message);
    expect(runs).toEqual(['run 1']);
    expect(committed).toEqual(['payment']);
  });
});
