import { useSignedInApp } from '../../testing/signed-in-app';
import { memberForm } from '../../testing/members-client';
import { addDays } from '../dates';
import { planReminders } from './plan';
import { insertTasks } from './write-tasks';
import {
  day,
  gymOf,
  keyCounts,
  openOf,
  promise,
  tasksOf,
  TODAY,
} from '../../testing/planned-reminders';

/** docs/product/reminders.md §25: the tasks the rules want, created once on their day and closed when no longer needed. */
describe('planReminders', () => {
  // Writes leave their marks: each test plans when it says so.
  const ctx = useSignedInApp({ planRemindersAfterWrites: false });
  const plan = (on: string, members?: number[]) => planReminders(ctx.app.db, on, members);

  it('creates each expiry reminder on its day, a week ahead as upcoming, and closes the one it replaces', async () => {
    const gym = await gymOf(ctx);
    const id = await gym.join(10); // paid in full, expires in 20 days
    const expiry = day(20);
    const at = (n: number) => addDays(expiry, n);
    expect((await plan(at(-15))).created).toBe(0);
    expect(await openOf(ctx.app.db, id)).toEqual([]);
    await plan(at(-14));
    expect(await openOf(ctx.app.db, id)).toEqual([`expiry -7 @${at(-7)}`]);
    // Day by day: on each rule's day its task is open and due, the earlier one closed.
    const seen: string[][] = [];
    for (let n = -13; n <= 11; n += 1) {
      await plan(at(n));
      seen[n + 13] = await openOf(ctx.app.db, id);
    }
    expect(seen[-7 + 13]).toEqual([`expiry -7 @${at(-7)}`, `expiry -3 @${at(-3)}`]);
    expect(seen[-3 + 13]).toEqual([`expiry -3 @${at(-3)}`, `expiry -1 @${at(-1)}`]);
    expect(seen[-1 + 13]).toEqual([`expiry -1 @${at(-1)}`, `expiry 0 @${at(0)}`]);
    expect(seen[0 + 13]).toEqual([`expiry 0 @${at(0)}`, `expiry 3 @${at(3)}`]);
    expect(seen[3 + 13]).toEqual([`expiry 3 @${at(3)}`]);
    expect(seen[11 + 13]).toEqual([`expiry 3 @${at(3)}`]);
    const tasks = await tasksOf(ctx.app.db, id);
    expect(tasks.map((task) => [task.days, task.basis, task.planned_on, task.state])).toEqual([
      [-7, expiry, at(-7), 'closed'],
      [-3, expiry, at(-3), 'closed'],
      [-1, expiry, at(-1), 'closed'],
      [0, expiry, at(0), 'closed'],
      [3, expiry, at(3), 'open'],
    ]);
    expect(tasks.every((task) => task.due_on === task.planned_on)).toBe(true);
  });

  it('creates a dues reminder every 7 days of the period while the member owes', async () => {
    const gym = await gymOf(ctx, 90);
    const id = await gym.join(20, 500); // owes ₹1,000 since 20 days ago
    const start = day(-20);
    expect(await plan(TODAY)).toEqual({ created: 2, closed: 0 });
    expect(await openOf(ctx.app.db, id)).toEqual([
      `dues 7 @${addDays(start, 14)}`,
      `dues 7 @${addDays(start, 21)}`,
    ]);
    expect((await tasksOf(ctx.app.db, id)).map((task) => task.basis)).toEqual([start, start]);
    await plan(day(1));
    expect(await openOf(ctx.app.db, id)).toEqual([
      `dues 7 @${addDays(start, 21)}`,
      `dues 7 @${addDays(start, 28)}`,
    ]);
  });

  it('creates nothing the second time, and nothing more than a week late', async () => {
    const gym = await gymOf(ctx);
    const ids = [await gym.join(10), await gym.join(27, 700), await gym.join(60)];
    const first = await plan(TODAY);
    expect(first.created).toBeGreaterThan(0);
    expect(await plan(TODAY)).toEqual({ created: 0, closed: 0 });
    expect(await keyCounts(ctx.app.db)).toEqual(Array(first.created).fill(1));
    // Expired 30 days ago: the last rule's day (3 after) is 27 days past.
    expect(await openOf(ctx.app.db, ids[2]!)).toEqual([]);
  });

  it('closes the dues tasks when the member pays, and plans none after', async () => {
    const gym = await gymOf(ctx, 90);
    const id = await gym.join(20, 500);
    await plan(TODAY);
    expect((await ctx.dues.pay(id, { amount: 1000, method: 'upi' })).statusCode).toBe(200);
    expect(await plan(TODAY)).toEqual({ created: 0, closed: 2 });
    await plan(day(10));
    expect(await openOf(ctx.app.db, id)).toEqual([]);
  });

  it('opens a closed task again when what closed it is undone, but never a done one', async () => {
    const gym = await gymOf(ctx, 90);
    const id = await gym.join(20, 500);
    await plan(TODAY);
    const due = await openOf(ctx.app.db, id);
    expect(due.length).toBeGreaterThan(0);
    const paid = await ctx.dues.pay(id, { amount: 1000, method: 'upi' });
    await plan(TODAY);
    expect(await openOf(ctx.app.db, id)).toEqual([]);

    // The payment taken back: the member owes as before, and the same tasks are due again.
    const undone = await ctx.app.inject({
      method: 'POST',
      url: `/activity/undo/${paid.json().activity_id}`,
      headers: { cookie: ctx.cookie },
    });
    expect(undone.statusCode).toBe(200);
    expect(await plan(TODAY)).toEqual({ created: due.length, closed: 0 });
    expect(await openOf(ctx.app.db, id)).toEqual(due);

    // A task the desk has done stays done through the same turn.
    await ctx.app.db
      .updateTable('reminder_tasks')
      .set({ state: 'done' })
      .where('member_id', '=', id)
      .execute();
    await ctx.dues.pay(id, { amount: 1000, method: 'upi' }).then(async (again) =>
      ctx.app.inject({
        method: 'POST',
        url: `/activity/undo/${again.json().activity_id}`,
        headers: { cookie: ctx.cookie },
      }),
    );
    await plan(TODAY);
    expect(await openOf(ctx.app.db, id)).toEqual([]);
  });

  it('closes the expiry tasks of a renewed member, and plans the new expiry', async () => {
    const gym = await gymOf(ctx);
    const id = await gym.join(32); // expired 2 days ago
    await plan(TODAY);
    expect(await openOf(ctx.app.db, id)).toEqual([`expiry 0 @${day(-2)}`, `expiry 3 @${day(1)}`]);
    expect((await ctx.dues.renew(id, { paid: 1500, method: 'cash' })).statusCode).toBe(200);
    const expiry = (await ctx.dues.member(id)).expire_date;
    expect((await plan(TODAY)).closed).toBe(2);
    await plan(addDays(expiry, -7));
    expect(await openOf(ctx.app.db, id)).toEqual([
      `expiry -7 @${addDays(expiry, -7)}`,
      `expiry -3 @${addDays(expiry, -3)}`,
    ]);
  });

  it('closes every task of a member made Inactive or opted out, and creates none for them', async () => {
    const gym = await gymOf(ctx);
    const inactive = await gym.join(25, 500);
    const optedOut = await gym.join(25, 500);
    await plan(TODAY);
    // Owing since 25 days ago, expiring in 5 days: dues and expiry, due and upcoming.
    expect(await openOf(ctx.app.db, inactive)).toHaveLength(4);
    const edit = await ctx.members.update(inactive, {
      ...memberForm,
      plan: String(gym.plan),
      joining_day: day(-25),
      paid: '500',
      due: '1000',
      status: 'Inactive',
    });
    expect(edit.statusCode).toBe(200);
    // "Do not send reminders" as the member form saves it (its field is another part's).
    await ctx.app.db
      .updateTable('members')
      .set({ no_reminders: 1 })
      .where('id', '=', optedOut)
      .execute();
    expect((await plan(TODAY)).closed).toBe(8);
    for (const n of [1, 5, 9]) await plan(day(n));
    expect(await openOf(ctx.app.db, inactive)).toEqual([]);
    expect(await openOf(ctx.app.db, optedOut)).toEqual([]);
  });

  it('turns a promise into a task the day after its date while the member owes, and none once paid', async () => {
    const gym = await gymOf(ctx, 90);
    const [broken, kept] = [await gym.join(3, 500), await gym.join(3, 500)];
    await promise(ctx.app.db, broken, day(2));
    await promise(ctx.app.db, kept, day(2));
    await plan(TODAY);
    await plan(day(2));
    expect(await openOf(ctx.app.db, broken)).toEqual([`dues 7 @${day(4)}`]);
    expect((await ctx.dues.pay(kept, { amount: 1000 })).statusCode).toBe(200);
    await plan(day(3));
    expect(await openOf(ctx.app.db, broken)).toEqual([`promise 0 @${day(3)}`, `dues 7 @${day(4)}`]);
    expect((await tasksOf(ctx.app.db, broken)).find((t) => t.kind === 'promise')?.basis).toBe(
      day(2),
    );
    expect(await openOf(ctx.app.db, kept)).toEqual([]);
    // A new promise replaces the broken one; paying closes what is left.
    await promise(ctx.app.db, broken, day(6));
    await plan(day(3));
    expect(await openOf(ctx.app.db, broken)).toEqual([`dues 7 @${day(4)}`]);
    await plan(day(7));
    expect(await openOf(ctx.app.db, broken)).toEqual([
      `dues 7 @${day(4)}`,
      `promise 0 @${day(7)}`,
      `dues 7 @${day(11)}`,
    ]);
    await ctx.dues.pay(broken, { amount: 1000 });
    await plan(day(7));
    expect(await openOf(ctx.app.db, broken)).toEqual([]);
  });

  it('ignores a promise made before the current period began', async () => {
    const gym = await gymOf(ctx, 90);
    const id = await gym.join(3, 500);
    await promise(
      ctx.app.db,
      id,
      day(-1),
      new Date(Date.parse(`${day(-5)}T00:00:00Z`)).toISOString(),
    );
    await plan(TODAY);
    expect(await openOf(ctx.app.db, id)).toEqual([`dues 7 @${day(4)}`]);
  });

  it('closes the task of a broken promise once a renewal starts a new period', async () => {
    const gym = await gymOf(ctx);
    const id = await gym.join(32, 500); // expired 2 days ago, owing ₹1,000
    await promise(ctx.app.db, id, day(-4), `${day(-10)}T12:00:00.000Z`);
    await plan(TODAY);
    expect(await openOf(ctx.app.db, id)).toContain(`promise 0 @${day(-3)}`);
    // The ₹1,000 is carried into the new period; the promise was about the old one.
    expect((await ctx.dues.renew(id, { paid: 0, method: 'cash' })).statusCode).toBe(200);
    await plan(TODAY);
    expect((await openOf(ctx.app.db, id)).filter((task) => task.startsWith('promise'))).toEqual([]);
  });

  it('plans only the members it is given', async () => {
    const gym = await gymOf(ctx);
    const [one, other] = [await gym.join(25), await gym.join(25)];
    expect((await plan(TODAY, [one])).created).toBe(2);
    expect(await openOf(ctx.app.db, other)).toEqual([]);
    expect((await plan(TODAY, [one, other, one])).created).toBe(2);
  });

  it('creates each task once when two runs go at once, round after round', async () => {
    const gym = await gymOf(ctx);
    for (let i = 0; i < 12; i += 1) await gym.join(20 + i, i % 2 ? 1500 : 500);
    let created = 0;
    for (const on of [TODAY, day(2), day(5), day(9)]) {
      const runs = await Promise.all([plan(on), plan(on), plan(on)]);
      created += runs.reduce((sum, run) => sum + run.created, 0);
    }
    const counts = await keyCounts(ctx.app.db);
    expect(counts.length).toBe(created);
    expect(counts.every((n) => n === 1)).toBe(true);
  });

  it('leaves out a task whose member or rule was deleted after it was planned', async () => {
    const gym = await gymOf(ctx);
    const [kept, gone] = [await gym.join(25), await gym.join(25)];
    const rule = await ctx.app.db
      .selectFrom('reminder_rules')
      .select('id')
      .where('kind', '=', 'expiry')
      .where('days', '=', -7)
      .executeTakeFirstOrThrow();
    expect((await ctx.members.remove(gone)).statusCode).toBe(200);
    const task = (member_id: number, rule_id: number) => ({
      member_id,
      rule_id,
      basis: day(5),
      planned_on: day(-2),
    });
    const tasks = [task(kept, rule.id), task(gone, rule.id), task(kept, rule.id + 1000)];
    expect(await insertTasks(ctx.app.db, tasks)).toBe(1);
    expect(await openOf(ctx.app.db, kept)).toEqual([`expiry -7 @${day(-2)}`]);
  });
});
