import { addDays, dayInWords, today } from '../../domain/dates';
import { addTask, taskOn } from '../../testing/reminders-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('the reminders queue', () => {
  const ctx = useSignedInApp();
  const day = (n: number) => addDays(today(), n);
  let ids: { asha: number; bala: number; chitra: number };
  /** The tasks the planner made for them, by name. */
  let tasks: Record<'ashaToday' | 'ashaSoon' | 'balaDue' | 'balaSoon', number>;

  /**
   * Asha expires in 3 days (paid up), Bala owes ₹2,500 since joining 13 days ago, Chitra has
   * paid and expires in 30 days: Due today holds Bala's dues (6 days late) and Asha's expiry;
   * Upcoming Bala's next dues (tomorrow) and Asha's day-before reminder.
   */
  beforeEach(async () => {
    const plan = await ctx.members.addPlan('Monthly', 30, 1500);
    ids = {
      asha: await ctx.dues.join(plan, 27, {
        name: 'Asha Expiring',
        phone: '9800000001',
        paid: '1500',
      }),
      bala: await ctx.dues.join(plan, 13, {
        name: 'Bala Owing',
        phone: '9800000002',
        email: '',
        fee: '2500',
        paid: '0',
      }),
      chitra: await ctx.dues.join(plan, 0, {
        name: 'Chitra Paid',
        phone: '9800000003',
        paid: '1500',
      }),
    };
    // The planner's tasks (domain/reminders), made when the queue is first read.
    expect((await ctx.reminders.counts()).json()).toEqual({
      status: 'success',
      due: 2,
      upcoming: 2,
    });
    const on = (member: number, planned_on: string) => taskOn(ctx.app.db, member, planned_on);
    tasks = {
      balaDue: await on(ids.bala, day(-6)),
      ashaToday: await on(ids.asha, day(0)),
      ashaSoon: await on(ids.asha, day(2)),
      balaSoon: await on(ids.bala, day(1)),
    };
  });

  const page = async (query = '') => {
    const response = await ctx.reminders.page(query);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((task) => task.id);

  it('lists Due today oldest first, each task with its reason, message and links', async () => {
    const ashaMessage = `Hi Asha Expiring, your Monthly membership at Spotter ends on ${dayInWords(day(3))}. Renew at the desk to keep training without a break.`;
    const balaMessage =
      'Hi Bala Owing, a balance of ₹2,500 is pending on your Monthly membership at Spotter.';
    expect(await page()).toEqual({
      total: 2,
      data: [
        {
          id: tasks.balaDue,
          member_id: ids.bala,
          enquiry: null,
          name: 'Bala Owing',
          phone: '9800000002',
          email: null,
          kind: 'dues',
          due_on: day(-6),
          reason: 'Owes ₹2,500 for 13 days',
          message: balaMessage,
          whatsapp_url: `https://wa.me/919800000002?text=${encodeURIComponent(balaMessage)}`,
          tel_url: 'tel:9800000002',
          last_contact: null,
          home_branch_id: 1,
        },
        {
          id: tasks.ashaToday,
          member_id: ids.asha,
          enquiry: null,
          name: 'Asha Expiring',
          phone: '9800000001',
          email: 'asha@example.com',
          kind: 'expiry',
          due_on: day(0),
          reason: 'Expires in 3 days',
          message: ashaMessage,
          whatsapp_url: `https://wa.me/919800000001?text=${encodeURIComponent(ashaMessage)}`,
          tel_url: 'tel:9800000001',
          last_contact: null,
          home_branch_id: 1,
        },
      ],
    });
    expect(await page('?tab=due&page=1&page_size=5')).toEqual(await page());
  });

  it('lists Upcoming soonest first, within the next 7 days, and counts both tabs', async () => {
    const upcoming = await page('?tab=upcoming');
    expect(idsOf(upcoming)).toEqual([tasks.balaSoon, tasks.ashaSoon]);
    expect(upcoming.data.map((task: { due_on: string }) => task.due_on)).toEqual([day(1), day(2)]);
    // The day after the window, and a task already closed, are in no tab.
    await addTask(ctx.app.db, {
      member_id: ids.chitra,
      kind: 'expiry',
      days: -7,
      basis: day(30),
      planned_on: day(8),
    });
    await addTask(ctx.app.db, {
      member_id: ids.chitra,
      kind: 'expiry',
      days: 0,
      basis: day(30),
      planned_on: day(0),
      state: 'closed',
    });
    expect(idsOf(await page('?tab=upcoming'))).toEqual([tasks.balaSoon, tasks.ashaSoon]);
    expect(idsOf(await page())).toEqual([tasks.balaDue, tasks.ashaToday]);
    const counts = await ctx.reminders.counts();
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ status: 'success', due: 2, upcoming: 2 });
  });

  it('lists Done latest first, and a task with a follow-up stays open until that day', async () => {
    expect(await page('?tab=done')).toEqual({ total: 0, data: [] });
    const log = async (id: number, body: object) =>
      expect((await ctx.reminders.outcome(id, body)).statusCode).toBe(200);
    await log(tasks.ashaToday, { channel: 'whatsapp', outcome: 'sent' });
    await log(tasks.balaDue, { channel: 'call', outcome: 'no_answer', next_follow_up: day(3) });
    await log(tasks.ashaSoon, { channel: 'call', outcome: 'reached' });
    expect(idsOf(await page('?tab=done'))).toEqual([tasks.ashaSoon, tasks.ashaToday]);
    expect(idsOf(await page())).toEqual([]);
    // Bala's task is due again in 3 days, after the next dues task (tomorrow).
    expect(idsOf(await page('?tab=upcoming'))).toEqual([tasks.balaSoon, tasks.balaDue]);
    expect((await ctx.reminders.counts()).json()).toEqual({
      status: 'success',
      due: 0,
      upcoming: 2,
    });
  });

  it('shows each member’s latest contact, whichever task it was logged against', async () => {
    await ctx.reminders.outcome(tasks.ashaSoon, {
      channel: 'call',
      outcome: 'no_answer',
      next_follow_up: day(2),
    });
    await ctx.reminders.outcome(tasks.ashaSoon, {
      channel: 'in_person',
      outcome: 'reached',
      next_follow_up: day(2),
      note: 'Renews on Friday',
    });
    const [bala, asha] = (await page()).data;
    expect(bala.last_contact).toBeNull();
    expect(asha.last_contact).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      admin_name: 'test-admin',
      channel: 'in_person',
      outcome: 'reached',
      reason: 'Expires in 3 days',
      promised_on: null,
      next_follow_up: day(2),
      note: 'Renews on Friday',
    });
  });

  it.each([
    ['part of a name, any case', '?q=ASHA', ['ashaToday']],
    ['one or two letters', '?q=ba', ['balaDue']],
    ['part of a phone number, as typed', '?q=98000%2000002', ['balaDue']],
    ['a short number', '?q=01', ['ashaToday']],
    ['nobody', '?q=zz', []],
  ] as const)('searches %s', async (_, query, names) => {
    const body = await page(query);
    expect(idsOf(body)).toEqual(names.map((name) => tasks[name]));
    expect(body.total).toBe(names.length);
  });

  it('takes a member who pays out of Due today and out of the bell, and one who opts out', async () => {
    const bell = async () =>
      (await ctx.get('/dashboard/notifications'))
        .json()
        .data.map((item: { task_id: number }) => item.task_id);
    expect(await bell()).toEqual([tasks.balaDue, tasks.ashaToday]);
    expect((await ctx.dues.pay(ids.bala, { amount: 2500, method: 'upi' })).statusCode).toBe(200);
    expect(idsOf(await page())).toEqual([tasks.ashaToday]);
    expect(idsOf(await page('?tab=upcoming'))).toEqual([tasks.ashaSoon]);
    expect(await bell()).toEqual([tasks.ashaToday]);
    const { expire_date, plan_id, total_fee, paid_amount, joining_date } = await ctx.dues.member(
      ids.asha,
    );
    expect(expire_date).toBe(day(3));
    const optOut = await ctx.members.update(ids.asha, {
      ...memberForm,
      name: 'Asha Expiring',
      phone: '9800000001',
      plan: String(plan_id),
      joining_day: joining_date,
      fee: String(total_fee),
      paid: String(paid_amount),
      no_reminders: 'true',
    });
    expect(optOut.statusCode).toBe(200);
    expect(await page()).toEqual({ total: 0, data: [] });
    expect(await bell()).toEqual([]);
    expect((await ctx.reminders.counts()).json()).toEqual({
      status: 'success',
      due: 0,
      upcoming: 0,
    });
    expect((await ctx.get('/dashboard/summary')).json().reminders_due_today).toBe(0);
  });

  it('puts a member added today who expires in 3 days straight into Due today', async () => {
    const plan = await ctx.members.addPlan('Weekly', 7, 500);
    const response = await ctx.members.add({
      ...memberForm,
      name: 'Dev Weekly',
      phone: '9800000004',
      plan: String(plan),
      joining_day: day(-4),
      fee: '500',
      paid: '500',
    });
    expect(response.statusCode).toBe(201);
    const due = await page();
    expect(
      due.data.map((task: { name: string; reason: string }) => [task.name, task.reason]),
    ).toEqual([
      ['Bala Owing', 'Owes ₹2,500 for 13 days'],
      ['Asha Expiring', 'Expires in 3 days'],
      ['Dev Weekly', 'Expires in 3 days'],
    ]);
    expect((await ctx.get('/dashboard/summary')).json().reminders_due_today).toBe(3);
  });

  it('pages, the total counting every task of the tab', async () => {
    expect(await page('?page=2&page_size=1')).toMatchObject({
      total: 2,
      data: [{ id: tasks.ashaToday }],
    });
    expect(await page('?tab=upcoming&page=1&page_size=1')).toMatchObject({
      total: 2,
      data: [{ id: tasks.balaSoon }],
    });
    expect(await page('?page=3&page_size=1')).toEqual({ total: 2, data: [] });
  });

  it.each(['?tab=later', '?page=0', '?page_size=101'])('refuses %s', async (query) => {
    expect((await ctx.reminders.page(query)).statusCode).toBe(400);
  });

  it('fills in the gym’s saved name and, with a UPI ID, a payment link for the exact due', async () => {
    await ctx.send('POST', '/members/gym_details', { name: 'Iron & Co', address: '', phone: '' });
    await ctx.app.db.updateTable('reminder_settings').set({ upi_id: 'ironco@okaxis' }).execute();
    const [bala] = (await page()).data;
    expect(bala.message).toBe(
      'Hi Bala Owing, a balance of ₹2,500 is pending on your Monthly membership at Iron & Co. upi://pay?pa=ironco%40okaxis&pn=Iron%20%26%20Co&am=2500.00&cu=INR&tn=Iron%20%26%20Co%20membership%20dues',
    );
  });
});
