import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeApi,
  fakeRole,
  fakeToday,
  renderRoutes,
  sampleInvoice,
} from '@spotter/shared/testing';
import { paths } from '@spotter/shared';
import { routes } from '../../../routes';

const today = fakeToday();
const location = () => screen.getByTestId('location').textContent;
const dayCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path.startsWith(paths.invoices.dayClose)).map((c) => c.path);

/** Today: ₹500 and ₹700 cash and ₹400 UPI taken by the Owner, ₹200 by card by the desk; and yesterday's. */
const aDay = () => [
  sampleInvoice(1, { date: today, paid_amount: 500, member: 'Asha Verma' }),
  sampleInvoice(2, { date: today, paid_amount: 400, payment_method: 'upi' }),
  sampleInvoice(3, { date: today, paid_amount: 700, member: 'Ravi Kumar' }),
  sampleInvoice(4, {
    date: today,
    paid_amount: 200,
    payment_method: 'card',
    received_by: 'Desk Clerk',
  }),
  sampleInvoice(5, { date: '2026-01-05', paid_amount: 900 }),
];

const rowOf = (table: string, name: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByRole('rowheader', { name })
    .closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows today’s money by method and by account, each figure opening onto the payments that make it', async () => {
  const api = fakeApi({ invoices: aDay() });
  renderRoutes(routes, '/invoice/day');
  expect(screen.getByRole('heading', { level: 1, name: 'Day close' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.getByLabelText('Day')).toHaveValue(today);
  expect(await screen.findByLabelText('Received on this day')).toHaveTextContent(
    '₹1,800 in 4 payments',
  );
  expect(dayCalls(api)).toEqual([`${paths.invoices.dayClose}?day=${today}`]);
  expect(cellsOf(rowOf('By method', 'Cash'))).toEqual(['₹1,200', '2 payments']);
  expect(cellsOf(rowOf('By method', 'UPI'))).toEqual(['₹400', '1 payment']);
  expect(cellsOf(rowOf('By method', 'Card'))).toEqual(['₹200', '1 payment']);
  expect(cellsOf(rowOf('By method', 'Bank transfer'))).toEqual(['₹0', '0 payments']);
  expect(cellsOf(rowOf('By account', 'Gym Owner'))).toEqual(['₹1,600', '3 payments']);
  expect(cellsOf(rowOf('By account', 'Desk Clerk'))).toEqual(['₹200', '1 payment']);

  // The cash figure opens onto its two payments, by keyboard.
  const cash = screen.getByRole('button', { name: '2 payments: Cash' });
  expect(cash).toHaveAttribute('aria-expanded', 'false');
  cash.focus();
  await userEvent.keyboard('{Enter}');
  expect(cash).toHaveAttribute('aria-expanded', 'true');
  const listed = screen.getByRole('table', { name: 'Payments: Cash' });
  const rows = within(listed).getAllByRole('row').slice(1).map(cellsOf);
  expect(rows.map((cells) => cells.slice(0, 4).concat(cells.slice(5)))).toEqual([
    ['INV-00001', 'Asha Verma', '₹500', 'Cash', 'Gym Owner'],
    ['INV-00003', 'Ravi Kumar', '₹700', 'Cash', 'Gym Owner'],
  ]);
  await userEvent.click(cash);
  expect(screen.queryByRole('table', { name: 'Payments: Cash' })).not.toBeInTheDocument();

  // The drawer: every rupee of cash expected, nothing counted yet.
  expect(screen.getByText(/Not counted yet/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Cash in the drawer' })).toHaveTextContent(
    'Cash received ₹1,200 = expected ₹1,200',
  );
});

test('another day is picked from the date field, reaches the URL and asks the server for it', async () => {
  const api = fakeApi({ invoices: aDay() });
  renderRoutes(routes, '/invoice/day');
  await screen.findByLabelText('Received on this day');
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-01-05' } });
  await waitFor(() =>
    expect(screen.getByLabelText('Received on this day')).toHaveTextContent('₹900 in 1 payment'),
  );
  expect(location()).toBe('/invoice/day?day=2026-01-05');
  expect(dayCalls(api)).toContain(`${paths.invoices.dayClose}?day=2026-01-05`);
});

test('a day without payments says so; its credit notes still show apart', async () => {
  fakeApi({ invoices: [sampleInvoice(1, { date: '2026-01-05' })] });
  renderRoutes(routes, '/invoice/day');
  expect(await screen.findByText('No payments on this day.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'By method' })).not.toBeInTheDocument();
  expect(screen.getByText('No credit notes on this day.')).toBeInTheDocument();
});

test('voided payments stay received, and their credit notes are listed apart with the cash given back', async () => {
  fakeApi({
    invoices: [
      ...aDay().slice(0, 2),
      sampleInvoice(3, {
        date: today,
        paid_amount: 700,
        member: 'Ravi Kumar',
        voided: true,
        credit_note_number: 'CN-00001',
      }),
    ],
  });
  renderRoutes(routes, '/invoice/day');
  expect(await screen.findByLabelText('Received on this day')).toHaveTextContent('₹1,600');
  const notes = screen.getByRole('table', { name: 'Credit notes (voids)' });
  expect(within(notes).getAllByRole('row')[1]).toHaveTextContent('CN-00001INV-00003Ravi Kumar₹700');
  expect(screen.getByRole('region', { name: 'Cash in the drawer' })).toHaveTextContent(
    'Cash received ₹1,200 − given back ₹700 = expected ₹500',
  );
});

test('a failed load says so with Retry', async () => {
  let fail = true;
  fakeApi({ invoices: aDay() }, (_method, path) =>
    fail && path.startsWith(paths.invoices.dayClose)
      ? { status: 500, body: { status: 'failed', message: 'down' } }
      : undefined,
  );
  renderRoutes(routes, '/invoice/day');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the day.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Received on this day')).toHaveTextContent('₹1,800');
});

test('a Front desk account sees only the payments it took itself', async () => {
  fakeApi({
    auth: fakeAdmin({ ...fakeRole('Front desk'), fullName: 'Desk Clerk' }),
    invoices: aDay(),
  });
  renderRoutes(routes, '/invoice/day');
  expect(await screen.findByLabelText('Received on this day')).toHaveTextContent(
    '₹200 in 1 payment (only the payments you took)',
  );
  expect(screen.queryByRole('rowheader', { name: 'Gym Owner' })).not.toBeInTheDocument();
});

test('the cash counted is checked, saved, and shown against what was expected with the difference', async () => {
  const api = fakeApi({ invoices: aDay() });
  renderRoutes(routes, '/invoice/day');
  await screen.findByLabelText('Received on this day');
  const field = screen.getByLabelText('Cash counted');
  const posts = () => api.calls.filter((c) => c.path === paths.invoices.cashCount);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter the cash counted.')).toBeInTheDocument();
  await userEvent.type(field, '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Cash counted must be a whole number of rupees from 0 to 10000000'),
  ).toBeInTheDocument();
  expect(posts()).toEqual([]);

  await userEvent.clear(field);
  await userEvent.type(field, '1150');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(/^Cash counted for .*: ₹1,150, ₹50 short of the ₹1,200 expected\.$/),
  ).toBeInTheDocument();
  expect(posts().map((c) => c.body)).toEqual([{ counted: 1150, day: today }]);
  expect(await screen.findByLabelText('Latest count')).toHaveTextContent(
    'Counted ₹1,150 against ₹1,200 expected: difference −₹50 (short)',
  );
  expect(field).toHaveValue(null);
});
