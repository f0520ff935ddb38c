import { sql } from 'kysely';
import { memberForm } from '../../testing/members-client';
import { addDays, today } from '../../domain/dates';
import { notifications, NOTIFICATIONS_SHOWN } from './notifications-repository';
import { useSignedInApp } from '../../testing/signed-in-app';

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
      ...memberForm,
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

  it('lists members expiring soon (soonest first), then members owing (largest due first), each once', async () => {
    const paidUp = await add('Paid up, far from expiry');
    const expiresIn5 = await add('Expires in 5', { expiresIn: 5 });
    const expiresTodayOwing = await add('Expires today and owes', { expiresIn: 0, owes: 250 });
    const owes100 = await add('Owes 100', { owes: 100 });
    const owes900 = await add('Owes 900', { owes: 900 });
    const inactiveOwing = await add('Inactive, expires in 2, owes 50', {
      expiresIn: 2,
      owes: 50,
      status: 'Inactive',
    });
    await add('Expires in 8', { expiresIn: 8 });
    await add('Expired yesterday', { expiresIn: -1 });

    const body = await list();
    expect(body).toEqual({
      total: 5,
      data: [
        {
          member_id: expiresTodayOwing,
          name: 'Expires today and owes',
          expires_in_days: 0,
          due_amount: 250,
        },
        { member_id: expiresIn5, name: 'Expires in 5', expires_in_days: 5, due_amount: 0 },
        { member_id: owes900, name: 'Owes 900', expires_in_days: null, due_amount: 900 },
        { member_id: owes100, name: 'Owes 100', expires_in_days: null, due_amount: 100 },
        // An inactive member's membership is not renewing, but the money is still owed.
        {
          member_id: inactiveOwing,
          name: 'Inactive, expires in 2, owes 50',
          expires_in_days: null,
          due_amount: 50,
        },
      ],
    });
    expect(body.data.map((n: { member_id: number }) => n.member_id)).not.toContain(paidUp);
  });

  it(`shows the ${NOTIFICATIONS_SHOWN} most urgent and counts the rest`, async () => {
    for (let i = 1; i <= NOTIFICATIONS_SHOWN + 3; i += 1)
      await add(`Owes ${i * 10}`, { owes: i * 10 });
    await add('Expires in 6', { expiresIn: 6 });
    const body = await list();
    expect(body.total).toBe(NOTIFICATIONS_SHOWN + 4);
    expect(body.data).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(body.data[0]).toMatchObject({ name: 'Expires in 6', expires_in_days: 6 });
    expect(body.data[1]).toMatchObject({
      name: `Owes ${(NOTIFICATIONS_SHOWN + 3) * 10}`,
      due_amount: (NOTIFICATIONS_SHOWN + 3) * 10,
    });
    expect(body.data.at(-1)).toMatchObject({ name: 'Owes 50' });
  });

  it('drops a member once paid up, and counts days from the gym day passed in', async () => {
    const id = await add('Owes 400, expires in 3', { expiresIn: 3, owes: 400 });
    await ctx.members.update(id, {
      ...memberForm,
      plan: String(plan),
      name: 'Owes 400, expires in 3',
      joining_day: addDays(today(), 3 - 30),
      fee: '2000',
      paid: '2000',
    });
    expect((await list()).data).toEqual([
      { member_id: id, name: 'Owes 400, expires in 3', expires_in_days: 3, due_amount: 0 },
    ]);
    expect(await notifications(ctx.app.db, addDays(today(), 1))).toEqual({
      total: 1,
      data: [{ member_id: id, name: 'Owes 400, expires in 3', expires_in_days: 2, due_amount: 0 }],
    });
    expect(await notifications(ctx.app.db, addDays(today(), 4))).toEqual({ total: 0, data: [] });
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
