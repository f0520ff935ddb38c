import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  call,
  captureDownloads,
  csvRows,
  fakeAdmin,
  fakeRole,
  type SavedFile,
} from '@spotter/shared/testing';
import {
  currentStep,
  messySheet,
  renderImport,
  reviewSheet,
  uploadSheet,
} from './import-test-data';
import { paramsOf, paths, pathTo } from '@spotter/shared';

let saved: SavedFile[];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  saved = captureDownloads();
});
afterEach(() => jest.restoreAllMocks());

const counts = () =>
  Object.fromEntries(
    within(screen.getByLabelText('Counts'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const rowsShown = () =>
  within(screen.getByRole('table', { name: "The sheet's rows" }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openReview(...args: Parameters<typeof renderImport>) {
  const api = renderImport(...args);
  await uploadSheet();
  await reviewSheet();
  return api;
}

test('counts each outcome, says when dates were read day first, and lists every row with its details', async () => {
  await openReview();
  expect(counts()).toEqual({
    New: '1',
    Update: '1',
    Unchanged: '1',
    'Duplicate in file': '1',
    Error: '2',
  });
  expect(
    screen.getByText(
      'Dates that could be read either way, such as 03/04, were read day first (3 April).',
    ),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: "The sheet's rows" }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Row', 'Outcome', 'Name', 'Phone', 'Details']);
  expect(rowsShown()).toEqual([
    ['2', 'New', 'Member 1', '+91 98765 00001', ''],
    ['3', 'Update', 'Member 2', '+91 98765 00002', 'Plan: Silver → GoldPaid: 1,200 → 1,500'],
    ['4', 'Duplicate in file', 'Member 3', '+91 98765 00003', 'Same phone as row 2'],
    ['5', 'Error', 'Member 4', '+91 98765 00004', 'Plan "platinum" does not exist'],
    ['6', 'Unchanged', 'Member 5', '+91 98765 00005', ''],
    ['7', 'Error', 'Member 6', '+91 98765 00006', 'Paid amount cannot be more than the fee'],
  ]);
  // An update's changes, each as old → new on a line of its own; one branch names none.
  expect(screen.getByText('Plan: Silver → Gold')).toBeInTheDocument();
  expect(screen.getByText('Paid: 1,200 → 1,500')).toBeInTheDocument();
  expect(screen.queryByText(/^Branch:/)).toBeNull();
  expect(screen.queryByText(/New members join/)).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

test('no day-first note when no date could be read either way', async () => {
  const sheet = messySheet();
  await openReview({
    sheet: { ...sheet, review: (...args) => ({ ...sheet.review(...args), day_first: false }) },
  });
  expect(screen.queryByText(/read day first/)).toBeNull();
});

test('Show narrows the rows to one outcome; the rows come a page at a time', async () => {
  await openReview({ sheet: messySheet(30) });
  expect(rowsShown()).toHaveLength(10);
  expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(rowsShown()[0]![0]).toBe('12');
  const show = screen.getByRole('combobox', { name: 'Show' });
  expect(
    within(show)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All rows', 'New', 'Update', 'Unchanged', 'Duplicate in file', 'Error']);
  await userEvent.selectOptions(show, 'Error');
  expect(rowsShown().map((row) => row[0])).toEqual(['5', '7']);
  expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
  await userEvent.selectOptions(show, 'All rows');
  expect(rowsShown()).toHaveLength(25);
});

test('a filter with no rows says so', async () => {
  const sheet = messySheet(1);
  await openReview({ sheet });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Error');
  expect(screen.getByText('No rows to show.')).toBeInTheDocument();
});

test('Download errors saves the error rows as the sheet had them, each with its reason', async () => {
  const api = await openReview();
  await userEvent.click(screen.getByRole('button', { name: 'Download errors' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(api.calls.at(-1)).toEqual(call('GET', pathTo(paths.imports.errors, { id: 1 })));
  expect(saved[0]!.name).toBe('import-errors.csv');
  expect(csvRows(await saved[0]!.text)).toEqual([
    [
      'Member 4',
      '+91 98765 00004',
      'platinum',
      '03/04/2024',
      '1,500/-',
      'Plan "platinum" does not exist',
    ],
    [
      'Member 6',
      '+91 98765 00006',
      'Gold',
      '03/04/2024',
      '1,500/-',
      'Paid amount cannot be more than the fee',
    ],
  ]);
});

test('no Download errors when no row is an error', async () => {
  await openReview({ sheet: messySheet(1) });
  expect(counts().Error).toBe('0');
  expect(screen.queryByRole('button', { name: 'Download errors' })).toBeNull();
});

test('the missing plans are created with the durations typed, then the sheet is reviewed again', async () => {
  const api = await openReview();
  const section = screen.getByRole('region', { name: 'These plans do not exist yet:' });
  const platinum = within(section).getByRole('group', { name: 'platinum' });
  const duration = within(platinum).getByLabelText('Duration (days)');
  const create = screen.getByRole('button', { name: 'Create the missing plans' });

  await userEvent.click(create);
  expect(within(platinum).getByText('Duration is required')).toBeInTheDocument();
  await userEvent.type(duration, '0');
  await userEvent.click(create);
  expect(within(platinum).getByText('Duration must be at least 1 day')).toBeInTheDocument();
  expect(api.calls.filter((c) => paramsOf(paths.imports.plans, c.path))).toEqual([]);

  await userEvent.clear(duration);
  await userEvent.type(duration, '90');
  await userEvent.click(create);
  expect(await screen.findByRole('status')).toHaveTextContent('Created 1 plan.');
  await waitFor(() => expect(counts().New).toBe('2'));
  expect(counts().Error).toBe('1');
  expect(api.calls).toContainEqual(
    call('POST', pathTo(paths.imports.plans, { id: 1 }), {
      plans: [{ name: 'platinum', duration_days: 90 }],
    }),
  );
  expect(api.calls.filter((c) => c.path === pathTo(paths.imports.review, { id: 1 }))).toHaveLength(
    2,
  );
  expect(screen.queryByText('These plans do not exist yet:')).toBeNull();
  expect(api.db.plans.map((p) => [p.name, p.duration_days, p.price])).toContainEqual([
    'platinum',
    90,
    null,
  ]);
});

test("a refusal to create the plans shows the server's message", async () => {
  await openReview({}, (method, path) =>
    paramsOf(paths.imports.plans, path)
      ? { status: 409, body: { status: 'failed', message: 'A plan with this name already exists' } }
      : undefined,
  );
  await userEvent.type(screen.getByLabelText('Duration (days)'), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Create the missing plans' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A plan with this name already exists',
  );
  expect(counts().Error).toBe('2');
});

test('an account that may not add plans sees the unknown plan as an error, without the offer', async () => {
  await openReview({ auth: fakeAdmin(fakeRole('Front desk')) });
  expect(screen.queryByText('These plans do not exist yet:')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Create the missing plans' })).toBeNull();
  expect(screen.getByText('Plan "platinum" does not exist')).toBeInTheDocument();
});

test('Back returns to Match columns; Start import moves on to Import', async () => {
  await openReview();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(currentStep()).toBe('Match columns');
  await reviewSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
  expect(currentStep()).toBe('Import');
});
