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
