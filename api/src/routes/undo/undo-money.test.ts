import { sql } from 'kysely';
import { RENEWED_FIELDS } from '../../domain/membership';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/** docs/product/activity.md §23: Undo on a payment and on a renewal. */
describe('undoing a payment or a renewal', () => {
  const ctx = useSignedInApp();
  let monthly: number;

  beforeEach(async () => {
    monthly = await ctx.dues.members.addPlan('Monthly', 30, 1500);
  });

  const undo = (activityId: number) => ctx.send('POST', `/activity/undo/${activityId}`);
  const recordOf = async (id: number) => {
    const record = await ctx.app.db
      .selectFrom('activity')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...record, data: JSON.parse(record.data) };
  };
  /** The member's current period: its invoices less their credit notes. */
  const invoicedNow = async (id: number) => {
    const { rows } = await sql<{ n: number }>`
      SELECT coalesce(sum(i.paid_amount - coalesce(cn.amount, 0)), 0) AS n FROM invoices i
        JOIN members m ON m.id = i.member_id LEFT JOIN credit_notes cn ON cn.invoice_id = i.id
      WHERE m.id = ${id} AND i.period_start = m.period_start`.execute(ctx.app.db);
    return Number(rows[0]!.n);
  };
  const fieldsOf = async (id: number) =>
    ctx.app.db
      .selectFrom('members')
      .select(RENEWED_FIELDS)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('takes back a payment: its invoice voided with the reason "Undone", the member owing it again', async () => {
    const id = await ctx.dues.join(monthly, 5);
    const paid = await ctx.dues.pay(id, { amount: 400, method: 'upi' });
    const response = await undo(paid.json().activity_id);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'INV-00002 voided. Credit note CN-00001 for ₹400.',
      activity_id: expect.any(Number),
    });
    expect((await ctx.dues.member(id)).paid_amount).toBe(500);
    expect(await invoicedNow(id)).toBe(500);
    expect(await recordOf(response.json().activity_id)).toMatchObject({
      action: 'payment.voided',
      reason: 'Undone',
      subject_id: 2,
      data: { invoice: 'INV-00002', credit_note: 'CN-00001', amount: 400 },
    });
    // Once only.
    const again = await undo(paid.json().activity_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice has already been voided.');
  });

  it('takes back a renewal: its payment voided, and the member as before it, owing what they owed', async () => {
    // Joined 40 days ago on a 30-day plan, paid 1000 of 1500; renewed paying 1000 again.
    const id = await ctx.dues.join(monthly, 40, { paid: '1000', due: '' });
    const before = await fieldsOf(id);
    const renewed = await ctx.dues.renew(id, { paid: 1000, method: 'card' });
    expect(renewed.statusCode).toBe(200);
    expect(await fieldsOf(id)).toMatchObject({ total_fee: 2000, paid_amount: 1000 });

    const response = await undo(renewed.json().activity_id);
    expect(response.json()).toEqual({
      status: 'success',
      message: "Asha Verma's renewal undone. Credit note CN-00001 for ₹1,000.",
      activity_id: expect.any(Number),
    });
    expect(await fieldsOf(id)).toEqual(before);
    expect(await invoicedNow(id)).toBe(1000);
    expect((await ctx.dues.expired()).json().data.map((m: { id: number }) => m.id)).toEqual([id]);
    const record = await recordOf(response.json().activity_id);
    expect(record).toMatchObject({
      action: 'renewal.undone',
      kind: 'payments',
      label: 'Asha Verma',
      subject_id: id,
      member_id: id,
      data: {
        undoes: renewed.json().activity_id,
        invoice: 'INV-00002',
        credit_note: 'CN-00001',
        changes: { total_fee: [2000, 1500], renewed_on: [expect.any(String), null] },
      },
    });
    // Its earlier period's payments can be voided again; the renewal's invoice stays voided.
    const rows = (await ctx.invoices.list()).json() as { kind: string; voidable: boolean }[];
    expect(rows.map(({ kind, voidable }) => [kind, voidable])).toEqual([
      ['renewal', false],
      ['joining', true],
    ]);
  });

  it('takes back a renewal that received nothing without a credit note', async () => {
    const id = await ctx.dues.join(monthly, 40, { paid: '1500', due: '' });
    const before = await fieldsOf(id);
    const renewed = await ctx.dues.renew(id, { paid: 0 });
    const response = await undo(renewed.json().activity_id);
    expect(response.json().message).toBe("Asha Verma's renewal undone.");
    expect(await fieldsOf(id)).toEqual(before);
    expect(await ctx.app.db.selectFrom('credit_notes').select('id').execute()).toEqual([]);
  });

  it('refuses to undo a renewal once the member has changed since, and changes nothing', async () => {
    const id = await ctx.dues.join(monthly, 40, { paid: '1500', due: '' });
    const renewed = await ctx.dues.renew(id, { paid: 0 });
    expect((await ctx.dues.pay(id, { amount: 200 })).statusCode).toBe(200);
    const tables = await tableFingerprints(ctx.app);
    const response = await undo(renewed.json().activity_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'failed',
      message:
        "Asha Verma's membership has changed since it was renewed: the renewal cannot be undone. Please change it by hand.",
    });
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);
  });
});
