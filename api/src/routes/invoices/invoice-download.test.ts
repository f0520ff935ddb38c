import { branchesClient } from '../../testing/branches-client';
import { memberForm } from '../../testing/members-client';
import { today } from '../../domain/dates';
import { rupees } from '../../domain/money';
import { useSignedInApp } from '../../testing/signed-in-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const pdfText = async (body: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

describe('invoice download', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  let form: typeof memberForm;

  beforeEach(async () => {
    form = {
      ...memberForm,
      plan: String(await ctx.members.addPlan('Gold Annual', 365, 150000)),
      fee: '150000',
      paid: '1500',
    };
  });

  it('sends the latest invoice as a PDF attachment named after the member id', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    const response = await ctx.members.invoice(member_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=invoice_${member_id}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    const issued = new Date(`${today()}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const expected of [
      'Iron Temple',
      'Invoice INV-00001',
      `Date: ${issued}`,
      'Member Asha Verma',
      'Phone 9812345678',
      'Plan Gold Annual (365 days)',
      'Membership period 10 Jan 2026 to 10 Jan 2027',
      'Total ₹1,50,000',
      'Paid ₹1,500',
      'Due ₹1,48,500',
      'Status Pending',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('sends the payment receipt once the member has paid in full, marked Paid, with or without the trailing slash', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    await ctx.members.update(member_id, { ...form, paid: '150000' });
    for (const slash of ['/', '']) {
      const text = await pdfText((await ctx.members.invoice(member_id, slash)).rawPayload);
      expect(text).toContain('Payment receipt INV-00002');
      expect(text).toContain('Total ₹1,48,500');
      expect(text).toContain('Paid ₹1,48,500');
      expect(text).toContain('Due ₹0');
      expect(text).toContain('Status Paid');
      expect(text).not.toContain('Pending');
    }
  });

  it('answers 404 with a message for an unknown member or a deleted one, and 400 for a malformed id', async () => {
    const unknown = await ctx.members.invoice(999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'failed', message: 'Member 999 not found.' });

    const { member_id } = (await ctx.members.add(form)).json();
    await ctx.members.remove(member_id);
    expect((await ctx.members.invoice(member_id)).json()).toEqual({
      status: 'failed',
      message: `Member ${member_id} not found.`,
    });
    expect((await ctx.members.invoice('abc')).statusCode).toBe(400);
  });

  it('answers 404 for a member without any invoice', async () => {
    const { member_id } = (await ctx.members.add(form)).json();
    await ctx.app.db.deleteFrom('invoices').execute();
    const response = await ctx.members.invoice(member_id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'failed',
      message: `Member ${member_id} has no invoice yet.`,
    });
  });
});

describe('invoice download with branches', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  let plan: string;

  beforeEach(async () => {
    plan = String(await ctx.members.addPlan('Gold Annual', 365, 150000));
    const gym = { name: 'Iron Temple', address: 'MG Road, Pune', phone: '9800000000' };
    expect((await ctx.send('POST', '/members/gym_details', gym)).statusCode).toBe(200);
  });

  const add = async (fields: Record<string, string> = {}) => {
    const response = await ctx.members.add({ ...memberForm, plan, fee: '150000', ...fields });
    expect(response.statusCode).toBe(201);
    return response.json() as { member_id: number; invoice_number: string };
  };
  /** The PDF's first lines: the letterhead, then the invoice's title. */
  const heading = async (body: Buffer) => {
    const lines = (await pdfText(body)).split('\n');
    return lines.slice(0, lines.findIndex((line) => line.includes('INV-')) + 1);
  };

  it('prints the gym’s name, address and phone with one branch, as it always has', async () => {
    const { member_id } = await add();
    const pdf = (await ctx.members.invoice(member_id)).rawPayload;
    expect(await heading(pdf)).toEqual([
      'Iron Temple',
      'MG Road, Pune',
      'Phone: 9800000000',
      'Invoice INV-00001',
    ]);
    // Branch 1, as a fresh installation names it, is not printed.
    expect(await pdfText(pdf)).not.toContain('Main branch');
  });

  it('prints, with two branches, the issuing branch’s name, address and phone under the gym’s name (the gym’s where it has none), from both downloads', async () => {
    const branches = branchesClient(ctx.app, ctx.cookie);
    const baner = await branches.add('Baner', {
      address: 'Baner Road, Pune',
      phone: '9800000002',
    });
    const asha = await add({ home_branch: String(baner) });
    const ravi = await add({ name: 'Ravi', phone: '9800000003' });
    const banerHeading = [
      'Iron Temple',
      'Baner',
      'Baner Road, Pune',
      'Phone: 9800000002',
      'Invoice INV-00001',
    ];
    // Asha's invoice is Baner's: downloaded there.
    const atBaner = `/?branch=${baner}`;
    expect(await heading((await ctx.members.invoice(asha.member_id, atBaner)).rawPayload)).toEqual(
      banerHeading,
    );
    expect(
      await heading((await ctx.invoices.pdf(asha.invoice_number, atBaner)).rawPayload),
    ).toEqual(banerHeading);
    // Branch 1 took the gym's details when they were saved: the name is printed once.
    expect(await heading((await ctx.invoices.pdf(ravi.invoice_number)).rawPayload)).toEqual([
      'Iron Temple',
      'MG Road, Pune',
      'Phone: 9800000000',
      'Invoice INV-00002',
    ]);
    // Renamed, and left without an address or phone of its own: the gym's are printed under its
    // name.
    const renamed = { name: 'Koregaon Park', address: '', phone: '' };
    expect((await ctx.send('POST', '/branches/edit_branch/1', renamed)).statusCode).toBe(200);
    expect(await heading((await ctx.invoices.pdf(ravi.invoice_number)).rawPayload)).toEqual([
      'Iron Temple',
      'Koregaon Park',
      'MG Road, Pune',
      'Phone: 9800000000',
      'Invoice INV-00002',
    ]);
  });
});

describe('rupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1500, '₹1,500'],
    [150000, '₹1,50,000'],
    [10000000, '₹1,00,00,000'],
  ])('writes %i rupees as %s', (amount, text) => {
    expect(rupees(amount)).toBe(text);
  });
});
