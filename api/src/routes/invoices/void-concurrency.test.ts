import { sql } from 'kysely';
import { creditNoteNumber } from '../../domain/money';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * docs/product/activity.md §23: a member's invoices less their credit notes add up to what the member has
 * paid, under requests that arrive together. On PostgreSQL the app's pool runs their
 * transactions at the same time, as several API instances would; on SQLite they take turns.
 */
describe('voids and payments that arrive at the same time', () => {
  const ctx = useSignedInApp();

  /** Per member: the current period's invoices less their credit notes, and the paid amount. */
  const periodSums = async () => {
    const { rows } = await sql<{ id: number; paid: number; invoiced: number }>`
      SELECT m.id, m.paid_amount AS paid,
        (SELECT coalesce(sum(i.paid_amount), 0) FROM invoices i
          WHERE i.member_id = m.id AND i.period_start = m.period_start)
        - (SELECT coalesce(sum(cn.amount), 0) FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id
          WHERE i.member_id = m.id AND i.period_start = m.period_start) AS invoiced
      FROM members m ORDER BY m.id`.execute(ctx.app.db);
    return rows.map((row) => ({ ...row, invoiced: Number(row.invoiced) }));
  };

  const totals = async () => {
    const [invoiced, credited] = await Promise.all([
      ctx.app.db
        .selectFrom('invoices')
        .select(sql<number>`coalesce(sum(paid_amount), 0)`.as('n'))
        .executeTakeFirstOrThrow(),
      ctx.app.db
        .selectFrom('credit_notes')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { invoiced: Number(invoiced.n), credited: Number(credited.n) };
  };

  it('keep every member’s invoices less credit notes equal to what they paid, number credit notes without gaps, and void an invoice once (20 requests)', async () => {
    // Four members, each with a joining invoice of 1000 and two payments of 500 (ids 3m+1…3m+3),
    // on plans of their own so that only their money makes the transactions meet.
    const members: number[] = [];
    for (let m = 0; m < 4; m += 1) {
      const plan = await ctx.dues.members.addPlan(`Plan ${m}`, 30 + m, 5000);
      members.push(
        await ctx.dues.join(plan, 5, {
          name: `Member ${m}`,
          phone: `+91981230000${m}`,
          fee: '5000',
          paid: '1000',
          due: '',
        }),
      );
      for (const _ of [1, 2]) await ctx.dues.pay(members[m]!, { amount: 500 });
    }
    const received = 4 * 2000;
    expect(await totals()).toEqual({ invoiced: received, credited: 0 });

    const voiding = (invoice: number) =>
      ctx.send('POST', `/invoices/void/${invoice}`, { reason: `Void ${invoice}` });
    // Every invoice voided (12), four of them twice over (4), and a payment for each member (4).
    const requests = [
      ...Array.from({ length: 12 }, (_, i) => () => voiding(i + 1)),
      ...[2, 5, 8, 11].map((invoice) => () => voiding(invoice)),
      ...members.map((id) => () => ctx.dues.pay(id, { amount: 700 })),
    ];
    expect(requests).toHaveLength(20);
    const answers = await Promise.all(requests.map((send) => send()));

    const voids = answers.slice(0, 16);
    const ok = voids.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(12);
    expect(
      voids.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json()),
    ).toEqual(
      Array(4).fill({ status: 'failed', message: 'This invoice has already been voided.' }),
    );
    expect(answers.slice(16).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // Each number once, from CN-00001, with no gap.
    expect(ok.map((answer) => answer.json().credit_note_number).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => creditNoteNumber(i + 1)),
    );

    for (const { paid, invoiced } of await periodSums()) expect(invoiced).toBe(paid);
    // Every member paid 2000, all of it given back, then 700.
    expect((await periodSums()).map((row) => row.paid)).toEqual([700, 700, 700, 700]);
    expect(await totals()).toEqual({ invoiced: received + 4 * 700, credited: received });
    // The month's collected money follows both.
    expect((await ctx.get('/dashboard/summary')).json().collected_this_month).toBe(4 * 700);
  });
});
