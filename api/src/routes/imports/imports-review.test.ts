import { paidLoweredMessage } from '../../domain/membership';
import { phoneOfDeletedMessage } from '../../domain/trash';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import { importsClient } from '../../testing/imports-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('POST /imports/:id/review: the dry run', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);

  const HEADER = ['Name', 'Phone', 'Plan', 'Joining date', 'Fee', 'Paid', 'Status', 'Location'];
  const row = (name: string, phone: string, cells: Partial<Record<string, string>> = {}) =>
    HEADER.map((header, i) => (i === 0 ? name : i === 1 ? phone : (cells[header] ?? '')));

  /** Members the rows below meet: Asha and Bina (in Pune), Chetan (paid 500), Dev deleted, two sharing a number. */
  async function gym() {
    const monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    const add = (name: string, phone: string, paid = '0', shares_phone = 'false') =>
      imports().member(monthly, { name, phone, paid, shares_phone });
    await add('Asha Verma', '+919812345678');
    await add('Bina', '9800000001');
    await add('Chetan', '9800000002', '500');
    await ctx.members.remove(await add('Dev', '9844444444'));
    await add('Twin One', '+919855555555');
    await add('Twin Two', '09855555555', '0', 'true');
    return { monthly };
  }

  const SHEET = [
    HEADER,
    row('Ravi', '+91 98765-43210', {
      Plan: ' monthly ',
      'Joining date': '03/04/2026',
      Fee: '₹1,500',
      Paid: '500',
    }),
    row('Asha Verma', '098123 45678', { Location: 'Mumbai', Fee: '2,000/-' }),
    row('Bina', '(98000) 00001', { Location: 'Pune' }),
    row('Ravi Again', '09876 543210', { Plan: 'Monthly' }),
    row('Kiran', '9811111111', { Plan: 'Monthly', Fee: '1000', Paid: '2000' }),
    row('Meena', '9822222222', { Plan: 'Platinum' }),
    row('Nisha', '9833333333'),
    row('Chetan', '9800000002', { Paid: '100' }),
    row('Dev Again', '9844444444', { Plan: 'Monthly' }),
    row('Twin', '9855555555', { Plan: 'Monthly' }),
    row('=HYPERLINK("http://x","Om")', '9866666666', { Plan: 'Monthly', Status: 'inactive' }),
    row('Bad Date', '9877777777', { Plan: 'Monthly', 'Joining date': '31/02/2026' }),
  ];

  it('says what each row would do, with counts, reasons, missing plans and dates read day first', async () => {
    await gym();
    const upload = await imports().uploaded(SHEET);
    const before = await tableFingerprints(ctx.app);
    const response = await imports().review(upload.import_id, upload.mapping);
    expect(response.statusCode).toBe(200);
    const review = response.json();
    expect(review.counts).toEqual({
      new: 2,
      shared: 0,
      update: 1,
      unchanged: 1,
      other_branch: 0,
      duplicate: 1,
      error: 7,
    });
    expect(review.branch).toEqual({ id: 1, name: expect.any(String) });
    expect(review.other_branches).toBe(false);
    expect(review.day_first).toBe(true);
    expect(review.missing_plans).toEqual(['Platinum']);
    const seen = review.rows.map(
      (r: {
        row: number;
        outcome: string;
        name: string;
        changes: string[];
        reason: string | null;
      }) => [r.row, r.outcome, r.name, r.outcome === 'update' ? r.changes : r.reason],
    );
    expect(seen).toEqual([
      [2, 'new', 'Ravi', null],
      [3, 'update', 'Asha Verma', ['Fee', 'Location']],
      [4, 'unchanged', 'Bina', null],
      [5, 'duplicate', 'Ravi Again', 'Same phone as row 2'],
      [6, 'error', 'Kiran', 'Paid amount cannot be more than the fee'],
      [7, 'error', 'Meena', 'Plan "Platinum" does not exist'],
      [8, 'error', 'Nisha', 'Plan is required for a new member'],
      [9, 'error', 'Chetan', paidLoweredMessage(500)],
      [10, 'error', 'Dev Again', phoneOfDeletedMessage('Dev')],
      [11, 'error', 'Twin', '2 members have this phone number; update them by hand'],
      // Formula text is a name like any other: kept as written, never run.
      [12, 'new', '=HYPERLINK("http://x","Om")', null],
      [13, 'error', 'Bad Date', 'Joining date must be a real date, such as 31/01/2024'],
    ]);
    expect(review.rows[0]).toMatchObject({ phone: '9876543210', member_id: null });
    // A duplicate's phone is shown as the number it repeats, however it was written.
    expect(review.rows[3]).toMatchObject({ phone: '9876543210', member_id: null });
    expect(review.rows[1].member_id).toEqual(expect.any(Number));
    // An update shows each change as old → new, and the member's branch.
    expect(review.rows[1]).toMatchObject({
      changed: [
        { label: 'Fee', from: '1,500', to: '2,000' },
        { label: 'Location', from: 'Pune', to: 'Mumbai' },
      ],
      branch: review.branch.name,
    });
    // Nothing written but the mapping the review used.
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual(['imports']);
    expect((await imports().status(upload.import_id)).json().state).toBe('reviewed');
  });

  it('downloads the Error rows in the sheet’s own columns with their reason, before and after the run', async () => {
    await gym();
    const { id } = await imports().reviewed([
      HEADER,
      row('Ravi', '9876543210', { Plan: 'Monthly' }),
      row('Kiran', '9811111111', { Plan: 'Monthly', Fee: '1000', Paid: '2000' }),
      row('=cmd', '12'),
    ]);
    const expected = [
      `\uFEFF${HEADER.join(',')},Error`,
      'Kiran,9811111111,Monthly,,1000,2000,,,Paid amount cannot be more than the fee',
      '\'=cmd,12,,,,,,,"Phone number must be 7 to 15 digits, optionally starting with +"',
      '',
    ];
    const before = await imports().errors(id);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-disposition']).toBe('attachment; filename=members-errors.csv');
    expect(before.body.split('\r\n')).toEqual(expected);
    await imports().runAll(id);
    expect((await imports().errors(id)).body.split('\r\n')).toEqual(expected);
  });

  it('creates the missing plans in one go, after which their rows are New', async () => {
    await gym();
    const { id, upload, review } = await imports().reviewed([
      HEADER,
      row('Meena', '9822222222', { Plan: 'Platinum' }),
      row('Om', '9866666666', { Plan: 'gold  star' }),
    ]);
    expect(review.missing_plans).toEqual(['Platinum', 'gold  star']);
    const created = await imports().plans(id, [
      { name: 'Platinum', duration_days: 90 },
      { name: 'Gold Star', duration_days: 365 },
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ status: 'success', message: 'Created 2 plans.', created: 2 });
    const plans = await ctx.app.db
      .selectFrom('plans')
      .select(['name', 'duration_days', 'price'])
      .where('name', '!=', 'Monthly')
      .orderBy('id')
      .execute();
    expect(plans).toEqual([
      { name: 'Platinum', duration_days: 90, price: null },
      { name: 'Gold Star', duration_days: 365, price: null },
    ]);
    const again = await imports().review(id, upload.mapping);
    expect(again.json().counts).toMatchObject({ new: 2, error: 0 });
  });

  it('creates none of the plans when one of them exists already (409)', async () => {
    await gym();
    const { id } = await imports().reviewed([
      HEADER,
      row('Meena', '9822222222', { Plan: 'Platinum' }),
    ]);
    const response = await imports().plans(id, [
      { name: 'Platinum', duration_days: 90 },
      { name: 'MONTHLY', duration_days: 30 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A plan named "MONTHLY" already exists.');
    expect(await ctx.app.db.selectFrom('plans').select('name').execute()).toEqual([
      { name: 'Monthly' },
    ]);
  });

  it('refuses a mapping without Name or Phone, or naming a column the sheet lacks', async () => {
    const upload = await imports().uploaded([HEADER, row('Ravi', '9876543210')]);
    const refused = await imports().review(upload.import_id, { ...upload.mapping, phone: null });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      IMPORT_MESSAGES.requiredColumns,
    ]);
    const beyond = await imports().review(upload.import_id, { ...upload.mapping, email: 12 });
    expect(beyond.statusCode).toBe(400);
    expect((await imports().status(upload.import_id)).json().state).toBe('uploaded');
  });
});
