import { memberForm } from '../../testing/members-client';
import { today } from '../../domain/dates';
import { failInserts } from '../../testing/break-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { expectReply } from '../../testing/expect-reply';

describe('member routes', () => {
  const ctx = useSignedInApp();
  let gold: number;
  let form: typeof memberForm;

  beforeEach(async () => {
    gold = await ctx.members.addPlan('Gold', 30, 1500);
    form = { ...memberForm, plan: String(gold) };
  });

  it('adds a member with its joining invoice and answers the invoice number and expiry', async () => {
    const response = await ctx.members.add(form);
    expectReply(response, 201, {
      status: 'success',
      message: 'Member added successfully!',
      member_id: expect.any(Number),
      invoice_number: 'INV-00001',
      expiry: '2026-02-09',
    });
    const [invoice] = await ctx.members.invoices();
    expect(invoice).toMatchObject({
      invoice_number: 'INV-00001',
      member_id: response.json().member_id,
      member_name: 'Asha Verma',
      member_phone: '9812345678',
      plan_name: 'Gold',
      plan_duration_days: 30,
      period_start: '2026-01-10',
      period_end: '2026-02-09',
      total_amount: 1500,
      paid_amount: 500,
      due_amount: 1000,
      payment_method: 'cash',
      kind: 'joining',
      issued_on: today(),
    });
  });

  it('loads a member for editing in docs/product/screens.md §3 shape', async () => {
    const { member_id } = (
      await ctx.members.add({ ...form, leave: '2026-01-20', rejoin: '2026-01-25' })
    ).json();
    const response = await ctx.members.get(member_id);
    expectReply(response, 200, {
      id: member_id,
      name: 'Asha Verma',
      phone: '9812345678',
      email: 'asha@example.com',
      age: 31,
      weight: 58.5,
      blood_group: 'O+',
      location: 'Pune',
      profession: 'Teacher',
      status: 'Active',
      joining_date: '2026-01-10',
      plan: gold,
      total_fee: 1500,
      due_amount: 1000,
      leave_date: '2026-01-20',
      rejoin_date: '2026-01-25',
      no_reminders: false,
      shares_phone: false,
      home_branch_id: 1,
      branch_access: 'branch',
    });
  });

  it('treats empty optional fields as not given, defaults the joining day and status, and computes due itself', async () => {
    const blank = {
      email: '',
      age: '',
      weight: '',
      blood_group: '',
      joining_day: '',
      status: '',
      location: '',
      profession: '',
    };
    const { member_id } = (
      await ctx.members.add({ ...form, ...blank, fee: '', paid: '', due: '999' })
    ).json();
    expect((await ctx.members.get(member_id)).json()).toMatchObject({
      email: null,
      age: null,
      weight: null,
      blood_group: null,
      location: null,
      profession: null,
      status: 'Active',
      joining_date: today(),
      total_fee: 0,
      due_amount: 0,
      leave_date: null,
      rejoin_date: null,
    });
  });

  it.each([
    ['no pause', {}, '2026-02-09'],
    ['a pause of 10 days', { leave: '2026-01-15', rejoin: '2026-01-25' }, '2026-02-19'],
    ['a leave without rejoin', { leave: '2026-01-15' }, '2026-02-09'],
    ['a rejoin without leave', { rejoin: '2026-01-25' }, '2026-02-09'],
    ['a leap day in the period', { joining_day: '2028-02-10' }, '2028-03-11'],
  ])('computes the expiry with %s', async (_, fields, expiry) => {
    const response = await ctx.members.add({ ...form, ...fields });
    expect(response.json().expiry).toBe(expiry);
    expect((await ctx.members.list()).json()[0].expire_date).toBe(expiry);
  });

  it('numbers invoices sequentially across members and payments', async () => {
    const first = (await ctx.members.add(form)).json();
    const second = (await ctx.members.add({ ...form, name: 'Ravi', phone: '9800000002' })).json();
    await ctx.members.update(first.member_id, { ...form, paid: '1500' });
    const third = (await ctx.members.add({ ...form, name: 'Meena', phone: '9800000003' })).json();
    expect([first.invoice_number, second.invoice_number, third.invoice_number]).toEqual([
      'INV-00001',
      'INV-00002',
      'INV-00004',
    ]);
    expect((await ctx.members.invoices()).map((i) => i.invoice_number)).toEqual([
      'INV-00001',
      'INV-00002',
      'INV-00003',
      'INV-00004',
    ]);
  });

  it('updates a member and issues a payment invoice for money received', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    const silver = await ctx.members.addPlan('Silver', 60, 2500);
    const response = await ctx.members.update(member_id, {
      ...form,
      plan: String(silver),
      fee: '2500',
      paid: '2000',
      status: 'Inactive',
    });
    expectReply(response, 200, {
      status: 'success',
      message: 'Member updated successfully!',
      member_id,
      expiry: '2026-03-11',
    });
    expect((await ctx.members.get(member_id)).json()).toMatchObject({
      plan: silver,
      total_fee: 2500,
      due_amount: 500,
      status: 'Inactive',
    });
    const payment = (await ctx.members.invoices())[1];
    expect(payment).toMatchObject({
      invoice_number: 'INV-00002',
      kind: 'payment',
      plan_name: 'Silver',
      period_end: '2026-03-11',
      total_amount: 2000,
      paid_amount: 1500,
      due_amount: 500,
    });
  });

  it('issues no invoice when the paid amount stays the same', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    expect((await ctx.members.update(member_id, { ...form, name: 'Asha V.' })).statusCode).toBe(
      200,
    );
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
    expect((await ctx.members.get(member_id)).json()).toMatchObject({
      name: 'Asha V.',
      due_amount: 1000,
    });
  });

  it('refuses to lower the paid amount, so that the invoices always add up to what was paid', async () => {
    const { member_id } = (await ctx.members.add({ ...form, paid: '500' })).json();
    const paidOnInvoices = async () =>
      (await ctx.members.invoices()).reduce((sum, invoice) => sum + invoice.paid_amount, 0);
    const paid = async () => {
      const member = (await ctx.members.get(member_id)).json();
      return member.total_fee - member.due_amount;
    };

    // The sequence: 500, then 100, then 10, then back to 100.
    for (const lowered of ['100', '10', '100']) {
      const response = await ctx.members.update(member_id, {
        ...form,
        name: 'Changed',
        paid: lowered,
      });
      expectReply(response, 400, {
        status: 'failed',
        message:
          'Paid amount cannot be lowered below 500: that much has already been received and invoiced.',
      });
      expect((await ctx.members.get(member_id)).json()).toMatchObject({
        name: 'Asha Verma',
        due_amount: 1000,
      });
    }
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
    expect(await paidOnInvoices()).toBe(500);

    expect((await ctx.members.update(member_id, { ...form, paid: '1200' })).statusCode).toBe(200);
    expect(await paid()).toBe(1200);
    expect(await paidOnInvoices()).toBe(1200);
  });

  it('deletes a member and keeps its invoices under its name', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    await ctx.members.update(member_id, { ...form, paid: '1500' });
    const response = await ctx.members.remove(member_id);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Deleted successfully!',
      activity_id: expect.any(Number),
    });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 2 });
    expect((await ctx.members.invoices()).map((i) => [i.member_id, i.member_name])).toEqual([
      [null, 'Asha Verma'],
      [null, 'Asha Verma'],
    ]);
    expect((await ctx.members.remove(member_id)).statusCode).toBe(404);
  });

  it('refuses to change an issued invoice at the database level', async () => {
    expect((await ctx.members.add(form)).json()).toMatchObject({ invoice_number: 'INV-00001' });
    const refused = await ctx.app.db
      .updateTable('invoices')
      .set({ paid_amount: 1500 })
      .execute()
      .then(
        (result) => result,
        (error: unknown) => error,
      );
    expect(String(refused)).toMatch(/cannot be changed/);
    expect((await ctx.members.invoices())[0]?.paid_amount).toBe(500);
  });

  it('writes neither member nor invoice when issuing the invoice fails', async () => {
    await failInserts(ctx.app.db, 'invoices', 'before', 'disk full');
    const response = await ctx.members.add(form);
    expect(response.statusCode).toBe(500);
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    expect((await ctx.members.list('?page=1')).json()).toEqual({ data: [], total: 0 });
  });

  it('rolls back an update whose payment invoice fails', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    await failInserts(ctx.app.db, 'invoices', 'before', 'disk full');
    expect(
      (await ctx.members.update(member_id, { ...form, name: 'Changed', paid: '1500' })).statusCode,
    ).toBe(500);
    expect((await ctx.members.get(member_id)).json()).toMatchObject({
      name: 'Asha Verma',
      due_amount: 1000,
    });
  });

  it('answers 404 for unknown members and 400 for malformed ids', async () => {
    for (const response of [
      await ctx.members.get(999),
      await ctx.members.update(999, form),
      await ctx.members.remove(999),
    ]) {
      expectReply(response, 404, { status: 'failed', message: 'Member 999 not found.' });
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await ctx.members.get(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('failed');
    }
    expect((await ctx.members.remove('abc')).json()).toEqual({
      status: 'failed',
      message: 'Id must be a whole number',
    });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
  });
});
