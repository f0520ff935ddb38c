import { openPostgres, type OpenedDatabase } from '../../db/database';
import { useSignedInApp } from '../../testing/signed-in-app';
import { catchUpReminders } from './catch-up';
import { planReminders } from './plan';
import { day, gymOf, keyCounts, TODAY } from '../../testing/planned-reminders';

/**
 * Two API instances on one PostgreSQL database, each with its own pool, planning at the same
 * time: their transactions insert the same task keys at once. Each task is created once, and
 * neither run fails (no deadlock: both write in the same order).
 */
describe('two planners on one database', () => {
  // The planners under test plan alone: the members joined first are not planned by their writes.
  const ctx = useSignedInApp({ planRemindersAfterWrites: false });
  let other: OpenedDatabase;
  beforeEach(async () => {
    other = await openPostgres(ctx.config.databaseUrl!, 4, { migrate: false });
  });
  afterEach(() => other?.close());

  it('create exactly one task per member, rule and period, round after round', async () => {
    const gym = await gymOf(ctx);
    for (let i = 0; i < 40; i += 1) await gym.join(15 + (i % 20), i % 2 ? 1500 : 300);
    let created = 0;
    for (const on of [TODAY, day(1), day(4), day(8), day(12)]) {
      const runs = await Promise.all([
        planReminders(ctx.app.db, on),
        planReminders(other.db, on),
        planReminders(ctx.app.db, on),
        planReminders(other.db, on),
      ]);
      created += runs.reduce((sum, run) => sum + run.created, 0);
    }
    const counts = await keyCounts(ctx.app.db);
    expect(counts.length).toBe(created);
    expect(created).toBeGreaterThan(80);
    expect(counts.every((n) => n === 1)).toBe(true);
  });

  it('claim the day once between them, and take each mark once', async () => {
    const gym = await gymOf(ctx, 90);
    for (let i = 0; i < 20; i += 1) await gym.join(10 + i, 500);
    for (const on of [TODAY, day(7)])
      await Promise.all([
        catchUpReminders(ctx.app.db, on),
        catchUpReminders(other.db, on),
        catchUpReminders(other.db, on),
      ]);
    const counts = await keyCounts(ctx.app.db);
    expect(counts.length).toBeGreaterThan(20);
    expect(counts.every((n) => n === 1)).toBe(true);
    expect(await ctx.app.db.selectFrom('reminder_dirty').selectAll().execute()).toEqual([]);
  });
});
