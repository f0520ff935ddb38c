import { memberForm, sharedPhoneForm } from '../testing/members-client';
import { enquiryBody } from '../testing/enquiries-client';
import { heldTogether } from '../testing/held-rows';
import { keptAndTruth } from '../testing/kept-tables';
import { addDays, today } from '../domain/dates';
import { invoiceNumber } from '../domain/money';
import { useSignedInApp } from '../testing/signed-in-app';

/**
 * Requests that arrive together. On PostgreSQL the app's pool runs their transactions at the same
 * time, as several API instances would; on SQLite they take turns. Both must answer alike.
 */
describe('writes that arrive at the same time', () => {
  const ctx = useSignedInApp();
  let gold: number;

  beforeEach(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
  });

  it('number their invoices in sequence, each number once, with no gap', async () => {
    // Members who share no counter row (plan, joining month, expiry; paid in full, so no dues):
    // nothing but the numbering itself makes these transactions wait for one another.
    const plans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ctx.dues.members.addPlan(`Plan ${i}`, 30 + i, 1500)),
    );
    const joins = await Promise.all(
      plans.map((plan, i) =>
        ctx.dues.members.add({
          ...sharedPhoneForm,
          name: `Member ${i}`,
          plan: String(plan),
          paid: '1500',
          joining_day: addDays(today(), -40 * i),
        }),
      ),
    );
    expect(joins.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const invoices = await ctx.dues.members.invoices();
    expect(invoices.map((invoice) => invoice.invoice_number)).toEqual(
      Array.from({ length: 8 }, (_, i) => invoiceNumber(i + 1)),
    );
    expect(joins.map((response) => response.json().invoice_number).sort()).toEqual(
      invoices.map((invoice) => invoice.invoice_number),
    );
  });

  it('count every payment on one member: none is lost, and the invoices add up to what was paid', async () => {
    const id = await ctx.dues.join(gold, 5);
    const payments = await Promise.all(
      Array.from({ length: 5 }, () => ctx.dues.pay(id, { amount: 100 })),
    );
    expect(payments.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    expect((await ctx.dues.member(id)).paid_amount).toBe(1000);
    expect(await ctx.dues.paidOnInvoices(id)).toBe(1000);
    // Each payment saw the one before it: the dues they answer step down by 100.
    expect(payments.map((response) => response.json().due_amount).sort((a, b) => b - a)).toEqual([
      900, 800, 700, 600, 500,
    ]);
  });

  it('pay more than is due only once: the second of two payments of the whole due is refused', async () => {
    const id = await ctx.dues.join(gold, 5);
    const payments = await Promise.all([
      ctx.dues.pay(id, { amount: 1000 }),
      ctx.dues.pay(id, { amount: 1000 }),
    ]);
    expect(payments.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await ctx.dues.member(id)).paid_amount).toBe(1500);
    expect(await ctx.dues.members.counts()).toEqual({ members: 1, invoices: 2 });
  });

  it('renew an expired member once when two desks renew together', async () => {
    const id = await ctx.dues.join(gold, 40, { paid: '1500' });
    const renewals = await Promise.all([ctx.dues.renew(id), ctx.dues.renew(id)]);
    expect(renewals.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await ctx.dues.member(id)).expire_date).toBe(addDays(today(), 30));
    expect((await ctx.dues.invoicesOf(id)).map((invoice) => invoice.kind)).toEqual([
      'joining',
      'renewal',
    ]);
  });

  it('check a visit out once when two desks check it out together', async () => {
    const id = await ctx.dues.join(gold, 5, { paid: '1500' });
    const checkIn = await ctx.send('POST', '/attendance/check_in', { member_id: id });
    const visit = checkIn.json().record.id;
    const checkOut = () => ctx.send('POST', `/attendance/check_out/${visit}`);
    const answers = await Promise.all([checkOut(), checkOut()]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((response) => response.statusCode === 409)!.json()).toEqual({
      status: 'failed',
      message: 'Asha Verma was already checked out.',
    });
  });

  it('add a plan name once when two admins add it together: the other gets the 409, not a 500', async () => {
    const add = () =>
      ctx.send('POST', '/members/add_plan', { name: 'Platinum', duration_days: 30 });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((response) => response.statusCode === 409)!.json()).toEqual({
      status: 'failed',
      message: 'A plan named "Platinum" already exists.',
    });
  });

  it('never leave an enquiry Lost with a member when its edit races its conversion', async () => {
    // On PostgreSQL both requests are held at the enquiry's row and let go together, ten times:
    // the edit either lands first (the conversion then makes it Joined) or sees the member and is
    // refused. Either way the enquiry ends Joined, naming the member.
    for (let round = 0; round < 10; round += 1) {
      const name = `Prospect ${round}`;
      const id = await ctx.enquiries.create({ name });
      const [edit, convert] = await heldTogether(
        ctx.config.databaseUrl,
        `SELECT id FROM enquiries WHERE id = ${id} FOR UPDATE`,
        [
          () => ctx.enquiries.edit(id, { ...enquiryBody, name, status: 'Lost' }),
          () =>
            ctx.members.add({
              ...memberForm,
              name,
              phone: `+9198000001${String(round).padStart(2, '0')}`,
              plan: String(gold),
              enquiry_id: String(id),
            }),
        ],
      );
      expect(convert.statusCode).toBe(201);
      expect([200, 400]).toContain(edit.statusCode);
      expect((await ctx.enquiries.get(id)).json()).toMatchObject({
        status: 'Joined',
        member_id: convert.json().member_id,
      });
    }
  });
});

/**
 * Writes at two branches of a chain, sent together. On PostgreSQL each takes its branch's turn
 * and the two branches' run side by side (db/transaction.ts): the numbers, the money and every
 * kept figure must come out as if they had taken turns, and none may fail on a deadlock.
 */
describe('writes at two branches at the same time', () => {
  const ctx = useSignedInApp();

  it('answer every write, number the invoices with no gap and keep every figure right', async () => {
    const gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
    const baner = (
      await ctx.send('POST', '/branches/add_branch', { name: 'Baner', address: '', phone: '' })
    ).json().branch.id as number;
    const at = (branch: number) => `?branch=${branch}`;
    const add = (branch: number, name: string, paid: string) =>
      ctx.members.add(
        { ...sharedPhoneForm, name, plan: String(gold), paid, joining_day: today() },
        at(branch),
      );
    const owing = async (branch: number, name: string) =>
      (await add(branch, name, '500')).json().member_id as number;
    const [paying, moving] = [await owing(1, 'Asha One'), await owing(1, 'Ravi One')];
    const visiting = (await add(1, 'Meera One', '1500')).json().member_id as number;
    const banerVisiting = (await add(baner, 'Meera Two', '1500')).json().member_id as number;
    const [banerPaying, banerMoving] = [
      await owing(baner, 'Asha Two'),
      await owing(baner, 'Ravi Two'),
    ];

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => add(i % 2 ? baner : 1, `New ${i}`, '1500')),
      ctx.dues.pay(paying, { amount: 100 }, at(1)),
      ctx.dues.pay(banerPaying, { amount: 100 }, at(baner)),
      ctx.send('POST', `/attendance/check_in${at(1)}`, { member_id: visiting }),
      ctx.send('POST', `/attendance/check_in${at(baner)}`, { member_id: banerVisiting }),
      // Each to the other's branch: each write takes both branches' turns, in opposite orders.
      ctx.send('POST', `/members/${moving}/move_branch${at(1)}`, { branch_id: baner }),
      ctx.send('POST', `/members/${banerMoving}/move_branch${at(baner)}`, { branch_id: 1 }),
    ]);

    expect(answers.map((response) => response.statusCode)).toEqual([
      ...Array(6).fill(201),
      200,
      200,
      201,
      201,
      200,
      200,
    ]);
    const invoices = await ctx.dues.members.invoices();
    expect(invoices.map((invoice) => invoice.invoice_number)).toEqual(
      Array.from({ length: invoices.length }, (_, i) => invoiceNumber(i + 1)),
    );
    expect(invoices).toHaveLength(6 + 6 + 2);
    expect([
      (await ctx.dues.member(moving)).home_branch_id,
      (await ctx.dues.member(banerMoving)).home_branch_id,
    ]).toEqual([baner, 1]);
    const { kept, truth } = await keptAndTruth(ctx.app.db);
    expect(kept).toEqual(truth);
  });
});
