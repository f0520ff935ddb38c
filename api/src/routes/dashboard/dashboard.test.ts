import { memberForm, sharedPhoneForm, type MemberFields } from '../../testing/members-client';
import { trainer } from '../../testing/staff-client';
import { addDays, today } from '../../domain/dates';
import { dashboardSummary } from './dashboard-repository';
import { addMonths, monthOf } from './months';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

describe('dashboard summary', () => {
  const ctx = useSignedInApp();
  let plan: number;

  beforeEach(async () => {
    plan = await ctx.members.addPlan('Monthly', 30, 1500);
  });

  const summary = async () => {
    const response = await ctx.get('/dashboard/summary');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Adds a member through the API; a 30-day plan, so expiry = joining day + 30. */
  const add = async (fields: MemberFields) => {
    const response = await ctx.members.add({ ...sharedPhoneForm, plan: String(plan), ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };
  /** An enquiry of `day`; stored directly, as the enquiries routes live in another module. */
  const enquiry = (day: string) =>
    ctx.app.db
      .insertInto('enquiries')
      .values({
        name: 'Prospect',
        phone: '9876543210',
        plan_id: null,
        enquiry_date: day,
        member_id: null,
        created_at: day,
        updated_at: day,
      })
      .execute();

  it('a new gym has nothing to show: every figure 0 and seven empty months ending this month', async () => {
    const day = today();
    expect(await summary()).toEqual({
      today: day,
      active_members: 0,
      new_members: { this_month: 0, last_month: 0 },
      new_enquiries: 0,
      trainers: 0,
      collected_this_month: 0,
      outstanding: { amount: 0, members: 0 },
      expiring_soon: 0,
      reminders_due_today: 0,
      growth: [-6, -5, -4, -3, -2, -1, 0].map((n) => ({
        month: addMonths(monthOf(day), n),
        members: 0,
        trainers: 0,
      })),
    });
  });

  it('counts what was created through the API, for today', async () => {
    const day = today();
    const lastMonth = `${addMonths(monthOf(day), -1)}-15`;
    // [name, joining day, paid of the 1500 fee, status]
    const members: [string, string, number, string?][] = [
      ['Joined today, paid', day, 1500],
      ['Joined today, owes 1000', day, 500],
      ['Joined last month, inactive', lastMonth, 1500, 'Inactive'],
      ['Expires in 3 days, owes 300', addDays(day, 3 - 30), 1200],
      ['Expires in 7 days', addDays(day, 7 - 30), 1500],
      ['Expires in 8 days', addDays(day, 8 - 30), 1500],
      ['Expired yesterday', addDays(day, -1 - 30), 1500],
      ['Inactive, expires today', addDays(day, -30), 1500, 'Inactive'],
      ['A year ago', addDays(day, -365), 1500],
    ];
    for (const [name, joining_day, paid, status = 'Active'] of members)
      await add({ name, joining_day, fee: '1500', paid: String(paid), status });
    await ctx.staff.add(trainer);
    await ctx.staff.add({ ...trainer, name: 'Second trainer' });
    await ctx.staff.add({ ...trainer, name: 'Front desk', trainer_or_staff: 'Staff' });
    await enquiry(day);
    await enquiry(`${monthOf(day)}-01`);
    await enquiry(lastMonth);

    const body = await summary();
    const joinedByMonth = new Map<string, number>();
    for (const [, joined] of members)
      joinedByMonth.set(monthOf(joined), (joinedByMonth.get(monthOf(joined)) ?? 0) + 1);
    expect(body).toMatchObject({
      today: day,
      // Active and not expired (docs/product/screens.md §4): not 'Expired yesterday' nor 'A year ago'.
      active_members: 5,
      new_members: {
        this_month: joinedByMonth.get(monthOf(day)) ?? 0,
        last_month: joinedByMonth.get(addMonths(monthOf(day), -1)) ?? 0,
      },
      new_enquiries: 2,
      trainers: 2,
      // Every joining invoice is issued today, whatever the joining day.
      collected_this_month: 1500 + 500 + 1500 + 1200 + 1500 * 5,
      outstanding: { amount: 1000 + 300, members: 2 },
      expiring_soon: 2,
    });
    expect(body.growth).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((n) => {
        const month = addMonths(monthOf(day), n);
        return { month, members: joinedByMonth.get(month) ?? 0, trainers: n === 0 ? 2 : 0 };
      }),
    );
  });

  it('counts the reminders due today, for the accounts that work the queue (payments.record) only', async () => {
    // Each expires in 3 days: reminded today, and the day before the expiry (upcoming).
    for (const name of ['Asha', 'Bala', 'Chitra'])
      await add({ name, joining_day: addDays(today(), 3 - 30), fee: '1500', paid: '1500' });
    expect((await summary()).reminders_due_today).toBe(3);
    const [first] = (await ctx.reminders.page()).json().data;
    await ctx.reminders.outcome(first.id, { channel: 'call', outcome: 'reached' });
    expect((await summary()).reminders_due_today).toBe(2);
    for (const role of ['Front desk', 'Accountant', 'Trainer'] as const) {
      const { cookie } = await signedInAs(ctx.app, ctx.cookie, role);
      const figures = (await ctx.get('/dashboard/summary', { cookie })).json();
      expect([role, figures.reminders_due_today]).toEqual([
        role,
        role === 'Trainer' ? undefined : 2,
      ]);
    }
  });

  it('follows payments, fee changes and deletions', async () => {
    const day = today();
    const owing = await add({ name: 'Owing', joining_day: day, fee: '2000', paid: '500' });
    const other = await add({ name: 'Other', joining_day: day, fee: '1500', paid: '1000' });
    expect((await summary()).outstanding).toEqual({ amount: 1500 + 500, members: 2 });

    await ctx.members.update(owing, {
      ...memberForm,
      plan: String(plan),
      name: 'Owing',
      joining_day: day,
      fee: '2000',
      paid: '2000',
    });
    let body = await summary();
    expect(body.outstanding).toEqual({ amount: 500, members: 1 });
    expect(body.collected_this_month).toBe(500 + 1000 + 1500);

    await ctx.members.update(other, {
      ...memberForm,
      plan: String(plan),
      name: 'Other',
      joining_day: day,
      fee: '1800',
      paid: '1000',
    });
    expect((await summary()).outstanding).toEqual({ amount: 800, members: 1 });

    await ctx.members.remove(other);
    body = await summary();
    expect(body.outstanding).toEqual({ amount: 0, members: 0 });
    expect(body.active_members).toBe(1);
    expect(body.new_members.this_month).toBe(1);
    // Money received stays received: the deleted member's invoices are kept.
    expect(body.collected_this_month).toBe(3000);
  });

  describe('month boundaries (the gym day passed in)', () => {
    beforeEach(async () => {
      const joins: [string, string][] = [
        ['Last of December', '2025-12-31'],
        ['First of January', '2026-01-01'],
        ['Last of January', '2026-01-31'],
        ['First of February', '2026-02-01'],
        ['Last of July 2025', '2025-07-31'],
        ['First of August 2025', '2025-08-01'],
      ];
      for (const [name, joining_day] of joins) {
        await add({ name, joining_day });
      }
      await enquiry('2026-01-31');
      await enquiry('2026-02-01');
    });

    it('on the first day of a month, the month before is last month', async () => {
      const figures = await dashboardSummary(ctx.app.db, '2026-02-01');
      expect(figures.new_members).toEqual({ this_month: 1, last_month: 2 });
      expect(figures.new_enquiries).toBe(1);
      expect(figures.growth.map((m) => [m.month, m.members])).toEqual([
        ['2025-08', 1],
        ['2025-09', 0],
        ['2025-10', 0],
        ['2025-11', 0],
        ['2025-12', 1],
        ['2026-01', 2],
        ['2026-02', 1],
      ]);
    });

    it('on the last day of a month, across a year', async () => {
      const figures = await dashboardSummary(ctx.app.db, '2026-01-31');
      expect(figures.new_members).toEqual({ this_month: 2, last_month: 1 });
      expect(figures.new_enquiries).toBe(1);
      expect(figures.growth.map((m) => m.month)).toEqual([
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
      ]);
      expect(figures.growth[0]!.members).toBe(1);
    });

    it('expiring in 7 days means from today to seven days on, both included', async () => {
      // On a 30-day plan, those who joined 2025-12-31 and 2026-01-01 expire 2026-01-30 and 2026-01-31.
      expect((await dashboardSummary(ctx.app.db, '2026-01-22')).expiring_soon).toBe(0);
      expect((await dashboardSummary(ctx.app.db, '2026-01-23')).expiring_soon).toBe(1);
      expect((await dashboardSummary(ctx.app.db, '2026-01-24')).expiring_soon).toBe(2);
      expect((await dashboardSummary(ctx.app.db, '2026-01-31')).expiring_soon).toBe(1);
      expect((await dashboardSummary(ctx.app.db, '2026-02-01')).expiring_soon).toBe(0);
    });

    it('Active Members counts the Active members not yet expired on that day, expiry day included', async () => {
      // The six members expire 2026-01-30, 2026-01-31, 2026-03-02, 2026-03-03, 2025-08-30 and 2025-08-31.
      expect((await dashboardSummary(ctx.app.db, '2025-08-30')).active_members).toBe(6);
      expect((await dashboardSummary(ctx.app.db, '2025-08-31')).active_members).toBe(5);
      expect((await dashboardSummary(ctx.app.db, '2025-09-01')).active_members).toBe(4);
      expect((await dashboardSummary(ctx.app.db, '2026-01-31')).active_members).toBe(3);
      expect((await dashboardSummary(ctx.app.db, '2026-02-01')).active_members).toBe(2);
      expect((await dashboardSummary(ctx.app.db, '2026-03-04')).active_members).toBe(0);
    });
  });
});
