import { IMPORT_FIELD_KEYS, type ImportField, type ImportMapping } from '../../schemas/imports';
import { readRow, type PlanRef } from './row';

const GOLD: PlanRef = { id: 1, name: 'Gold  Monthly', price: 1500 };
const context = { plans: new Map([['gold monthly', GOLD]]), today: '2026-11-26' };

/** Every field in its own column, in IMPORT_FIELDS order. */
const MAPPING = Object.fromEntries(IMPORT_FIELD_KEYS.map((field, column) => [field, column]));

const row = (cells: Partial<Record<ImportField, string>>) =>
  IMPORT_FIELD_KEYS.map((field) => cells[field] ?? '');

const ASHA = { name: 'Asha', phone: '+91 98765 43210' };

describe('readRow', () => {
  it('reads every field a row gives, by the rules of adding a member', () => {
    const cells = row({
      name: 'Asha Rao',
      phone: '+91 98765-43210',
      email: 'asha@example.com',
      plan: 'GOLD monthly',
      joining_date: '31/01/2024',
      fee: '₹1,500',
      paid: '1,000/-',
      status: 'inactive',
      age: '29',
      weight: '61.5',
      blood_group: 'b +ve',
      location: 'Pune',
      profession: '=Engineer',
    });
    expect(readRow(cells, MAPPING, context)).toEqual({
      ok: true,
      ambiguousDate: false,
      values: {
        name: 'Asha Rao',
        phone: '9876543210',
        email: 'asha@example.com',
        plan: GOLD,
        joining_date: '2024-01-31',
        fee: 1500,
        paid: 1000,
        status: 'Inactive',
        age: 29,
        weight: 61.5,
        blood_group: 'B+',
        location: 'Pune',
        profession: '=Engineer',
      },
    });
  });

  it('gives only what the cells hold: empty cells and unmapped columns give nothing', () => {
    const mapping: ImportMapping = { name: 2, phone: 0, plan: null, fee: 5 };
    const cells = ['98765 43210', 'ignored', ' Ravi ', '', '', ''];
    expect(readRow(cells, mapping, context)).toEqual({
      ok: true,
      ambiguousDate: false,
      values: { name: 'Ravi', phone: '9876543210' },
    });
  });

  it('keeps formula text as the name, never its result', () => {
    const read = readRow(row({ ...ASHA, name: '=HYPERLINK("x","Asha")' }), MAPPING, context);
    expect(read).toMatchObject({ ok: true, values: { name: '=HYPERLINK("x","Asha")' } });
  });

  it('marks a row whose date reads either way, read day first', () => {
    expect(readRow(row({ ...ASHA, joining_date: '03/04/2024' }), MAPPING, context)).toMatchObject({
      ok: true,
      ambiguousDate: true,
      values: { joining_date: '2024-04-03' },
    });
  });

  it.each<[string, Partial<Record<ImportField, string>>, string]>([
    ['no name', { name: '' }, 'Name and Phone number are required!'],
    ['no phone', { phone: '' }, 'Name and Phone number are required!'],
    ['a name of hidden characters', { name: '\u200B' }, 'Name must not be blank'],
    [
      'a name that turns the text around',
      { name: 'Asha\u202E' },
      'Name must not contain hidden characters that change the text direction',
    ],
    ['a name over two lines', { name: 'Asha\nRao' }, 'Name must not contain control characters'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['a 201-character name', { name: 'x'.repeat(201) }, 'Name must be at most 100 characters'],
    [
      'a phone with letters',
      { phone: '98765abc12' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a 6-digit phone',
      { phone: '123456' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    ['an e-mail without @', { email: 'asha.example.com' }, 'E-mail must be a valid e-mail address'],
    [
      'a date that is not a day',
      { joining_date: '31/02/2024' },
      'Joining date must be a real date, such as 31/01/2024',
    ],
    [
      'a date in words',
      { joining_date: 'last week' },
      'Joining date must be a real date, such as 31/01/2024',
    ],
    [
      'paise in the fee',
      { fee: '1500.50' },
      'Fee must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a paid amount in words',
      { paid: 'half' },
      'Paid amount must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'paid over the fee',
      { fee: '1000', paid: '1,500' },
      'Paid amount cannot be more than the fee',
    ],
    ['a status of Expired', { status: 'Expired' }, 'Status must be Active or Inactive'],
    ['an age of 121', { age: '121' }, 'Age must be a whole number from 0 to 120'],
    ['a fractional age', { age: '30.5' }, 'Age must be a whole number from 0 to 120'],
    ['a weight of 501', { weight: '501' }, 'Weight must be a number from 0 to 500'],
    [
      'an unknown blood group',
      { blood_group: 'C+' },
      'Blood group must be one of: A+, A-, B+, B-, AB+, AB-, O+, O-',
    ],
    [
      'a 201-character location',
      { location: 'x'.repeat(201) },
      'Location must be at most 200 characters',
    ],
    [
      'a control character in the profession',
      { profession: 'Coach\u0007' },
      'Profession must not contain control characters',
    ],
  ])('refuses a row with %s', (_, cells, reason) => {
    const read = readRow(row({ ...ASHA, plan: 'Gold Monthly', ...cells }), MAPPING, context);
    expect(read).toMatchObject({ ok: false, reason, ambiguousDate: false });
    expect(read).not.toHaveProperty('missingPlan');
  });

  it('gives a refused row its name as written and its phone as the key when it is one', () => {
    expect(readRow(row({ ...ASHA, age: 'old' }), MAPPING, context)).toMatchObject({
      ok: false,
      name: 'Asha',
      phone: '9876543210',
    });
    expect(readRow(row({ ...ASHA, phone: '12-34' }), MAPPING, context)).toMatchObject({
      ok: false,
      phone: '12-34',
    });
  });

  it('names a plan no plan has, as written, when it is the row’s only fault', () => {
    const read = readRow(
      row({ ...ASHA, plan: ' Platinum  ', joining_date: '1/2/2024' }),
      MAPPING,
      context,
    );
    expect(read).toEqual({
      ok: false,
      name: 'Asha',
      phone: '9876543210',
      reason: 'Plan "Platinum" does not exist',
      missingPlan: 'Platinum',
      ambiguousDate: true,
    });
  });

  it('gives another fault first: creating the plan would not mend that row', () => {
    const read = readRow(row({ ...ASHA, plan: 'Platinum', age: '200' }), MAPPING, context);
    expect(read).toMatchObject({ ok: false, reason: 'Age must be a whole number from 0 to 120' });
    expect(read).not.toHaveProperty('missingPlan');
  });
});
