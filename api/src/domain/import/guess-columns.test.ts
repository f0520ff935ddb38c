import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, type ImportField } from '../../schemas/imports';
import { guessMapping, isHeaderRow } from './guess-columns';

/** The fields the guess fed, each with the header of the column it chose. */
function guessed(columns: string[]) {
  const mapping = guessMapping(columns);
  expect(Object.keys(mapping).sort()).toEqual([...IMPORT_FIELD_KEYS].sort());
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, column]) => column !== null)
      .map(([field, column]) => [field, columns[column!]]),
  );
}

describe('guessMapping', () => {
  it("matches our own export's headers, every field", () => {
    const columns = Object.values(IMPORT_FIELDS);
    const mapping = guessMapping(columns);
    IMPORT_FIELD_KEYS.forEach((field, column) => expect(mapping[field]).toBe(column));
  });

  it.each<[string, ImportField]>([
    ['Mobile', 'phone'],
    ['Contact no', 'phone'],
    ['Mobile No.', 'phone'],
    ['PHONE NUMBER', 'phone'],
    ["Member's mobile", 'phone'],
    ['WhatsApp', 'phone'],
    ['DOJ', 'joining_date'],
    ['Start date', 'joining_date'],
    ['Date of joining', 'joining_date'],
    ['Joining Date (DD/MM/YYYY)', 'joining_date'],
    ['Full name', 'name'],
    ['Member Name', 'name'],
    ['Email ID', 'email'],
    ['e-mail', 'email'],
    ['Membership', 'plan'],
    ['Package', 'plan'],
    ['Fees', 'fee'],
    ['Fee (₹)', 'fee'],
    ['Amount paid', 'paid'],
    ['Fee paid', 'paid'],
    ['Blood', 'blood_group'],
    ['Weight (kg)', 'weight'],
    ['Address', 'location'],
    ['Occupation', 'profession'],
  ])('guesses %s is %s', (header, field) => {
    expect(guessed(['Serial', header])).toEqual({ [field]: header });
  });

  it('reads a typical hand-made sheet', () => {
    expect(
      guessed(['S.No', 'Member Name', 'Contact no', 'DOJ', 'Plan', 'Fees', 'Paid', 'Remarks']),
    ).toEqual({
      name: 'Member Name',
      phone: 'Contact no',
      joining_date: 'DOJ',
      plan: 'Plan',
      fee: 'Fees',
      paid: 'Paid',
    });
  });

  it('feeds each field from one column and each column to one field, the leftmost first', () => {
    expect(guessed(['Mobile', 'Phone', 'Plan name', 'Name'])).toEqual({
      phone: 'Mobile',
      plan: 'Plan name',
      name: 'Name',
    });
  });

  it('prefers a header that is a name of the field to one that only holds one of its words', () => {
    expect(guessed(['Emergency contact', 'Phone'])).toEqual({ phone: 'Phone' });
  });

  it('guesses nothing for headers it does not know', () => {
    expect(guessed(['Column 1', 'Remarks', 'Locker'])).toEqual({});
  });
});

describe('isHeaderRow', () => {
  it.each([
    [['Member name', 'Mobile', 'Plan'], true],
    [['Name', 'Contact no'], true],
    [['Iron Temple members, Nov 2026'], false],
    [['Member contact list'], false],
    [['Asha', '9876543210', 'Gold'], false],
  ])('%j: %s', (cells, header) => {
    expect(isHeaderRow(cells)).toBe(header);
  });
});
