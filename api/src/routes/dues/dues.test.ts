import { failInserts } from '../../testing/break-table';
import { addDays, today } from '../../domain/dates';
import { taskOn } from '../../testing/reminders-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { expectReply } from '../../testing/expect-reply';
import { MEMBER_MESSAGES } from '../../schemas';

/** The pending edit screen's update of a member on `plan`, with `overrides`. */
const change = (plan: number, overrides: Record<string, unknown> = {}) => ({
  phone: '1234567890',
  plan,
  total_fee: 2000,
  paid_amount: 1200,
  leave_date: null,
  rejoin_date: null,
  method: 'card',
  ...overrides,
});

describe('dues routes', () => {
  const ctx = useSignedInApp();
  let gold: number;

  beforeEach(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
  });

  describe('the pending list', () => {
    it('lists members who owe, oldest bill first, with plan, amounts and days overdue', async () => {
      const recent = await ctx.dues.join(gold, 2, { name: 'Recent Rao' });
      await ctx.dues.join(gold, 5, { name: 'Paid Up', paid: '1500' });
      const old = await ctx.dues.join(gold, 40, { name: 'Old Iyer', paid: '0' });
      const response = await ctx.dues.pending('?page=1&page_size=5');
      expectReply(response, 200, {
        total: 2,
        data: [
          {
            id: old,
            name: 'Old Iyer',
            plan_type: 'Gold',
            phone: '9812345678',
            total_fee: 1500,
            paid_amount: 0,
            due_amount: 1500,
            days_overdue: 40,
            promise: null,
            home_branch_id: 1,
          },
          {
            id: recent,
            name: 'Recent Rao',
            plan_type: 'Gold',
            phone: '9812345678',
            total_fee: 1500,
            paid_amount: 500,
            due_amount: 1000,
            days_overdue: 2,
            promise: null,
            home_branch_id: 1,
          },
        ],
      });
    });

    it('filters by the age of the due: 0–7, 8–30 and over 30 days', async () => {
      const ids = {
        0: await ctx.dues.join(gold, 0),
        7: await ctx.dues.join(gold, 7),
        8: await ctx.dues.join(gold, 8),
        30: await ctx.dues.join(gold, 30),
        31: await ctx.dues.join(gold, 31),
      };
      const ages = async (age: string) => {
        const body = (await ctx.dues.pending(`?age=${age}`)).json();
        return { total: body.total, ids: body.data.map((row: { id: number }) => row.id).sort() };
      };
      expect(await ages('0-7')).toEqual({ total: 2, ids: [ids[0], ids[7]].sort() });
      expect(await ages('8-30')).toEqual({ total: 2, ids: [ids[8], ids[30]].sort() });
      expect(await ages('31%2B')).toEqual({ total: 1, ids: [ids[31]] });
      expect((await ctx.dues.pending('?age=1-2')).statusCode).toBe(400);
    });

    it('searches names and plan names, and pages', async () => {
      const silver = await ctx.dues.members.addPlan('Silver', 30, 900);
      const meera = await ctx.dues.join(gold, 10, { name: 'Meera Iyer' });
      const ravi = await ctx.dues.join(silver, 20, { name: 'Ravi Kumar' });
      await ctx.dues.join(gold, 30, { name: 'Anil Das' });
      expect((await ctx.dues.pending('?q=meera')).json()).toMatchObject({
        total: 1,
        data: [{ id: meera }],
      });
      expect((await ctx.dues.pending('?q=silver')).json()).toMatchObject({
        total: 1,
        data: [{ id: ravi }],
      });
      expect((await ctx.dues.pending('?q=vi')).json()).toMatchObject({
        total: 1,
        data: [{ id: ravi }],
      });
      expect((await ctx.dues.pending('?q=meera&age=31%2B')).json()).toEqual({ total: 0, data: [] });
      const second = (await ctx.dues.pending('?page=2&page_size=2')).json();
      expect(second).toMatchObject({ total: 3, data: [{ id: meera }] });
    });

    it('refuses a malformed page', async () => {
      for (const query of ['?page=0', '?page_size=101', '?page=abc'])
        expect((await ctx.dues.pending(query)).statusCode).toBe(400);
    });

    it('shows the latest promise to pay of the current period: its day, broken once it passed', async () => {
      const day = (n: number) => addDays(today(), n);
      const anil = await ctx.dues.join(gold, 30, { name: 'Anil Das' });
      const meera = await ctx.dues.join(gold, 20, { name: 'Meera Iyer' });
      const ravi = await ctx.dues.join(gold, 10, { name: 'Ravi Kumar' });
      await ctx.reminders.counts();
      const task = await taskOn(ctx.app.db, ravi, day(-3));
      const logged = await ctx.reminders.outcome(task, {
        channel: 'call',
        outcome: 'promised',
        promised_on: day(2),
      });
      expect(logged.statusCode).toBe(200);
      /** A contact as if logged `daysAgo` days ago (a promise may not be logged for a past day). */
      const contact = (member_id: number, daysAgo: number, promised_on: string | null) =>
        ctx.app.db
          .insertInto('member_contacts')
          .values({
            member_id,
            task_id: null,
            at: `${day(-daysAgo)}T10:00:00.000Z`,
            admin_id: 1,
            admin_name: 'test-admin',
            channel: 'call',
            outcome: promised_on ? 'promised' : 'reached',
            reason: '',
            promised_on,
            note: '',
          })
          .execute();
      // Anil's promise was made in an earlier period than his current one: not his promise now.
      await contact(anil, 31, day(-29));
      await contact(meera, 4, day(-1));
      // A later contact without a promise leaves the promise as it was.
      await contact(meera, 2, null);
      const promises = async (query: string) =>
        Object.fromEntries(
          (await ctx.dues.pending(query))
            .json()
            .data.map((row: { id: number; promise: unknown }) => [row.id, row.promise]),
        );
      const expected = {
        [anil]: null,
        [meera]: { on: day(-1), broken: true },
        [ravi]: { on: day(2), broken: false },
      };
      // The oldest bill first, another order, and a search each read them.
      expect(await promises('?page=1&page_size=5')).toEqual(expected);
      expect(await promises('?page=1&page_size=5&sort=-name')).toEqual(expected);
      expect(await promises('?q=meera')).toEqual({ [meera]: expected[meera] });
      // A new promise replaces the broken one.
      await contact(meera, 0, day(0));
      expect((await promises('?q=meera'))[meera]).toEqual({ on: day(0), broken: false });
    });
  });

  describe('recording a payment', () => {
    it('lowers the due and issues a payment invoice with the method, in one go', async () => {
      const id = await ctx.dues.join(gold, 10);
      const response = await ctx.dues.pay(id, { amount: 400, method: 'upi' });
      expectReply(response, 200, {
        status: 'success',
        message: '₹400 received from Asha Verma. Invoice INV-00002.',
        member_id: id,
        invoice_number: 'INV-00002',
        paid_amount: 900,
        due_amount: 600,
        activity_id: expect.any(Number),
      });
      expect((await ctx.dues.invoicesOf(id)).at(-1)).toMatchObject({
        kind: 'payment',
        payment_method: 'upi',
        total_amount: 1000,
        paid_amount: 400,
        due_amount: 600,
      });
      expect((await ctx.dues.pending()).json().data[0]).toMatchObject({
        id,
        paid_amount: 900,
        due_amount: 600,
      });
      expect(await ctx.dues.paidOnInvoices(id)).toBe(900);
    });

    it('names the amount in Indian digit grouping, the member and the invoice in its message', async () => {
      const platinum = await ctx.dues.members.addPlan('Platinum', 365, 150000);
      const id = await ctx.dues.join(platinum, 3, {
        name: 'Priya Patel',
        fee: '150000',
        paid: '0',
        due: '150000',
      });
      const response = await ctx.dues.pay(id, { amount: 125000, method: 'bank' });
      expectReply(response, 200, {
        status: 'success',
        message: '₹1,25,000 received from Priya Patel. Invoice INV-00002.',
        member_id: id,
        invoice_number: 'INV-00002',
        paid_amount: 125000,
        due_amount: 25000,
        activity_id: expect.any(Number),
      });
    });

    it('defaults to cash, and a member paid in full leaves the list', async () => {
      const id = await ctx.dues.join(gold, 10);
      await ctx.dues.pay(id, { amount: 1000 });
      expect((await ctx.dues.invoicesOf(id)).at(-1)).toMatchObject({
        payment_method: 'cash',
        due_amount: 0,
      });
      expect((await ctx.dues.pending()).json()).toEqual({ total: 0, data: [] });
      expect(await ctx.dues.paidOnInvoices(id)).toBe(1500);
    });

    it('refuses a payment from a member who owes nothing, and answers 404 for an unknown member', async () => {
      const id = await ctx.dues.join(gold, 10, { paid: '1500' });
      expect((await ctx.dues.pay(id, { amount: 1 })).json()).toEqual({
        status: 'failed',
        message: 'Asha Verma has nothing pending.',
      });
      const unknown = await ctx.dues.pay(999, { amount: 1 });
      expectReply(unknown, 404, { status: 'failed', message: 'Member 999 not found.' });
      expect((await ctx.dues.pay('abc', { amount: 1 })).statusCode).toBe(400);
    });

    it('writes nothing when issuing the invoice fails', async () => {
      const id = await ctx.dues.join(gold, 10);
      await failInserts(ctx.app.db, 'invoices', 'before', 'disk full');
      expect((await ctx.dues.pay(id, { amount: 100 })).statusCode).toBe(500);
      expect((await ctx.dues.member(id)).paid_amount).toBe(500);
      expect((await ctx.dues.pending()).json().data[0]).toMatchObject({ id, due_amount: 1000 });
    });
  });

  describe('the pending edit screen’s update', () => {
    it('saves the fields and records the higher paid amount as a payment by the chosen method', async () => {
      const id = await ctx.dues.join(gold, 10);
      const response = await ctx.dues.updateDues(
        id,
        change(gold, { leave_date: '2026-11-01', rejoin_date: '2026-11-06' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'success',
        message: 'User data updated!',
        member_id: id,
        invoice_number: 'INV-00002',
      });
      expect(await ctx.dues.member(id)).toMatchObject({
        phone: '1234567890',
        total_fee: 2000,
        paid_amount: 1200,
        leave_date: '2026-11-01',
        rejoin_date: '2026-11-06',
        name: 'Asha Verma',
      });
      expect((await ctx.dues.invoicesOf(id)).at(-1)).toMatchObject({
        kind: 'payment',
        payment_method: 'card',
        total_amount: 1500,
        paid_amount: 700,
        due_amount: 800,
      });
      expect(await ctx.dues.paidOnInvoices(id)).toBe(1200);
    });

    it('issues no invoice when the paid amount is unchanged', async () => {
      const id = await ctx.dues.join(gold, 10);
      expect(
        (await ctx.dues.updateDues(id, change(gold, { paid_amount: 500 }))).json().invoice_number,
      ).toBeNull();
      expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 1 });
    });

    it('answers 404 for an unknown member', async () => {
      expect((await ctx.dues.updateDues(999, change(gold))).statusCode).toBe(404);
    });

    it('takes a phone another member has only from a member said to share it, as the member form does', async () => {
      await ctx.dues.join(gold, 10, { phone: '9810000001', shares_phone: 'false' });
      const ravi = await ctx.dues.join(gold, 10, {
        name: 'Ravi Kumar',
        phone: '9810000002',
        shares_phone: 'false',
      });
      const onAshas = (overrides: Record<string, unknown> = {}) =>
        ctx.dues.updateDues(
          ravi,
          change(gold, { phone: '98100 00001', paid_amount: 500, ...overrides }),
        );

      expectReply(await onAshas(), 409, { status: 'failed', message: MEMBER_MESSAGES.phoneTaken });
      expect(await ctx.dues.member(ravi)).toMatchObject({ phone: '9810000002', shares_phone: 0 });

      expect((await onAshas({ shares_phone: true })).statusCode).toBe(200);
      expect(await ctx.dues.member(ravi)).toMatchObject({ phone: '9810000001', shares_phone: 1 });
      // Left out, the member's setting is kept.
      expect((await onAshas({ shares_phone: undefined })).statusCode).toBe(200);
      expect(await ctx.dues.member(ravi)).toMatchObject({ shares_phone: 1 });
    });
  });
});

// A refusal writes nothing, so each block's refusals share one app and one member, joined once: a
// refusal that wrote would fail its own test (the member and the counts) and every later one (one
// app each was 15 apps a database).
describe('dues routes, refusing a payment', () => {
  const ctx = useSignedInApp({}, 'all');
  let id: number;

  beforeAll(async () => {
    id = await ctx.dues.join(await ctx.dues.members.addPlan('Gold', 30, 1500), 10);
  });

  it.each([
    ['more than the due', { amount: 1001 }, 'Amount cannot be more than the pending ₹1,000.'],
    ['zero', { amount: 0 }, undefined],
    ['a negative amount', { amount: -5 }, undefined],
    ['a fraction', { amount: 10.5 }, undefined],
    ['a string', { amount: '100' }, undefined],
    ['no amount', { method: 'cash' }, undefined],
    ['an unknown method', { amount: 100, method: 'cheque' }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const response = await ctx.dues.pay(id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'failed',
      message: message ?? expect.any(String),
    });
    expect((await ctx.dues.member(id)).paid_amount).toBe(500);
    expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 1 });
  });
});

describe('dues routes, refusing the pending edit screen’s update', () => {
  const ctx = useSignedInApp({}, 'all');
  let gold: number;
  let id: number;
  let before: Awaited<ReturnType<typeof ctx.dues.member>>;

  beforeAll(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
    id = await ctx.dues.join(gold, 10);
    before = await ctx.dues.member(id);
  });

  it.each([
    ['a lower paid amount', { paid_amount: 100 }],
    ['paid above the fee', { paid_amount: 2500 }],
    ['an unknown plan', { plan: 9999 }],
    ['a bad phone', { phone: '12' }],
    ['a bad date', { leave_date: '2026-02-30' }],
    ['rejoin before pause', { leave_date: '2026-05-10', rejoin_date: '2026-05-01' }],
    ['an unknown method', { method: 'cheque' }],
    ['a fractional amount', { paid_amount: 700.5 }],
  ])('refuses %s with 400 and leaves the member unchanged', async (_, overrides) => {
    const response = await ctx.dues.updateDues(id, change(gold, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
    expect(await ctx.dues.member(id)).toEqual(before);
    expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 1 });
  });
});
