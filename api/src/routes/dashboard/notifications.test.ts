import { sql } from 'kysely';
import { memberForm, sharedPhoneForm } from '../../testing/members-client';
import { addDays, today } from '../../domain/dates';
import { notifications, NOTIFICATIONS_SHOWN } from './notifications-repository';
import { taskOn } from '../../testing/reminders-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

describe('notifications', () => {
  const ctx = useSignedInApp();
  let plan: number;

  beforeEach(async () => {
    plan = await ctx.members.addPlan('Monthly', 30, 1500);
  });

  const list = async () => {
    const response = await ctx.get('/dashboard/notifications');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** A member on the 30-day plan who paid all but `owes`, expiring in `expiresIn` days. */
  const add = async (
    name: string,
    {
      owes = 0,
      expiresIn = 200,
      status = 'Active',
    }: { owes?: number; expiresIn?: number; status?: string } = {},
  ) => {
    const joining_day = addDays(today(), expiresIn - 30);
    const response = await ctx.members.add({
      ...sharedPhoneForm,
      plan: String(plan),
      name,
      joining_day,
      fee: '2000',
      paid: String(2000 - owes),
      status,
    });
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };

  it('a new gym has none', async () => {
    expect(await list()).toEqual({ total: 0, data: [] });
  });

  const day = (n: number) => addDays(today(), n);
  /** The member's task the planner (domain/reminders) made for `planned_on`. */
  const task = (member: number, planned_on: string) => taskOn(ctx.app.db, member, planned_on);
  const item = (task_id: number, member_id: number, name: string, reason: string) => ({
    task_id,
    member_id,
    enquiry_id: null,
    name,
    kind: reason.startsWith('Owes') ? 'dues' : 'expiry',
    reason,
  });

  it('lists the reminders due today in the queue’s order, oldest first, each with why', async () => {
    const expiring = await add('Expires in 3 days', { expiresIn: 3 });
    const owing = await add('Owes 900', { owes: 900, expiresIn: 20 });
    const both = await add('Expires in 3 days and owes 250', { expiresIn: 3, owes: 250 });
    const body = await list();
    // The expiries' day-before reminders and the next dues are planned too, not due yet.
    const upcoming = (await ctx.reminders.counts()).json().upcoming;
    expect(upcoming).toBe(4);
    expect(body).toEqual({
      total: 4,
      data: [
        item(
          await task(both, day(-6)),
          both,
          'Expires in 3 days and owes 250',
          'Owes ₹250 for 27 days',
        ),
        item(await task(owing, day(-3)), owing, 'Owes 900', 'Owes ₹900 for 10 days'),
        item(await task(expiring, day(0)), expiring, 'Expires in 3 days', 'Expires in 3 days'),
        item(await task(both, day(0)), both, 'Expires in 3 days and owes 250', 'Expires in 3 days'),
      ],
    });
    // Done: no longer the bell's.
    await ctx.reminders.outcome(body.data[1].task_id, { channel: 'call', outcome: 'reached' });
    expect((await list()).data.map((row: { member_id: number }) => row.member_id)).toEqual([
      both,
      expiring,
      both,
    ]);
  });

  it(`shows the first ${NOTIFICATIONS_SHOWN} and counts the rest`, async () => {
    for (let i = 1; i <= NOTIFICATIONS_SHOWN + 3; i += 1)
      await add(`Owes ${i * 10}`, { owes: i * 10, expiresIn: 20 });
    const body = await list();
    expect(body.total).toBe(NOTIFICATIONS_SHOWN + 3);
    expect(body.data).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(body.data[0]).toMatchObject({ name: 'Owes 10', reason: 'Owes ₹10 for 10 days' });
    expect(body.data.at(-1)).toMatchObject({ name: `Owes ${NOTIFICATIONS_SHOWN * 10}` });
  });

  it('lists only the expiry reminders, and counts only them, for an account that may not see money', async () => {
    const expiring = await add('Expires in 3 days', { expiresIn: 3 });
    await add('Owes 900', { owes: 900, expiresIn: 20 });
    expect((await list()).total).toBe(2);
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const response = await ctx.get('/dashboard/notifications', { cookie: trainer.cookie });
    expect(response.json()).toEqual({
      total: 1,
      data: [
        item(await task(expiring, day(0)), expiring, 'Expires in 3 days', 'Expires in 3 days'),
      ],
    });
  });

  it('words each reason for the gym day passed in', async () => {
    const id = await add('Expires in 3 days', { expiresIn: 3 });
    expect(await notifications(ctx.app.db, day(1))).toEqual({
      total: 1,
      data: [item(await task(id, day(0)), id, 'Expires in 3 days', 'Expires in 2 days')],
    });
  });

  it('the sums kept by triggers equal a count over every member after any mix of writes', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1)
      ids.push(await add(`Member ${i}`, { owes: i * 100, expiresIn: i * 40 - 100 }));
    await ctx.members.update(ids[1]!, {
      ...memberForm,
      plan: String(plan),
      name: 'Member 1',
      joining_day: '2024-02-29',
      fee: '3000',
      paid: '1900',
    });
    await ctx.members.update(ids[2]!, {
      ...memberForm,
      plan: String(plan),
      name: 'Member 2',
      joining_day: addDays(today(), -60),
      fee: '2000',
      paid: '2000',
    });
    await ctx.members.remove(ids[3]!);
    await ctx.members.remove(ids[0]!);

    const kept = await ctx.app.db
      .selectFrom('member_dues')
      .select(['members', 'amount'])
      .executeTakeFirstOrThrow();
    const counted = await sql<{ members: number; amount: number }>`
      SELECT count(*) AS members, sum(total_fee - paid_amount) AS amount FROM members WHERE total_fee > paid_amount`.execute(
      ctx.app.db,
    );
    expect(kept).toEqual(counted.rows[0]);
    const keptJoins = await ctx.app.db
      .selectFrom('member_joins_by_month')
      .select(['month', 'n'])
      .where('n', '>', 0)
      .orderBy('month')
      .execute();
    const countedJoins = await sql<{ month: string; n: number }>`
      SELECT substr(joining_date, 1, 7) AS month, count(*) AS n FROM members GROUP BY month ORDER BY month`.execute(
      ctx.app.db,
    );
    expect(keptJoins).toEqual(countedJoins.rows);
    const keptPaid = await ctx.app.db
      .selectFrom('invoices_paid_by_month')
      .select(['month', 'amount'])
      .orderBy('month')
      .execute();
    const countedPaid = await sql<{ month: string; amount: number }>`
      SELECT substr(issued_on, 1, 7) AS month, sum(paid_amount) AS amount FROM invoices GROUP BY month ORDER BY month`.execute(
      ctx.app.db,
    );
    expect(keptPaid).toEqual(countedPaid.rows);
  });
});
