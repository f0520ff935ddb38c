import { expectReply } from '../../testing/expect-reply';
import { insertInvoice } from '../../testing/invoices-client';
import { memberForm, sharedPhoneForm } from '../../testing/members-client';
import { today } from '../../domain/dates';
import { useSignedInApp } from '../../testing/signed-in-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const pdfText = async (body: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

interface Row {
  invoice_number: string;
  member: string;
  date: string;
  due_amount: number;
}

describe('invoice history', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  /** CN-00001 on invoice `invoiceId`, written as a void leaves it (its ₹300 given back). */
  const creditNoteOn = (invoiceId: number) =>
    ctx.app.db
      .insertInto('credit_notes')
      .values({
        id: 1,
        credit_note_number: 'CN-00001',
        invoice_id: invoiceId,
        member_id: null,
        amount: 300,
        reason: 'Paid twice',
        issued_on: '2026-02-01',
        created_at: new Date().toISOString(),
        issued_by_id: null,
        issued_by_name: 'test-admin',
      })
      .execute();

  const page = async (query: string) => {
    const response = await ctx.invoices.list(query);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Row[]; total: number };
    return { numbers: body.data.map((r) => r.invoice_number), total: body.total };
  };

  /** Eight invoices over four days, two on each, alternately paid and pending. */
  async function history() {
    const days = ['2025-12-31', '2026-01-01', '2026-01-15', '2026-02-01'];
    for (const [i, day] of days.flatMap((d) => [d, d]).entries()) {
      await insertInvoice(ctx.app, {
        issued_on: day,
        member_name: i < 4 ? `Meera Iyer ${i}` : `Ravi_Kumar ${i}`,
        due_amount: i % 2 ? 500 : 0,
        paid_amount: i % 2 ? 1000 : 1500,
      });
    }
  }

  it('lists every invoice issued, newest first, in the plain form, and keeps a deleted member’s invoices', async () => {
    const plan = String(await ctx.members.addPlan('Gold', 90, 4500));
    const asha = (
      await ctx.members.add({ ...sharedPhoneForm, plan, fee: '4500', paid: '4000' })
    ).json().member_id as number;
    await ctx.members.update(asha, { ...memberForm, plan, fee: '4500', paid: '4500' });
    const ravi = (
      await ctx.members.add({ ...sharedPhoneForm, name: 'Ravi', plan, fee: '4500', paid: '4500' })
    ).json().member_id as number;
    await ctx.members.remove(ravi);

    const response = await ctx.invoices.list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([
      {
        id: 3,
        invoice_number: 'INV-00003',
        member: 'Ravi',
        member_id: null,
        date: today(),
        total_amount: 4500,
        paid_amount: 4500,
        due_amount: 0,
        payment_method: 'cash',
        kind: 'joining',
        received_by: 'test-admin',
        voided: false,
        credit_note_number: null,
        carried_to: null,
        imported: false,
        branch_id: 1,
        // Its member was deleted.
        voidable: false,
      },
      {
        id: 2,
        invoice_number: 'INV-00002',
        member: 'Asha Verma',
        member_id: asha,
        date: today(),
        total_amount: 500,
        paid_amount: 500,
        due_amount: 0,
        payment_method: 'cash',
        kind: 'payment',
        received_by: 'test-admin',
        voided: false,
        credit_note_number: null,
        carried_to: null,
        imported: false,
        branch_id: 1,
        voidable: true,
      },
      {
        id: 1,
        invoice_number: 'INV-00001',
        member: 'Asha Verma',
        member_id: asha,
        date: today(),
        total_amount: 4500,
        paid_amount: 4000,
        due_amount: 500,
        payment_method: 'cash',
        kind: 'joining',
        received_by: 'test-admin',
        voided: false,
        credit_note_number: null,
        carried_to: null,
        imported: false,
        branch_id: 1,
        voidable: true,
      },
    ]);
  });

  it('answers an empty array when nothing was issued, and { data, total } once asked for a page', async () => {
    expect((await ctx.invoices.list()).json()).toEqual([]);
    expect((await ctx.invoices.list('?page=1')).json()).toEqual({
      data: [],
      total: 0,
      totals: { paid_amount: 0, due_amount: 0, voided_amount: 0 },
    });
  });

  it('filters by payment method and answers the money of every invoice the filters list, on every page', async () => {
    await history();
    // Two more by UPI, one of them voided.
    await insertInvoice(ctx.app, {
      issued_on: '2026-01-15',
      payment_method: 'upi',
      paid_amount: 700,
    });
    await insertInvoice(ctx.app, {
      issued_on: '2026-02-01',
      payment_method: 'upi',
      paid_amount: 300,
    });
    await creditNoteOn(10);
    const upi = (await ctx.invoices.list('?page=1&page_size=5&method=upi')).json();
    expect(upi.data.map((row: Row) => row.invoice_number)).toEqual(['INV-00010', 'INV-00009']);
    expect(upi).toMatchObject({
      total: 2,
      totals: { paid_amount: 1000, due_amount: 0, voided_amount: 300 },
    });
    // Cash: eight invoices on two pages, the totals of all eight on each.
    for (const query of ['?page=1&page_size=5&method=cash', '?page=2&page_size=5&method=cash']) {
      expect((await ctx.invoices.list(query)).json()).toMatchObject({
        total: 8,
        totals: { paid_amount: 4 * 1500 + 4 * 1000, due_amount: 4 * 500, voided_amount: 0 },
      });
    }
    // With the other filters: pending cash invoices from 2026-01-01.
    expect(
      (await ctx.invoices.list('?page=1&method=cash&status=pending&from=2026-01-01')).json(),
    ).toMatchObject({ total: 3, totals: { paid_amount: 3000, due_amount: 1500 } });
    // The export lists what the filter lists.
    const csv = (await ctx.invoices.csv('?method=upi')).body;
    expect(csv).toContain('INV-00010');
    expect(csv).not.toContain('INV-00001');
    expectReply(await ctx.invoices.list('?page=1&method=cheque'), 400, {
      status: 'failed',
      message: expect.stringContaining('Method'),
    });
  });

  it('answers the same totals without a search or a method, from the money kept per day, status and branch', async () => {
    await history();
    // A ninth, voided; the second's due carried into a renewal, which shows it as owing 0.
    await insertInvoice(ctx.app, { issued_on: '2026-02-01', paid_amount: 300, total_amount: 300 });
    await creditNoteOn(9);
    await ctx.app.db
      .updateTable('invoices')
      .set({ carried_to: 'INV-00099' })
      .where('id', '=', 2)
      .execute();
    const every = (await ctx.invoices.list()).json() as {
      date: string;
      paid_amount: number;
      due_amount: number;
      carried_to: string | null;
      voided: boolean;
    }[];
    const summed = (listed: typeof every) => ({
      paid_amount: listed.reduce((sum, i) => sum + i.paid_amount, 0),
      due_amount: listed.reduce((sum, i) => sum + i.due_amount, 0),
      voided_amount: listed.reduce((sum, i) => sum + (i.voided ? i.paid_amount : 0), 0),
    });
    const owing = (i: (typeof every)[number]) => i.carried_to === null && i.due_amount > 0;
    const paid = (i: (typeof every)[number]) => i.carried_to === null && i.due_amount === 0;
    const from = (i: (typeof every)[number]) => i.date >= '2026-01-01' && i.date <= '2026-01-15';
    expect(summed(every)).toEqual({ paid_amount: 10300, due_amount: 1500, voided_amount: 300 });
    for (const [query, listed] of [
      ['?page=1', every],
      ['?page=2&page_size=5', every],
      ['?page=1&status=paid', every.filter(paid)],
      ['?page=1&status=pending', every.filter(owing)],
      ['?page=1&from=2026-01-01&to=2026-01-15', every.filter(from)],
      ['?page=1&status=pending&from=2026-01-01&to=2026-01-15', every.filter(owing).filter(from)],
      ['?page=1&branch=1', every],
    ] as const)
      expect([query, (await ctx.invoices.list(query)).json().totals]).toEqual([
        query,
        summed(listed),
      ]);
  });

  it('pages newest first by date, then by number', async () => {
    await history();
    expect(await page('?page=1&page_size=3')).toEqual({
      numbers: ['INV-00008', 'INV-00007', 'INV-00006'],
      total: 8,
    });
    expect(await page('?page=3&page_size=3')).toEqual({
      numbers: ['INV-00002', 'INV-00001'],
      total: 8,
    });
    expect(await page('?page=9&page_size=3')).toEqual({ numbers: [], total: 8 });
    // An older date issued later still sorts by its date.
    await insertInvoice(ctx.app, { issued_on: '2025-06-01' });
    expect((await page('?page=4&page_size=2')).numbers).toEqual(['INV-00002', 'INV-00001']);
    expect((await page('?page=5&page_size=2')).numbers).toEqual(['INV-00009']);
    expect((await page('?page_size=5')).numbers).toHaveLength(5);
  });

  it('filters by status: Paid exactly when nothing is due', async () => {
    await history();
    expect(await page('?status=paid')).toEqual({
      numbers: ['INV-00007', 'INV-00005', 'INV-00003', 'INV-00001'],
      total: 4,
    });
    expect(await page('?status=pending&page_size=10')).toEqual({
      numbers: ['INV-00008', 'INV-00006', 'INV-00004', 'INV-00002'],
      total: 4,
    });
  });

  it('filters by issue date, both ends included, alone or with a status and a search', async () => {
    await history();
    expect(await page('?from=2026-01-01&to=2026-01-15&page_size=10')).toEqual({
      numbers: ['INV-00006', 'INV-00005', 'INV-00004', 'INV-00003'],
      total: 4,
    });
    expect(await page('?from=2026-01-15&page_size=10')).toEqual({
      numbers: ['INV-00008', 'INV-00007', 'INV-00006', 'INV-00005'],
      total: 4,
    });
    expect(await page('?to=2025-12-31')).toEqual({ numbers: ['INV-00002', 'INV-00001'], total: 2 });
    expect(await page('?from=2026-01-01&to=2026-01-01&status=pending')).toEqual({
      numbers: ['INV-00004'],
      total: 1,
    });
    expect(await page('?from=2026-01-01&status=paid&q=meera')).toEqual({
      numbers: ['INV-00003'],
      total: 1,
    });
    expect(await page('?from=2030-01-01')).toEqual({ numbers: [], total: 0 });
  });

  it('searches member names and invoice numbers, ignoring case; % and _ are plain characters', async () => {
    await history();
    expect(await page('?q=MEERA%20iyer&page_size=10')).toEqual({
      numbers: ['INV-00004', 'INV-00003', 'INV-00002', 'INV-00001'],
      total: 4,
    });
    expect(await page('?q=meera&page=2&page_size=3')).toEqual({ numbers: ['INV-00001'], total: 4 });
    expect(await page('?q=meera&page=3&page_size=3')).toEqual({ numbers: [], total: 4 });
    expect(await page('?q=inv-00006')).toEqual({ numbers: ['INV-00006'], total: 1 });
    expect(await page('?q=00007')).toEqual({ numbers: ['INV-00007'], total: 1 });
    // Under three characters the trigram index cannot help: the same match, by a scan.
    expect(await page('?q=r0')).toEqual({ numbers: [], total: 0 });
    expect(await page('?q=_K&page_size=10')).toEqual({
      numbers: ['INV-00008', 'INV-00007', 'INV-00006', 'INV-00005'],
      total: 4,
    });
    expect(await page('?q=%25')).toEqual({ numbers: [], total: 0 });
    expect(await page('?q=%20%20')).toEqual({
      numbers: ['INV-00008', 'INV-00007', 'INV-00006', 'INV-00005', 'INV-00004'],
      total: 8,
    });
    expect(await page('?q=nobody&status=paid')).toEqual({ numbers: [], total: 0 });
  });

  it('a search most invoices match walks the dates newest first and gives the same pages as one few match', async () => {
    // Issued out of date order, so the walk (by date) and the number order disagree.
    const days = [
      '2026-03-01',
      '2025-01-01',
      '2026-05-01',
      '2025-07-01',
      '2026-01-01',
      '2024-12-31',
      '2026-05-01',
      '2025-02-02',
    ];
    for (const [i, day] of days.entries())
      await insertInvoice(ctx.app, { issued_on: day, member_name: i === 3 ? 'Asha' : `Ravi ${i}` });
    expect(await page('?q=RAVI')).toEqual({
      numbers: ['INV-00007', 'INV-00003', 'INV-00001', 'INV-00005', 'INV-00008'],
      total: 7,
    });
    expect(await page('?q=ravi&page=2')).toEqual({ numbers: ['INV-00002', 'INV-00006'], total: 7 });
    expect(await page('?q=ravi&page=3')).toEqual({ numbers: [], total: 7 });
    // With a filter beside it, the matches are gathered and sorted instead: the same answer.
    expect(await page('?q=ravi&from=1900-01-01')).toEqual({
      numbers: ['INV-00007', 'INV-00003', 'INV-00001', 'INV-00005', 'INV-00008'],
      total: 7,
    });
  });

  it('keeps totals right as invoices are issued through members', async () => {
    const plan = String(await ctx.members.addPlan('Gold', 90, 4500));
    await ctx.members.add({ ...sharedPhoneForm, plan, fee: '4500', paid: '4500' });
    await ctx.members.add({ ...sharedPhoneForm, name: 'Kabir', plan, fee: '4500', paid: '0' });
    expect(await page(`?status=paid&from=${today()}&to=${today()}`)).toEqual({
      numbers: ['INV-00001'],
      total: 1,
    });
    expect(await page('?status=pending')).toEqual({ numbers: ['INV-00002'], total: 1 });
    expect(await page('?q=kabir')).toEqual({ numbers: ['INV-00002'], total: 1 });
  });

  describe('one invoice as a PDF', () => {
    it('renders the invoice named, whichever member it belongs to, with or without the trailing slash', async () => {
      const plan = String(await ctx.members.addPlan('Gold Annual', 365, 150000));
      const id = (
        await ctx.members.add({ ...sharedPhoneForm, plan, fee: '150000', paid: '1500' })
      ).json().member_id as number;
      await ctx.members.update(id, { ...memberForm, plan, fee: '150000', paid: '150000' });
      for (const slash of ['/', '']) {
        const response = await ctx.invoices.pdf('INV-00001', slash);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename=invoice_INV-00001.pdf',
        );
        const text = await pdfText(response.rawPayload);
        for (const expected of [
          'Iron Temple',
          'Invoice INV-00001',
          'Member Asha Verma',
          'Total ₹1,50,000',
          'Paid ₹1,500',
          'Due ₹1,48,500',
          'Status Pending',
        ]) {
          expect(text).toContain(expected);
        }
      }
      // The member's latest invoice is the receipt; the first one is still the first one.
      const receipt = await pdfText((await ctx.invoices.pdf('INV-00002')).rawPayload);
      expect(receipt).toContain('Payment receipt INV-00002');
      expect(receipt).toContain('Status Paid');
    });

    it('still renders an invoice whose member was deleted', async () => {
      const plan = String(await ctx.members.addPlan('Gold', 90, 4500));
      const id = (
        await ctx.members.add({ ...sharedPhoneForm, plan, fee: '4500', paid: '4500' })
      ).json().member_id as number;
      await ctx.members.remove(id);
      expect((await ctx.invoices.pdf('INV-00001')).statusCode).toBe(200);
    });

    it('answers 404 for an unknown number and 400 for a malformed one', async () => {
      const unknown = await ctx.invoices.pdf('INV-00042');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 'failed', message: 'Invoice INV-00042 not found.' });
      for (const malformed of [
        'abc',
        'INV-1',
        'inv-00001',
        'INV-00001x',
        '42',
        `INV-${'1'.repeat(30)}`,
      ]) {
        const response = await ctx.invoices.pdf(malformed);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: 'failed',
          message: 'Invoice number is not valid',
        });
      }
    });
  });
});

// Refusals write nothing: one app serves them all.
describe('invoice history: refusals', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' }, 'all');

  it.each([
    ['?status=unpaid', 'Status must be one of: paid, pending'],
    ['?status=', 'Status must be one of: paid, pending'],
    [
      '?from=2025-02-30',
      'From must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31',
    ],
    ['?to=2026/01/01', 'To must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31'],
    [
      '?from=1899-12-31',
      'From must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31',
    ],
    ['?from=', 'From must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31'],
    ['?from=2026-02-01&to=2026-01-31', 'From must be on or before To.'],
    ['?page=0', 'Page must be at least 1'],
    ['?page_size=101', 'Page size must be at most 100'],
    ['?page=1e3', 'Page must be a whole number'],
    ['?q=a%00b', 'The search must not contain control characters'],
    [`?q=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
  ])(
    'refuses %s with 400 and a message, on the list and (but paging) the export',
    async (query, message) => {
      const paging = query.startsWith('?page');
      for (const response of paging
        ? [await ctx.invoices.list(query)]
        : [await ctx.invoices.list(query), await ctx.invoices.csv(query)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 'failed', message });
      }
    },
  );
});
