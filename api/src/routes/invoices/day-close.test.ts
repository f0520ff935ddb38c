import { addDays, today } from '../../domain/dates';
import type { DayClose } from '../../schemas';
import { expectReply } from '../../testing/expect-reply';
import { insertInvoice } from '../../testing/invoices-client';
import { memberForm } from '../../testing/members-client';
import { TABLE_COLUMNS, tableAllows } from '../../testing/role-table';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { CASH_COUNT_REFUSED } from './day-close-repository';
import { signedInAs } from '../../testing/team';

/** docs/product/billing.md §27: Day close. */

const DAY_CLOSE = '/invoices/day_close';
const CASH_COUNT = '/invoices/day_close/cash_count';

/** Every figure is the sum of the payments listed under it, and counts them. */
function expectFiguresAddUp(day: DayClose) {
  const sum = (payments: { amount: number }[]) => payments.reduce((s, p) => s + p.amount, 0);
  for (const figure of [day.received, ...day.by_method, ...day.by_account]) {
    expect(figure.amount).toBe(sum(figure.payments));
    expect(figure.count).toBe(figure.payments.length);
  }
  expect(sum(day.by_method)).toBe(day.received.amount);
  expect(sum(day.by_account)).toBe(day.received.amount);
  expect(day.credit_notes.amount).toBe(sum(day.credit_notes.notes));
  expect(day.cash.received).toBe(day.by_method.find((m) => m.method === 'cash')!.amount);
  expect(day.cash.expected).toBe(day.cash.received - day.cash.given_back);
}

const numbers = (payments: { invoice_number: string }[]) => payments.map((p) => p.invoice_number);

describe('Day close', () => {
  const ctx = useSignedInApp();

  const dayClose = async (query = '', cookie = ctx.cookie) => {
    const response = await ctx.get(`${DAY_CLOSE}${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    const day = response.json() as DayClose;
    expectFiguresAddUp(day);
    return day;
  };

  /**
   * The Owner adds Asha paying ₹500 cash (INV-00001) and takes ₹400 by UPI from her (INV-00002);
   * a Front desk account adds Ravi paying ₹700 cash (INV-00003) and takes ₹200 by card from Asha
   * (INV-00004).
   */
  async function aDayAtTheDesk() {
    const gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
    const asha = await ctx.dues.join(gold, 0);
    expect((await ctx.dues.pay(asha, { amount: 400, method: 'upi' })).statusCode).toBe(200);
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk');
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/members/add_member',
      headers: { cookie: desk.cookie },
      payload: {
        ...memberForm,
        name: 'Ravi Kumar',
        phone: '+919800000001',
        plan: String(gold),
        joining_day: today(),
        paid: '700',
      },
    });
    expect(added.statusCode).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/payments/record_payment/${asha}`,
      headers: { cookie: desk.cookie },
      payload: { amount: 200, method: 'card' },
    });
    expect(paid.statusCode).toBe(200);
    return { asha, desk };
  }

  it('answers the day’s payments by method and by account, each figure the sum of the payments it lists', async () => {
    const { desk } = await aDayAtTheDesk();
    // Another day's payment and an import's money received before Spotter are not today's takings.
    await insertInvoice(ctx.app, { issued_on: addDays(today(), -1), paid_amount: 900 });
    const day = await dayClose();
    expect(day).toMatchObject({ day: today(), everyone: true });
    expect(numbers(day.received.payments)).toEqual([
      'INV-00001',
      'INV-00002',
      'INV-00003',
      'INV-00004',
    ]);
    expect(day.received.payments[0]).toEqual({
      invoice_number: 'INV-00001',
      member: 'Asha Verma',
      member_id: expect.any(Number),
      amount: 500,
      method: 'cash',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      received_by_id: expect.any(Number),
      received_by: 'test-admin',
      branch_id: 1,
      credit_note_number: null,
    });
    expect(day.by_method.map(({ method, amount, count }) => [method, amount, count])).toEqual([
      ['cash', 1200, 2],
      ['upi', 400, 1],
      ['card', 200, 1],
      ['bank', 0, 0],
    ]);
    expect(numbers(day.by_method[0]!.payments)).toEqual(['INV-00001', 'INV-00003']);
    expect(day.by_account.map(({ received_by, amount }) => [received_by, amount])).toEqual([
      ['Team Member', 900],
      ['test-admin', 900],
    ]);
    expect(day.by_account[0]!.received_by_id).toBe(desk.id);
    expect(day.cash).toEqual({ received: 1200, given_back: 0, expected: 1200, count: null });
    expect(day.credit_notes).toEqual({ amount: 0, count: 0, notes: [] });
    // Yesterday holds only its own payment.
    const yesterday = await dayClose(`?day=${addDays(today(), -1)}`);
    expect(numbers(yesterday.received.payments)).toEqual(['INV-00005']);
  });

  it('shows a Front desk account only the payments it took itself, and its own cash', async () => {
    const { desk } = await aDayAtTheDesk();
    const own = await dayClose('', desk.cookie);
    expect(own.everyone).toBe(false);
    expect(numbers(own.received.payments)).toEqual(['INV-00003', 'INV-00004']);
    expect(own.by_account.map((a) => a.received_by)).toEqual(['Team Member']);
    expect(own.cash.expected).toBe(700);
    // Its count is of its own drawer: the Owner's Day close does not show it as the day's count.
    const counted = await ctx.app.inject({
      method: 'POST',
      url: CASH_COUNT,
      headers: { cookie: desk.cookie },
      payload: { counted: 650 },
    });
    expectReply(counted, 200, {
      status: 'success',
      message: expect.stringContaining('₹650, ₹50 short of the ₹700 expected'),
      counted: 650,
      expected: 700,
      difference: -50,
      at: expect.any(String),
      counted_by: 'Team Member',
      activity_id: expect.any(Number),
    });
    expect((await dayClose('', desk.cookie)).cash.count).toMatchObject({ difference: -50 });
    expect((await dayClose()).cash.count).toBeNull();
  });

  it('lists the day’s credit notes apart: the voided payment still counts as received, the cash given back is taken off the expected cash in plain sight', async () => {
    await aDayAtTheDesk();
    // Asha's ₹400 by UPI (INV-00002) is voided; then Ravi's ₹700 cash (INV-00003).
    expect((await ctx.send('POST', '/invoices/void/2', { reason: 'Paid twice' })).statusCode).toBe(
      200,
    );
    const ravi = (await ctx.app.db
      .selectFrom('invoices')
      .select('member_id')
      .where('id', '=', 3)
      .executeTakeFirstOrThrow())!.member_id;
    expect(ravi).not.toBeNull();
    expect(
      (await ctx.send('POST', '/invoices/void/3', { reason: 'Wrong member' })).statusCode,
    ).toBe(200);
    const day = await dayClose();
    expect(day.received.amount).toBe(1800);
    expect(day.received.payments.map((p) => p.credit_note_number)).toEqual([
      null,
      'CN-00001',
      'CN-00002',
      null,
    ]);
    expect(day.credit_notes).toMatchObject({ amount: 1100, count: 2 });
    expect(day.credit_notes.notes[1]).toEqual({
      credit_note_number: 'CN-00002',
      invoice_number: 'INV-00003',
      member: 'Ravi Kumar',
      amount: 700,
      method: 'cash',
      paid_on: today(),
      at: expect.any(String),
      issued_by: 'test-admin',
      reason: 'Wrong member',
    });
    expect(day.cash).toEqual({ received: 1200, given_back: 700, expected: 500, count: null });
  });

  it('records the cash counted with what was expected and the difference, in the trail too, and shows the latest count', async () => {
    await aDayAtTheDesk();
    expectReply(await ctx.send('POST', CASH_COUNT, { counted: 1250 }), 200, {
      status: 'success',
      message: expect.stringMatching(
        /^Cash counted for .*: ₹1,250, ₹50 over the ₹1,200 expected\.$/,
      ),
      counted: 1250,
      expected: 1200,
      difference: 50,
      at: expect.any(String),
      counted_by: 'test-admin',
      activity_id: expect.any(Number),
    });
    const again = await ctx.send('POST', CASH_COUNT, { counted: 1200, day: today() });
    expect(again.json().message).toMatch(/₹1,200, exactly the ₹1,200 expected\.$/);
    expect((await dayClose()).cash.count).toMatchObject({
      counted: 1200,
      expected: 1200,
      difference: 0,
      counted_by: 'test-admin',
    });
    const records = await ctx.app.db
      .selectFrom('activity')
      .select(['action', 'label', 'data', 'kind'])
      .where('action', '=', 'cash.counted')
      .orderBy('id')
      .execute();
    expect(records.map((r) => ({ ...r, data: JSON.parse(r.data) }))).toEqual([
      {
        action: 'cash.counted',
        kind: 'payments',
        label: today(),
        data: { day: today(), expected: 1200, counted: 1250, difference: 50, whose: 'everyone' },
      },
      {
        action: 'cash.counted',
        kind: 'payments',
        label: today(),
        data: { day: today(), expected: 1200, counted: 1200, difference: 0, whose: 'everyone' },
      },
    ]);
    // The Activity screen reads it as a sentence with the three figures.
    const trail = (await ctx.get('/activity?kind=payments')).json() as {
      data: { what: string; details: string }[];
    };
    expect(trail.data).toContainEqual(
      expect.objectContaining({
        what: expect.stringMatching(/^Counted the cash of /),
        details: 'Expected: ₹1,200 · Counted: ₹1,250 · Difference: +₹50',
      }),
    );
  });

  it.each(TABLE_COLUMNS.filter((role) => role !== 'Owner' && role !== 'Trainer'))(
    'shows a %s every account’s takings as the roles table says',
    async (role) => {
      await aDayAtTheDesk();
      const account = await signedInAs(ctx.app, ctx.cookie, role, 'reader');
      const day = await dayClose('', account.cookie);
      const everyone = tableAllows("day close: every account's takings (others: their own)", role);
      expect(day.everyone).toBe(everyone);
      expect(day.received.count).toBe(everyone ? 4 : 0);
    },
  );
});

describe('Day close refusals', () => {
  const ctx = useSignedInApp({}, 'all');
  const MONEY = 'Cash counted must be a whole number of rupees from 0 to 10000000';

  it.each([
    ['no amount', {}, 'Cash counted is required'],
    ['a negative amount', { counted: -1 }, MONEY],
    ['a fraction', { counted: 10.5 }, MONEY],
    ['an amount as text', { counted: '100' }, MONEY],
    [
      'a day that is not one',
      { counted: 100, day: '2026-02-30' },
      'Day must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31',
    ],
    ['a day to come', { counted: 100, day: addDays(today(), 1) }, CASH_COUNT_REFUSED.future],
  ])('POST the cash counted with %s: 400 and nothing written', async (_, payload, message) => {
    const before = await tableFingerprints(ctx.app);
    const response = await ctx.send('POST', CASH_COUNT, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it.each([
    [
      '?day=2026-02-30',
      'Day must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31',
    ],
    ['?day=today', 'Day must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31'],
  ])('GET %s: 400', async (query, message) => {
    expectReply(await ctx.get(`${DAY_CLOSE}${query}`), 400, { status: 'failed', message });
  });
});
