import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  captureDownloads,
  csvRows,
  fakeAdmin,
  fakeApi,
  fakeInvoicesApi,
  fakeRole,
  renderRoutes,
  sampleInvoice,
  sampleInvoices,
  type SavedFile,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const location = () => screen.getByTestId('location').textContent;
// user-event cannot type into a date input in jsdom; a change event is what the browser's picker sends.
const pickDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const listCalls = (api: ReturnType<typeof fakeInvoicesApi>) =>
  api.calls.filter((c) => c.path.startsWith(paths.invoices.list)).map((c) => c.path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists invoices newest first: number, member, date issued, ₹ amount, paid and due, who received it, Paid or Pending, and a Download', async () => {
  fakeInvoicesApi([
    sampleInvoice(1, {
      member: 'Asha Verma',
      date: '2026-01-10',
      total_amount: 150000,
      paid_amount: 1500,
      due_amount: 148500,
      // From before the trail: nobody is named.
      received_by: null,
    }),
    sampleInvoice(2, {
      member: 'Ravi Kumar',
      date: '2026-02-01',
      total_amount: 4500,
      due_amount: 0,
    }),
  ]);
  renderSection('/invoice');
  expect(screen.getByRole('heading', { level: 1, name: 'Invoice History' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download All' })).toBeEnabled();
  expect(columnHeaders()).toEqual([
    'Invoice',
    'User Name',
    'Date',
    'Amount',
    'Paid',
    'Due',
    'Received by',
    'Status',
    'Action',
  ]);
  await screen.findByText('Ravi Kumar');
  // The Owner may void: each row's menu (⋯) beside Download.
  expect(bodyRows().map(cellsOf)).toEqual([
    [
      'INV-00002',
      'Ravi Kumar',
      '1 Feb 2026',
      '₹4,500',
      '₹4,500',
      '₹0',
      'Gym Owner',
      'Paid',
      'Download⋯',
    ],
    [
      'INV-00001',
      'Asha Verma',
      '10 Jan 2026',
      '₹1,50,000',
      '₹1,500',
      '₹1,48,500',
      '—',
      'Pending',
      'Download⋯',
    ],
  ]);
  expect(screen.getByRole('button', { name: 'Download INV-00001' })).toBeInTheDocument();
});

test('an invoice an import issued for money paid before Spotter is tagged Imported beside its number', async () => {
  fakeInvoicesApi([
    sampleInvoice(1, { member: 'Asha Verma', imported: true }),
    sampleInvoice(2, { member: 'Ravi Kumar', imported: false }),
  ]);
  renderSection('/invoice');
  const asha = (await screen.findByRole('cell', { name: 'Asha Verma' })).closest('tr')!;
  expect(cellsOf(asha)[0]).toBe('INV-00001Imported');
  expect(within(asha).getByText('Imported')).toBeInTheDocument();
  const ravi = screen.getByRole('cell', { name: 'Ravi Kumar' }).closest('tr')!;
  expect(cellsOf(ravi)[0]).toBe('INV-00002');
});

test('an invoice whose due a renewal carried reads Carried to its number, owes nothing, and is neither Paid nor Pending', async () => {
  fakeInvoicesApi([
    sampleInvoice(1, {
      member: 'Asha Verma',
      total_amount: 1500,
      paid_amount: 1250,
      due_amount: 0,
      carried_to: 'INV-00003',
      voidable: false,
    }),
    sampleInvoice(2, { member: 'Ravi Kumar', due_amount: 0 }),
    sampleInvoice(3, { member: 'Asha Verma', kind: 'renewal', due_amount: 250 }),
  ]);
  renderSection('/invoice');
  const carried = (await screen.findByRole('cell', { name: 'INV-00001' })).closest('tr')!;
  expect(cellsOf(carried).slice(0, 7)).toEqual([
    'INV-00001',
    'Asha Verma',
    '1 Jan 2026',
    '₹1,500',
    '₹1,250',
    '₹0',
    'Gym Owner',
  ]);
  expect(within(carried).getByText('Carried to INV-00003')).toBeInTheDocument();
  expect(within(carried).queryByText('Pending')).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(cellsOf(bodyRows()[0]!)[0]).toBe('INV-00003');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(cellsOf(bodyRows()[0]!)[0]).toBe('INV-00002');
});

test.each([
  ['Front desk', false],
  ['Accountant', true],
] as const)(
  'a %s downloads each invoice; Download All only with the export permission',
  async (role, exports) => {
    fakeApi({ auth: fakeAdmin(fakeRole(role)), invoices: sampleInvoices(1) });
    renderSection('/invoice');
    expect(await screen.findByRole('button', { name: 'Download INV-00001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download All' }) !== null).toBe(exports);
  },
);

test('shows Loading... until the first page arrives', async () => {
  let release: () => void = () => {};
  const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  fakeInvoicesApi(sampleInvoices(2), () => gate);
  renderSection('/invoice');
  expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
  release();
  expect(await screen.findByText('Member 02')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).toBeNull();
});

test('pages on the server, 5 by default, kept in the URL', async () => {
  const api = fakeInvoicesApi(sampleInvoices(12));
  renderSection('/invoice');
  await screen.findByText('Member 12');
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Member 07')).toBeInTheDocument();
  expect(location()).toBe('/invoice?page=2');
  expect(listCalls(api)).toEqual([
    `${paths.invoices.list}?page=1&page_size=5`,
    `${paths.invoices.list}?page=2&page_size=5`,
  ]);
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
  await waitFor(() => expect(bodyRows()).toHaveLength(12));
});

test('search, status and dates go to the server, reach the URL and go back to page 1', async () => {
  const api = fakeInvoicesApi([
    ...sampleInvoices(8),
    sampleInvoice(9, { member: 'Zoya Khan', date: '2026-03-05', due_amount: 0 }),
    sampleInvoice(10, { member: 'Zoya Khan', date: '2026-03-20', due_amount: 900 }),
  ]);
  renderSection('/invoice?page=2');
  await screen.findByText('Member 05');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'zoya');
  // Waited for: a pause after "zoy" that outlasts the debounce finds the same two invoices.
  await waitFor(() => expect(location()).toBe('/invoice?q=zoya'));
  await waitFor(() => expect(bodyRows()).toHaveLength(2));

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(cellsOf(bodyRows()[0]!)).toEqual([
    'INV-00010',
    'Zoya Khan',
    '20 Mar 2026',
    '₹4,500',
    '₹4,500',
    '₹900',
    'Gym Owner',
    'Pending',
    'Download⋯',
  ]);
  expect(location()).toBe('/invoice?q=zoya&status=pending');

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'All');
  pickDate('From', '2026-03-01');
  await waitFor(() => expect(location()).toBe('/invoice?q=zoya&from=2026-03-01'));
  pickDate('To', '2026-03-10');
  await waitFor(() => expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['INV-00009']));
  expect(location()).toBe('/invoice?q=zoya&from=2026-03-01&to=2026-03-10');
  expect(listCalls(api)).toContain(
    `${paths.invoices.list}?page=1&page_size=5&q=zoya&from=2026-03-01&to=2026-03-10`,
  );

  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search invoices' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'nobody');
  expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument();
}, 20_000);

test('the Method filter goes to the server and the URL, and the totals of everything listed show above it', async () => {
  const api = fakeInvoicesApi([
    ...sampleInvoices(6),
    sampleInvoice(7, { payment_method: 'upi', paid_amount: 700, due_amount: 0 }),
    sampleInvoice(8, {
      payment_method: 'upi',
      paid_amount: 300,
      due_amount: 200,
      voided: true,
      credit_note_number: 'CN-00001',
    }),
  ]);
  renderSection('/invoice');
  const totals = await screen.findByLabelText('Sum of the invoices listed');
  // Every invoice: 3 × 4,000 + 3 × 4,500 + 700 + 300 paid, 3 × 500 + 200 due, on every page.
  expect(totals).toHaveTextContent('Paid ₹26,500 (₹300 of it voided) · Due ₹1,700');
  expect(screen.getByLabelText('Method')).toHaveValue('');
  expect(
    within(screen.getByLabelText('Method'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Cash', 'UPI', 'Card', 'Bank transfer']);

  await userEvent.selectOptions(screen.getByLabelText('Method'), 'UPI');
  await waitFor(() =>
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['INV-00008', 'INV-00007']),
  );
  expect(location()).toBe('/invoice?method=upi');
  expect(listCalls(api)).toContain(`${paths.invoices.list}?page=1&page_size=5&method=upi`);
  expect(screen.getByLabelText('Sum of the invoices listed')).toHaveTextContent(
    'Paid ₹1,000 (₹300 of it voided) · Due ₹200',
  );
});

test('filters in the URL are applied on load', async () => {
  const api = fakeInvoicesApi(sampleInvoices(6));
  renderSection('/invoice?status=paid&from=2026-01-03');
  await waitFor(() =>
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['INV-00006', 'INV-00004']),
  );
  expect(screen.getByLabelText('Status')).toHaveValue('paid');
  expect(screen.getByLabelText('From')).toHaveValue('2026-01-03');
  expect(listCalls(api)).toEqual([
    `${paths.invoices.list}?page=1&page_size=5&status=paid&from=2026-01-03`,
  ]);
});

test('a From after the To says so on the To field, asks the server nothing and offers no export', async () => {
  const api = fakeInvoicesApi(sampleInvoices(3));
  renderSection('/invoice?from=2026-02-01&to=2026-01-02');
  expect(screen.getByLabelText('To')).toHaveAccessibleDescription('From must be on or before To.');
  expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled();
  expect(screen.queryByRole('table')).toBeNull();
  expect(listCalls(api)).toEqual([]);
  pickDate('From', '');
  await waitFor(() =>
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual(['INV-00002', 'INV-00001']),
  );
  expect(screen.getByRole('button', { name: 'Download All' })).toBeEnabled();
});

test('no invoices yet, and a failed load with Retry', async () => {
  let fail = true;
  fakeInvoicesApi([], () =>
    fail ? { status: 500, body: { status: 'failed', message: 'down' } } : undefined,
  );
  renderSection('/invoice');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load invoices.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

describe('downloads', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = captureDownloads();
  });

  test('Download saves that invoice as a PDF, from the keyboard too', async () => {
    const api = fakeInvoicesApi(sampleInvoices(3));
    renderSection('/invoice');
    await userEvent.click(await screen.findByRole('button', { name: 'Download INV-00002' }));
    await waitFor(() =>
      expect(saved.map(({ name, type }) => ({ name, type }))).toEqual([
        { name: 'invoice_INV-00002.pdf', type: 'application/pdf' },
      ]),
    );
    expect(api.calls).toContainEqual({
      method: 'GET',
      path: pathTo(paths.invoices.pdf, { invoice_number: 'INV-00002' }),
      body: undefined,
    });

    screen.getByRole('button', { name: 'Download INV-00003' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(['invoice_INV-00002.pdf', 'invoice_INV-00003.pdf']),
    );
  });

  test("a failed Download shows the server's message", async () => {
    fakeInvoicesApi(sampleInvoices(1), (_method, path) =>
      path.includes('invoice_pdf')
        ? { status: 404, body: { status: 'failed', message: 'Invoice INV-00001 not found.' } }
        : undefined,
    );
    renderSection('/invoice');
    await userEvent.click(await screen.findByRole('button', { name: 'Download INV-00001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice INV-00001 not found.');
    expect(saved).toEqual([]);
  });

  test('Download All saves invoices.csv of exactly what the current filters list', async () => {
    const api = fakeInvoicesApi([
      ...sampleInvoices(6),
      sampleInvoice(7, { member: 'Kumar, "Ravi"', due_amount: 250 }),
    ]);
    renderSection('/invoice?q=r&status=pending&from=2026-01-02&to=2026-01-31');
    await screen.findByText('Kumar, "Ravi"');
    const shown = bodyRows().map((row) => cellsOf(row)[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('invoices.csv');
    expect(saved[0]!.type).toBe('text/csv');
    expect(api.calls).toContainEqual({
      method: 'GET',
      path: `${paths.invoices.export}?q=r&status=pending&from=2026-01-02&to=2026-01-31`,
      body: undefined,
    });
    const exported = csvRows(await saved[0]!.text);
    expect(exported.map((row) => row[0])).toEqual(shown);
    expect(shown).toEqual(['INV-00007', 'INV-00005', 'INV-00003']);
  });
});

test('Date, Amount, Paid and Due sort on the server, kept in the URL with the filters', async () => {
  const api = fakeInvoicesApi(sampleInvoices(7));
  renderSection('/invoice?status=pending&page=2');
  await screen.findByText('Member 01');
  await userEvent.click(screen.getByRole('button', { name: /^Due/ }));
  await waitFor(() => expect(location()).toBe('/invoice?status=pending&sort=due_amount'));
  expect(screen.getByRole('columnheader', { name: /^Due/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await userEvent.click(screen.getByRole('button', { name: /^Date/ }));
  await waitFor(() => expect(location()).toBe('/invoice?status=pending&sort=date'));
  await waitFor(() =>
    expect(bodyRows().map((row) => cellsOf(row)[0])).toEqual([
      'INV-00001',
      'INV-00003',
      'INV-00005',
      'INV-00007',
    ]),
  );
  expect(listCalls(api).at(-1)).toBe(
    `${paths.invoices.list}?page=1&page_size=5&sort=date&status=pending`,
  );
});
