import { sql } from 'kysely';
import { addDays, today } from '../../domain/dates';
import { forDialect } from '../../db/dialect';
import { expectReply } from '../../testing/expect-reply';
import { insertInvoice } from '../../testing/invoices-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const pdfText = async (body: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

/** docs/product/activity.md §23: voiding a payment. */
describe('voiding a payment', () => {
  const ctx = useSignedInApp();
  let gold: number;

  beforeEach(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
  });

  const voidInvoice = (id: number | string, payload: unknown = { reason: 'Paid twice' }) =>
    ctx.send('POST', `/invoices/void/${id}`, payload);
  const listed = async (number: string) =>
    (
      (await ctx.invoices.list()).json() as { invoice_number: string; [field: string]: unknown }[]
    ).find((row) => row.invoice_number === number);
  const collected = async () =>
    (await ctx.get('/dashboard/summary')).json().collected_this_month as number;

  /** Asha, who joined 5 days ago paying 500 of 1500 (INV-00001), then paid 400 (INV-00002). */
  async function ashaPaidTwice() {
    const id = await ctx.dues.join(gold, 5);
    expect((await ctx.dues.pay(id, { amount: 400, method: 'upi' })).statusCode).toBe(200);
    return id;
  }

  it('issues a credit note for what the invoice received, raises the member’s due by it, lowers the month’s collected money and records the void with its reason', async () => {
    const asha = await ashaPaidTwice();
    expect(await collected()).toBe(900);
    const response = await voidInvoice(2, { reason: '  Paid by mistake ' });
    expectReply(response, 200, {
      status: 'success',
      message: 'INV-00002 voided. Credit note CN-00001 for ₹400.',
      credit_note_number: 'CN-00001',
      activity_id: expect.any(Number),
    });
    expect((await ctx.dues.member(asha)).paid_amount).toBe(500);
    expect((await ctx.dues.pending()).json().data[0]).toMatchObject({
      id: asha,
      paid_amount: 500,
      due_amount: 1000,
    });
    expect(await collected()).toBe(500);
    // The invoice is as it was issued; the list says it was voided, and by which credit note.
    expect(await listed('INV-00002')).toMatchObject({
      paid_amount: 400,
      received_by: 'test-admin',
      voided: true,
      credit_note_number: 'CN-00001',
      voidable: false,
    });
    expect(
      await ctx.app.db.selectFrom('credit_notes').selectAll().executeTakeFirstOrThrow(),
    ).toEqual({
      id: 1,
      credit_note_number: 'CN-00001',
      invoice_id: 2,
      member_id: asha,
      amount: 400,
      reason: 'Paid by mistake',
      issued_on: today(),
      created_at: expect.any(String),
      issued_by_id: 1,
      issued_by_name: 'test-admin',
    });
    const record = await ctx.app.db
      .selectFrom('activity')
      .selectAll()
      .where('id', '=', response.json().activity_id)
      .executeTakeFirstOrThrow();
    expect({ ...record, id: Number(record.id), data: JSON.parse(record.data) }).toMatchObject({
      action: 'payment.voided',
      kind: 'payments',
      admin_id: 1,
      admin_name: 'test-admin',
      label: 'Asha Verma',
      subject_id: 2,
      member_id: asha,
      data: { invoice: 'INV-00002', credit_note: 'CN-00001', amount: 400 },
      reason: 'Paid by mistake',
    });
  });

  it('numbers credit notes in a sequence of their own, without gaps, while invoices go on with theirs', async () => {
    const asha = await ashaPaidTwice();
    const replies = [await voidInvoice(2), await voidInvoice(1)];
    expect(replies.map((reply) => reply.json().credit_note_number)).toEqual([
      'CN-00001',
      'CN-00002',
    ]);
    expect((await ctx.dues.member(asha)).paid_amount).toBe(0);
    // A refused void takes no number.
    expect((await voidInvoice(1)).statusCode).toBe(409);
    const paid = await ctx.dues.pay(asha, { amount: 1500 });
    expect(paid.json().invoice_number).toBe('INV-00003');
    expect((await voidInvoice(3)).json().credit_note_number).toBe('CN-00003');
  });

  it('voids a renewal’s payment in its period, but no payment of the period before it', async () => {
    const id = await ctx.dues.join(gold, 40, { paid: '1500', due: '' });
    expect((await ctx.dues.renew(id, { paid: 1000 })).statusCode).toBe(200);
    expect(await listed('INV-00001')).toMatchObject({ voidable: false });
    expectReply(await voidInvoice(1), 409, {
      status: 'failed',
      message: 'Only payments of the current period can be voided.',
    });
    expect(await listed('INV-00002')).toMatchObject({ kind: 'renewal', voidable: true });
    expect((await voidInvoice(2)).statusCode).toBe(200);
    const member = await ctx.dues.member(id);
    expect({ paid: member.paid_amount, due: member.total_fee - member.paid_amount }).toEqual({
      paid: 0,
      due: 1500,
    });
  });

  it('refuses, writing nothing: no reason, a reason too long, an unknown invoice, one voided already, one that received nothing, a deleted member’s', async () => {
    const asha = await ashaPaidTwice();
    expect((await voidInvoice(2)).statusCode).toBe(200);
    const nothingPaid = await ctx.dues.join(gold, 5, {
      name: 'Ravi Kumar',
      phone: '+919812300000',
      paid: '0',
      due: '',
    });
    const gone = await ctx.dues.join(gold, 5, { name: 'Gone', phone: '+919812300001' });
    await ctx.members.remove(gone);
    const refusals: [id: number, body: unknown, status: number, message: string][] = [
      [1, {}, 400, 'Reason is required'],
      [1, { reason: '' }, 400, 'Please give a reason.'],
      [1, { reason: '   ' }, 400, 'Please give a reason.'],
      [1, { reason: 'x'.repeat(201) }, 400, 'Reason must be at most 200 characters'],
      [99, { reason: 'Paid twice' }, 404, 'Invoice 99 not found.'],
      [2, { reason: 'Paid twice' }, 409, 'This invoice has already been voided.'],
      [
        3,
        { reason: 'Paid twice' },
        409,
        'This invoice received no money: there is nothing to void.',
      ],
      [
        4,
        { reason: 'Paid twice' },
        409,
        'The member this invoice was issued to has been deleted: it cannot be voided.',
      ],
    ];
    expect((await ctx.dues.invoicesOf(nothingPaid))[0]!.id).toBe(3);
    let before = await tableFingerprints(ctx.app);
    for (const [id, body, status, message] of refusals) {
      expectReply(await voidInvoice(id, body), status, { status: 'failed', message });
      const after = await tableFingerprints(ctx.app);
      expect({ id, body, changed: changedTables(before, after) }).toEqual({
        id,
        body,
        changed: [],
      });
      before = after;
    }
    expect((await ctx.dues.member(asha)).paid_amount).toBe(500);
  });

  it('refuses a void that would take a member below nothing (data from before invoices added up)', async () => {
    const id = await ctx.dues.join(gold, 5, { paid: '0', due: '' });
    const { id: invoice } = await insertInvoice(ctx.app, {
      issued_on: today(),
      member_id: id,
      period_start: addDays(today(), -5),
      paid_amount: 300,
    });
    expect(await listed(`INV-0000${invoice}`)).toMatchObject({ voidable: false });
    expect((await voidInvoice(invoice)).statusCode).toBe(409);
  });

  it('prints who received the money on the PDF, and once voided, Voided with its credit note', async () => {
    await ashaPaidTwice();
    const pdf = async (number: string) =>
      pdfText((await ctx.invoices.pdf(number)).rawPayload as Buffer);
    expect(await pdf('INV-00002')).toContain('Received by test-admin');
    expect(await pdf('INV-00002')).toContain('Status Pending');
    await voidInvoice(2);
    const text = await pdf('INV-00002');
    expect(text).toContain('Status Voided');
    expect(text).toMatch(/Credit note CN-00001 for ₹400 on \d+ \w+ \d{4}/);
    expect(text).not.toContain('Pending');
    // The member's latest invoice (the one the member screens download) says so too.
    expect(await pdf('INV-00001')).toContain('Status Pending');
  });

  it('exports who received each invoice and which were voided, by which credit note', async () => {
    await ashaPaidTwice();
    await voidInvoice(1);
    const rows = (await ctx.invoices.csv()).body.trim().split('\r\n');
    expect(rows[0]).toMatch(/,Payment Method,Received by,Voided,Credit note$/);
    expect(rows.slice(1).map((row) => row.split(',').slice(-4))).toEqual([
      ['upi', 'test-admin', 'No', ''],
      ['cash', 'test-admin', 'Yes', 'CN-00001'],
    ]);
  });

  it('is refused by the database when a credit note would be changed or removed', async () => {
    await ashaPaidTwice();
    await voidInvoice(2);
    const failure = (statement: ReturnType<typeof sql.raw>) =>
      statement.execute(ctx.app.db).then(
        () => 'no error',
        (error: unknown) => String(error),
      );
    expect(await failure(sql.raw('UPDATE credit_notes SET amount = 1'))).toMatch(
      /a credit note cannot be changed/,
    );
    expect(await failure(sql.raw('DELETE FROM credit_notes'))).toMatch(
      /a credit note cannot be deleted/,
    );
    const truncate = forDialect(ctx.app.db, {
      sqlite: () => Promise.resolve('a credit note cannot be changed'),
      postgres: () => failure(sql.raw('TRUNCATE credit_notes')),
    });
    expect(await truncate()).toMatch(/a credit note cannot be changed/);
    expect(await ctx.app.db.selectFrom('credit_notes').select('amount').execute()).toEqual([
      { amount: 400 },
    ]);
  });
});
