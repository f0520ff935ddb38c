import { memberForm } from '../../testing/members-client';
import { addDays, today } from '../../domain/dates';
import { testDialect } from '../../testing/test-database';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('renewal routes', () => {
  const ctx = useSignedInApp();
  let gold: number;

  beforeEach(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
  });

  describe('the expired list', () => {
    it('lists members whose expiry is before today, most recently expired first, and pages and searches them', async () => {
      const long = await ctx.dues.join(gold, 100, { name: 'Long Gone' });
      const recent = await ctx.dues.join(gold, 31, { name: 'Just Lapsed' });
      await ctx.dues.join(gold, 30, { name: 'Expires Today' });
      await ctx.dues.join(gold, 5, { name: 'Still Active' });
      const response = await ctx.dues.expired('?page=1&page_size=5');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total: 2,
        data: [
          {
            id: recent,
            name: 'Just Lapsed',
            plan_id: gold,
            plan_type: 'Gold',
            phone: '9812345678',
            expire_date: addDays(today(), -1),
            due_amount: 1000,
            home_branch_id: 1,
          },
          {
            id: long,
            name: 'Long Gone',
            plan_id: gold,
            plan_type: 'Gold',
            phone: '9812345678',
            expire_date: addDays(today(), -70),
            due_amount: 1000,
            home_branch_id: 1,
          },
        ],
      });
      expect((await ctx.dues.expired('?page=2&page_size=1')).json()).toMatchObject({
        total: 2,
        data: [{ id: long }],
      });
      expect((await ctx.dues.expired('?q=gone')).json()).toMatchObject({
        total: 1,
        data: [{ id: long }],
      });
      expect((await ctx.dues.expired('?q=st')).json()).toMatchObject({
        total: 1,
        data: [{ id: recent }],
      });
      expect((await ctx.dues.expired('?page_size=0')).statusCode).toBe(400);
    });
  });

  describe('renewing', () => {
    it('starts a new period of the plan from today, issues a renewal invoice and keeps the earlier ones', async () => {
      const id = await ctx.dues.join(gold, 40, { paid: '1500' });
      const response = await ctx.dues.renew(id, { paid: 1000, method: 'bank' });
      const expiry = addDays(today(), 30);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'success',
        message: `Membership renewed until ${expiry}. Invoice: INV-00002`,
        member_id: id,
        expiry,
        invoice_number: 'INV-00002',
        total_fee: 1500,
        due_amount: 500,
        activity_id: expect.any(Number),
      });
      expect(await ctx.dues.member(id)).toMatchObject({
        expire_date: expiry,
        renewed_on: today(),
        period_start: today(),
        total_fee: 1500,
        paid_amount: 1000,
      });
      const invoices = await ctx.dues.invoicesOf(id);
      expect(invoices.map((invoice) => invoice.kind)).toEqual(['joining', 'renewal']);
      expect(invoices[1]).toMatchObject({
        payment_method: 'bank',
        period_start: today(),
        period_end: expiry,
        total_amount: 1500,
        paid_amount: 1000,
        due_amount: 500,
      });
      expect((await ctx.dues.expired()).json()).toEqual({ total: 0, data: [] });
      expect((await ctx.dues.pending()).json().data).toEqual([
        expect.objectContaining({ id, days_overdue: 0, due_amount: 500 }),
      ]);
      expect(await ctx.dues.paidOnInvoices(id)).toBe(1000);
    });

    it('renews on another plan at the given fee, carrying over what is still owed', async () => {
      const id = await ctx.dues.join(gold, 40);
      const yearly = await ctx.dues.members.addPlan('Yearly', 365, 12000);
      const response = await ctx.dues.renew(id, { plan: yearly, fee: 10000, paid: 11000 });
      expect(response.json()).toMatchObject({
        expiry: addDays(today(), 365),
        total_fee: 11000,
        due_amount: 0,
      });
      expect((await ctx.dues.invoicesOf(id)).at(-1)).toMatchObject({
        plan_name: 'Yearly',
        payment_method: 'cash',
        total_amount: 11000,
        paid_amount: 11000,
      });
      expect(await ctx.dues.paidOnInvoices(id)).toBe(11000);
    });

    it('marks the invoices whose due it carries "Carried to" its invoice: owed there, no longer on them', async () => {
      const id = await ctx.dues.join(gold, 40);
      expect((await ctx.dues.pay(id, { amount: 400 })).statusCode).toBe(200);
      const settled = await ctx.dues.join(gold, 40, { phone: '+919800000009', paid: '1500' });
      const renewed = (await ctx.dues.renew(id, { paid: 0 })).json();
      expect((await ctx.dues.renew(settled, { paid: 1500 })).statusCode).toBe(200);
      const [joining, payment, renewal] = await ctx.dues.invoicesOf(id);
      expect([joining, payment].map((i) => [i!.due_amount, i!.carried_to])).toEqual([
        [1000, renewed.invoice_number],
        [600, renewed.invoice_number],
      ]);
      expect(renewal).toMatchObject({ total_amount: 2100, due_amount: 2100, carried_to: null });
      // Nothing was owed on the other member's: nothing carried.
      expect((await ctx.dues.invoicesOf(settled)).map((i) => i.carried_to)).toEqual([null, null]);

      const listed = (await ctx.invoices.list()).json() as { invoice_number: string }[];
      expect(listed.find((i) => i.invoice_number === joining!.invoice_number)).toMatchObject({
        due_amount: 0,
        carried_to: renewed.invoice_number,
      });
      const pending = (await ctx.invoices.list('?status=pending')).json();
      expect(pending.data.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
        renewal!.invoice_number,
      ]);
      expect(pending.total).toBe(1);
      expect((await ctx.invoices.list('?status=paid')).json().total).toBe(2);
      expect((await ctx.invoices.list('?page=1')).json().total).toBe(5);

      // Undone, the renewal gives their dues back to them.
      const undone = await ctx.send('POST', `/activity/undo/${renewed.activity_id}`);
      expect(undone.statusCode).toBe(200);
      expect((await ctx.dues.invoicesOf(id)).map((i) => i.carried_to)).toEqual([null, null, null]);
      // (The renewal's own invoice, which received nothing, stays as issued: still owing.)
      expect((await ctx.invoices.list('?status=pending')).json().total).toBe(3);
    });

    it('keeps the renewed period when the member is edited later', async () => {
      const id = await ctx.dues.join(gold, 40);
      await ctx.dues.renew(id);
      const member = await ctx.dues.member(id);
      const form = {
        ...memberForm,
        plan: String(gold),
        joining_day: member.joining_date,
        paid: '0',
        fee: '1500',
      };
      expect((await ctx.dues.members.update(id, form)).json().expiry).toBe(addDays(today(), 30));
    });

    it.each([
      ['a plan that does not exist', { plan: 9999 }, 400],
      ['paid above the fee', { fee: 100, paid: 1200 }, 400],
      ['a string fee', { fee: '100' }, 400],
      ['a negative paid amount', { paid: -1 }, 400],
      ['an unknown method', { method: 'cheque' }, 400],
    ])('refuses %s and changes nothing', async (_, body, status) => {
      const id = await ctx.dues.join(gold, 40);
      const before = await ctx.dues.member(id);
      const response = await ctx.dues.renew(id, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
      expect(await ctx.dues.member(id)).toEqual(before);
      expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 1 });
    });

    it('refuses a member who has not expired yet (409) and an unknown one (404)', async () => {
      const id = await ctx.dues.join(gold, 10);
      const early = await ctx.dues.renew(id);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toContain('can be renewed once it has expired');
      expect((await ctx.dues.renew(999)).statusCode).toBe(404);
      expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 1 });
    });
  });

  it('lets invoices carry any of the four methods and nothing else (migration 006)', async () => {
    const id = await ctx.dues.join(gold, 40);
    const insert = (method: string) =>
      ctx.app.db
        .insertInto('invoices')
        .values({
          id: 99,
          invoice_number: 'X-1',
          member_id: id,
          member_name: 'A',
          member_phone: '1',
          plan_name: 'P',
          plan_duration_days: 1,
          period_start: today(),
          period_end: today(),
          total_amount: 1,
          paid_amount: 1,
          due_amount: 0,
          payment_method: method as 'cash',
          kind: 'payment',
          issued_on: today(),
          created_at: today(),
          branch_id: 1,
        })
        .execute();
    // The error is read as text: better-sqlite3's errors come from another realm than the test's.
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'no error',
        (error: unknown) => String(error),
      );
    const refusedByCheck = {
      sqlite: /CHECK constraint failed/,
      postgres: /violates check constraint "invoices_payment_method"/,
    }[testDialect()];
    expect(await failure(insert('cheque'))).toMatch(refusedByCheck);
    expect(await failure(insert('upi'))).toBe('no error');
    expect(
      await failure(
        ctx.app.db.updateTable('invoices').set({ total_amount: 5 }).where('id', '=', 99).execute(),
      ),
    ).toMatch(/cannot be changed/);
  });
});
