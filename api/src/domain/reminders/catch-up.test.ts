import { failInserts, stopFailingInserts } from '../../testing/break-table';
import { plannedOn } from '../../testing/reminders-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { catchUpReminders } from './catch-up';
import { day, gymOf, keyCounts, openOf, promise, TODAY } from '../../testing/planned-reminders';

/**
 * docs/product/reminders.md §25: a write plans the members it marks (plugins/plan-reminders.ts); the job's
 * catch-up goes over every member once a day, and plans the marks any other write left.
 */
describe('catchUpReminders', () => {
  const ctx = useSignedInApp();
  const marked = async () =>
    (await ctx.app.db.selectFrom('reminder_dirty').select('member_id').execute()).map(
      (row) => row.member_id,
    );

  it('leaves no mark after a write through the API; plans everyone on the first call of the day, then the members marked since', async () => {
    const gym = await gymOf(ctx, 90);
    const [payer, promiser] = [await gym.join(20, 500), await gym.join(20, 500)];
    // The joins planned their members as they were written; the day's pass is the job's.
    expect(await marked()).toEqual([]);
    expect(await openOf(ctx.app.db, payer)).toHaveLength(2);
    expect(await plannedOn(ctx.app)).not.toBe(TODAY);
    await catchUpReminders(ctx.app.db, TODAY);
    expect(await plannedOn(ctx.app)).toBe(TODAY);
    expect(await openOf(ctx.app.db, payer)).toHaveLength(2);
    // Nothing changed: nothing to do.
    await catchUpReminders(ctx.app.db, TODAY);
    expect(await openOf(ctx.app.db, payer)).toHaveLength(2);
    // A payment plans its member as it is written; a promise written behind the API's back is
    // marked by the database, and the next call plans it and takes the mark.
    await ctx.dues.pay(payer, { amount: 1000 });
    expect(await openOf(ctx.app.db, payer)).toEqual([]);
    await promise(ctx.app.db, promiser, day(-1));
    expect(await marked()).toEqual([promiser]);
    await catchUpReminders(ctx.app.db, TODAY);
    expect(await marked()).toEqual([]);
    expect(await openOf(ctx.app.db, promiser)).toEqual([
      `dues 7 @${day(-6)}`,
      `promise 0 @${TODAY}`,
      `dues 7 @${day(1)}`,
    ]);
  });

  it('commits a write whose planning fails, logs it, and leaves its mark for the job', async () => {
    const gym = await gymOf(ctx, 90);
    const errors = jest.spyOn(ctx.app.log, 'error');
    await failInserts(ctx.app.db, 'reminder_tasks', 'before', 'disk full');
    const member = await gym.join(20, 500);
    // The member is written; the planning alone was taken back, its mark kept.
    expect(await marked()).toEqual([member]);
    expect(await openOf(ctx.app.db, member)).toEqual([]);
    expect(errors.mock.calls.map(([, message]) => message)).toContain('could not plan reminders');
    await stopFailingInserts(ctx.app.db, 'reminder_tasks', 'before');
    await catchUpReminders(ctx.app.db, TODAY);
    expect(await marked()).toEqual([]);
    expect(await openOf(ctx.app.db, member)).toHaveLength(2);
  });

  it('goes over every member once a day, marked or not', async () => {
    const gym = await gymOf(ctx);
    await catchUpReminders(ctx.app.db, day(-1));
    // A member whose tasks and mark are gone (as if a planning had failed after taking the mark).
    const unmarked = await gym.join(25);
    await ctx.app.db.deleteFrom('reminder_tasks').execute();
    await ctx.app.db.deleteFrom('reminder_dirty').execute();
    await catchUpReminders(ctx.app.db, day(-1));
    expect(await openOf(ctx.app.db, unmarked)).toEqual([]);
    await catchUpReminders(ctx.app.db, TODAY);
    expect(await openOf(ctx.app.db, unmarked)).toEqual([
      `expiry -7 @${day(-2)}`,
      `expiry -3 @${day(2)}`,
    ]);
  });

  it('plans once when several catch up at the same time', async () => {
    const gym = await gymOf(ctx);
    for (let i = 0; i < 10; i += 1) await gym.join(18 + i, i % 3 ? 1500 : 200);
    await Promise.all(Array.from({ length: 4 }, () => catchUpReminders(ctx.app.db, TODAY)));
    const counts = await keyCounts(ctx.app.db);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts.every((n) => n === 1)).toBe(true);
    expect(await marked()).toEqual([]);
  });
});
