import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call } from '@spotter/shared/testing';
import {
  COLUMNS,
  currentStep,
  messySheet,
  renderImport,
  reviewSheet,
  uploadSheet,
} from './import-test-data';
import { paths, pathTo } from '@spotter/shared';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const FIELDS = [
  'Name',
  'Phone',
  'E-mail',
  'Plan',
  'Joining date',
  'Fee',
  'Paid',
  'Status',
  'Age',
  'Weight',
  'Blood group',
  'Location',
  'Profession',
];
const select = (label: string) => screen.getByRole('combobox', { name: label });
const chosen = (label: string) =>
  within(select(label)).getByRole<HTMLOptionElement>('option', {
    selected: true,
  }).textContent;

test('a select for each field, Name and Phone required, offering "Not in the file" and every column, the guess chosen', async () => {
  renderImport();
  await uploadSheet();
  expect(
    screen.getAllByRole('combobox').map((s) => (s as HTMLSelectElement).labels[0]?.textContent),
  ).toEqual(FIELDS);
  expect(select('Name')).toBeRequired();
  expect(select('Phone')).toBeRequired();
  expect(select('E-mail')).not.toBeRequired();
  expect(
    within(select('Plan'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Not in the file', ...COLUMNS]);
  expect(FIELDS.map(chosen)).toEqual([
    'Full name',
    'Mobile',
    'Not in the file',
    'Membership',
    'DOJ',
    'Not in the file',
    'Paid',
    ...Array(6).fill('Not in the file'),
  ]);
  expect(screen.getByText('members.csv: 6 rows')).toBeInTheDocument();
});

test('the first rows of the file are shown under its own headers', async () => {
  renderImport();
  await uploadSheet();
  const table = screen.getByRole('table', { name: 'The first rows of members.csv' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(COLUMNS);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(5);
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Member 1', '+91 98765 00001', 'Gold', '03/04/2024', '1,500/-']);
});

test('Review sends the columns as matched, changed or left out, and shows the Review step', async () => {
  const api = renderImport();
  await uploadSheet();
  await userEvent.selectOptions(select('Fee'), 'Paid');
  await userEvent.selectOptions(select('Paid'), 'Not in the file');
  await reviewSheet();
  expect(api.calls).toContainEqual(
    call('POST', pathTo(paths.imports.review, { id: 1 }), {
      mapping: {
        name: 0,
        phone: 1,
        email: null,
        plan: 2,
        joining_date: 3,
        fee: 4,
        paid: null,
        status: null,
        age: null,
        weight: null,
        blood_group: null,
        location: null,
        profession: null,
      },
      other_branches: false,
      shared_phones: false,
    }),
  );
  expect(currentStep()).toBe('Review');
  // Back keeps the columns as they were matched.
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(chosen('Fee')).toBe('Paid');
  expect(chosen('Paid')).toBe('Not in the file');
});

test("without Name or Phone the server's refusal shows in an alert, on the same step", async () => {
  renderImport();
  await uploadSheet();
  await userEvent.selectOptions(select('Phone'), 'Not in the file');
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Match a column to Name and to Phone.',
  );
  expect(currentStep()).toBe('Match columns');
});

test('Choose another file goes back to Upload, and a new upload starts from its own guess', async () => {
  const api = renderImport();
  await uploadSheet();
  await userEvent.selectOptions(select('Name'), 'Not in the file');
  await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
  expect(currentStep()).toBe('Upload');
  expect(screen.getByRole('heading', { level: 2, name: 'Upload' })).toHaveFocus();
  await uploadSheet();
  expect(
    api.calls.filter((c) => c.method === 'POST' && c.path.startsWith(`${paths.imports.upload}?`)),
  ).toHaveLength(2);
  expect(chosen('Name')).toBe('Full name');
});

test('works from the keyboard: Tab reaches the header row, every select, the preview (to scroll it), then Choose another file and Review', async () => {
  renderImport();
  await uploadSheet();
  await userEvent.tab();
  expect(screen.getByRole('spinbutton', { name: 'Header is on row' })).toHaveFocus();
  for (const field of FIELDS) {
    await userEvent.tab();
    expect(select(field)).toHaveFocus();
  }
  await userEvent.tab();
  expect(screen.getByRole('region', { name: 'The first rows of members.csv' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Choose another file' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Review' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
});

/** A sheet with a title and a note above its header, which the upload took for row 1. */
const titledSheet = () => {
  const sheet = messySheet();
  return {
    ...sheet,
    columns: ['Iron Temple members, Nov 2026', 'Column 2'],
    rows: [['Exported from GymSoft', ''], ...sheet.rows.map((r) => r.slice(0, 2))],
    lines: [
      ['Iron Temple members, Nov 2026'],
      ['Exported from GymSoft'],
      [],
      COLUMNS,
      ...sheet.rows,
    ],
    mapping: {},
  };
};

test('Header is on row shows the row the upload took; another row reads the sheet again and guesses again', async () => {
  const api = renderImport({ sheet: titledSheet() });
  await uploadSheet();
  const header = screen.getByRole('spinbutton', { name: 'Header is on row' });
  expect(header).toHaveValue(1);
  expect(chosen('Paid')).toBe('Not in the file');
  await userEvent.clear(header);
  await userEvent.type(header, '4{Enter}');
  expect(await screen.findByText('members.csv: 6 rows')).toBeInTheDocument();
  expect(api.calls).toContainEqual(
    call('POST', pathTo(paths.imports.header, { id: 1 }), { header_row: 4 }),
  );
  // The columns as guessed again by the API (the fake guesses a field's own label).
  expect(chosen('Paid')).toBe('Paid');
  const table = screen.getByRole('table', { name: 'The first rows of members.csv' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(COLUMNS);
  expect(currentStep()).toBe('Match columns');
});

test('a header row without text is refused beside the field, and the columns stay as they were', async () => {
  renderImport({ sheet: titledSheet() });
  await uploadSheet();
  const header = screen.getByRole('spinbutton', { name: 'Header is on row' });
  await userEvent.clear(header);
  await userEvent.type(header, '3');
  await userEvent.tab();
  expect(
    await screen.findByText(
      'Row 3 of the sheet is empty. Choose the row that holds the column names.',
    ),
  ).toBeInTheDocument();
  expect(header).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('members.csv: 7 rows')).toBeInTheDocument();
});
