import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  inProcessApi,
  renderRoutes,
  rowMenuItems,
  stubObjectUrls,
  type Answer,
  type Call,
  type RoleName,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paramsOf, paths, pathTo } from '@spotter/shared';

// What a member owes, since when, and who may take or undo a payment live in the API: these tests
// run it in-process.
const api = inProcessApi();

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A member of the Gold plan (₹4,500), joined `joined` (a day), who paid `paid`; ids in order. */
const member = (n: number, name: string, joined: string, paid: number) =>
  api.seed('POST', paths.members.add, {
    name,
    phone: `98765${String(n).padStart(5, '0')}`,
    joining_date: joined,
    status: 'Active',
    plan_id: 1,
    total_fee: 4500,
    paid_amount: paid,
    payment_method: 'cash',
  });

/** Gold, then Asha (owes ₹4,000 for 40 days), Ravi (₹500, 3 days) and one who paid it all. */
async function members(override?: Answer) {
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 90, price: 4500 });
  await member(1, 'Asha Old', daysAgo(40), 500);
  await member(2, 'Ravi Recent', daysAgo(3), 4000);
  await member(3, 'Paid Up', daysAgo(3), 4500);
  return api.serve(override);
}
const bodyRows = () => screen.getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;
const pendingCalls = ({ calls }: { calls: Call[] }) =>
  calls.filter((c) => c.path.startsWith(paths.dues.pending)).map((c) => c.path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists members who owe, oldest due first, with amounts and a days-overdue badge', async () => {
  await members();
  renderRoutes(routes, '/pending');
  expect(screen.getByRole('heading', { level: 1, name: 'Balance Pending' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual([
    'User',
    'Plan',
    'Mob Number',
    'Amount',
    'Paid',
    'Pending',
    'Action',
  ]);
  await screen.findByRole('cell', { name: 'Asha Old' });
  expect(
    bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Asha Old', 'Gold', '9876500001', '₹4,500', '₹500', '₹4,00040 days overdue'],
    ['Ravi Recent', 'Gold', '9876500002', '₹4,500', '₹4,000', '₹5003 days overdue'],
  ]);
  expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
});

test('filters by the age of the due, keeping it in the URL', async () => {
  const served = await members();
  renderRoutes(routes, '/pending');
  await screen.findByRole('cell', { name: 'Asha Old' });
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Overdue for' }),
    'Over 30 days',
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByRole('cell', { name: 'Asha Old' })).toBeInTheDocument();
  expect(location()).toBe('/pending?age=31%2B');
  expect(pendingCalls(served).at(-1)).toBe(`${paths.dues.pending}?page=1&page_size=5&age=31%2B`);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Overdue for' }), 'Any age');
  await waitFor(() => expect(bodyRows()).toHaveLength(2));
  expect(location()).toBe('/pending');
});

test('searches by name, keeping the search in the URL', async () => {
  const served = await members();
  renderRoutes(routes, '/pending');
  await screen.findByRole('cell', { name: 'Asha Old' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ravi');
  await waitFor(() =>
    expect(pendingCalls(served).at(-1)).toBe(`${paths.dues.pending}?page=1&page_size=5&q=ravi`),
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByRole('cell', { name: 'Ravi Recent' })).toBeInTheDocument();
  expect(location()).toBe('/pending?q=ravi');
});

test('pages through the list', async () => {
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 90, price: 4500 });
  for (let i = 1; i <= 7; i += 1)
    await member(i, `Member ${String(i).padStart(2, '0')}`, daysAgo(21 - i), 4400);
  await api.serve();
  renderRoutes(routes, '/pending');
  await screen.findByText('1–5 of 7');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('6–7 of 7');
  expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
    'Member 06',
    'Member 07',
  ]);
});

test('the row menu opens the profile and the pending edit, downloads the invoice and removes after confirming', async () => {
  stubObjectUrls();
  const served = await members();
  const view = renderRoutes(routes, '/pending');
  const menu = async () =>
    userEvent.click(await screen.findByRole('button', { name: 'Actions for Ravi Recent' }));

  await menu();
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Take payment',
    'View Profile',
    'Edit',
    'Invoice',
    'Remove',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Invoice' }));
  await waitFor(() =>
    expect(
      served.calls.some((c) => c.path === pathTo(paths.invoices.memberInvoice, { id: 2 })),
    ).toBe(true),
  );

  await menu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Ravi Recent' })).not.toBeInTheDocument(),
  );
  expect(
    served.calls.some(
      (c) => c.method === 'DELETE' && c.path === pathTo(paths.members.delete, { id: 2 }),
    ),
  ).toBe(true);
  expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Asha Old' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(location()).toBe('/pending/1/edit');
  view.unmount();

  renderRoutes(routes, '/pending');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Old' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
  expect(location()).toBe('/users/1/edit');
});

test.each([
  ['Front desk', ['Take payment', 'View Profile', 'Edit', 'Invoice']],
  ['Accountant', ['Take payment', 'Edit', 'Invoice']],
] as const)('a %s is offered only the row actions its role may do', async (role, actions) => {
  await api.signInAs(role as RoleName);
  await members();
  renderRoutes(routes, '/pending');
  expect(await rowMenuItems('Ravi Recent')).toEqual(actions);
});

test('says when nobody owes, and offers Retry when the list cannot be loaded', async () => {
  let failing = true;
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 90, price: 4500 });
  await member(1, 'Paid Up', daysAgo(3), 4500);
  await api.serve((_method, path) =>
    failing && path.startsWith(paths.dues.pending)
      ? { status: 500, body: { status: 'failed', message: 'down' } }
      : undefined,
  );
  renderRoutes(routes, '/pending');
  expect(await screen.findByText('Could not load pending balances.')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(
    await screen.findByText('No pending balances: every member has paid.'),
  ).toBeInTheDocument();
});

test('Take payment from the row menu offers the whole due, names the amount and the invoice, and the due drops', async () => {
  const served = await members();
  renderRoutes(routes, '/pending');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Old' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Take payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha Old' });
  const amount = within(dialog).getByRole('spinbutton', { name: 'Amount received' });
  expect(amount).toHaveValue(4000);
  await userEvent.clear(amount);
  await userEvent.type(amount, '1000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹1,000 received from Asha Old. Invoice INV-00004.',
  );
  const asha = await screen.findByRole('row', { name: /Asha Old/ });
  await waitFor(() => expect(within(asha).getByText('₹3,000')).toBeInTheDocument());
  expect(served.calls.filter((c) => paramsOf(paths.dues.recordPayment, c.path))).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.dues.recordPayment, { id: 1 }),
      body: { amount: 1000, method: 'cash' },
    },
  ]);
  expect(pendingCalls(served).length).toBeGreaterThan(1);
});

test('the payment’s message offers Undo: pressing it voids the payment, says so, and the due is back', async () => {
  const served = await members();
  renderRoutes(routes, '/pending');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Old' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Take payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha Old' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹4,000 received from Asha Old. Invoice INV-00004.',
  );
  await waitFor(() => expect(screen.queryByRole('row', { name: /Asha Old/ })).toBeNull());

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'INV-00004 voided. Credit note CN-00001 for ₹4,000.',
  );
  const asha = await screen.findByRole('row', { name: /Asha Old/ });
  expect(within(asha).getAllByText('₹4,000').length).toBeGreaterThan(0);
  // Undo takes back the payment's own record in the trail, as its answer named it.
  const payment = served.calls.findIndex(
    (c) => c.path === pathTo(paths.dues.recordPayment, { id: 1 }),
  );
  const paid = (await served.fetchMock.mock.results[payment]!.value) as Response;
  const { activity_id } = JSON.parse(await paid.text()) as { activity_id: number };
  expect(served.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    pathTo(paths.dues.recordPayment, { id: 1 }),
    pathTo(paths.undo.action, { id: activity_id }),
  ]);
});

test('a promise to pay shows beside the due: its day, or broken once it passed unpaid', async () => {
  const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}`;
  // The list is read on 24 Nov: Ravi promised, on the 22nd, to pay on the 23rd, and did not; Asha
  // promised today to pay on the 28th.
  api.clockAt(new Date(2026, 10, 24, 10).toISOString());
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 90, price: 4500 });
  const ashaJoined = daysAgo(40);
  await member(1, 'Asha Old', ashaJoined, 500);
  await member(2, 'Ravi Recent', daysAgo(3), 4000);
  const promise = async (member_id: number, basis: string, on: string, promised_on: string) => {
    api.clockAt(new Date(`${on}T10:00:00`).toISOString());
    const task = await api.task({ member_id, kind: 'dues', basis, planned_on: on });
    await api.seed('POST', pathTo(paths.reminders.outcome, { id: task }), {
      channel: 'call',
      outcome: 'promised',
      promised_on,
    });
  };
  await promise(2, day(21), day(22), day(23));
  await promise(1, ashaJoined, day(24), day(28));
  await api.serve();
  renderRoutes(routes, '/pending');
  const asha = await screen.findByRole('row', { name: /Asha Old/ });
  expect(within(asha).getAllByRole('cell')[5]).toHaveTextContent(
    '₹4,00040 days overduePromised 28 Nov 2026',
  );
  const ravi = screen.getByRole('row', { name: /Ravi Recent/ });
  expect(within(ravi).getAllByRole('cell')[5]).toHaveTextContent(
    '₹5003 days overduePromise broken',
  );
  expect(within(ravi).queryByText(/Promised/)).toBeNull();
});
