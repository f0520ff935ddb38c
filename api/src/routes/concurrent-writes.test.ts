import { memberForm, sharedPhoneForm } from '../testing/members-client';
import { enquiryBody } from '../testing/enquiries-client';
import { heldTogether } from '../testing/held-rows';
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
