import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  fakeMembersApi,
  memberPlans,
  renderRoutes,
  sampleMember,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const members = () => [
  sampleMember(1, { name: 'Asha Lapsed', expire_date: day(-3), due_amount: 0 }),
  sampleMember(2, { name: 'Ravi Current', expire_date: day(20) }),
  sampleMember(3, { name: 'Meera Owing', expire_date: day(-40), due_amount: 500 }),
];
const bodyRows = () => screen.getAllByRole('row').slice(1);
const formatted = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m! - 1]} ${y}`;
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists members whose expiry has passed, most recent first, each marked Expired with a Renew button', async () => {
  fakeMembersApi(members(), memberPlans);
  renderRoutes(routes, '/expired');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Expired Member List' }),
  ).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Asha Lapsed' });
  expect(columnHeaders()).toEqual(['Name', 'Plan', 'Phone', 'Expired On', 'Status', 'Action']);
  expect(
    bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Asha Lapsed', 'Gold', '9876500001', formatted(day(-3)), 'Expired'],
    ['Meera Owing', 'Gold', '9876500003', formatted(day(-40)), 'Expired'],
  ]);
  expect(screen.getByRole('button', { name: 'Renew Asha Lapsed' })).toBeInTheDocument();
});

test('Renew opens a small form with the plan and its price; renewing says until when and the invoice, and the member leaves the list', async () => {
  const api = fakeMembersApi(members(), memberPlans);
  renderRoutes(routes, '/expired');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew Asha Lapsed' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Asha Lapsed' });
  await waitFor(() =>
    expect(within(dialog).getByRole('spinbutton', { name: 'Fee' })).toHaveValue(4500),
  );
  expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue(
    'Gold (90 days)',
  );
  expect(within(dialog).getByRole('combobox', { name: 'Plan' })).toHaveFocus();
  expect(dialog).toHaveTextContent('To collect ₹4,500');
  expect(within(dialog).getByRole('spinbutton', { name: 'Paid' })).toHaveValue(4500);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Payment method' }),
    'Card',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    `Asha Lapsed renewed until ${formatted(day(90))}. Invoice: INV-00101`,
  );
  expect(api.calls.find((c) => c.method === 'POST')).toEqual({
    method: 'POST',
    path: pathTo(paths.renewals.renew, { id: 1 }),
    body: { plan: 1, fee: 4500, paid: 4500, method: 'card' },
  });
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Asha Lapsed' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a member who still owes is told it is carried over; a refused renewal keeps the dialog open; Escape closes it', async () => {
  fakeMembersApi(members(), memberPlans, (method, path) =>
    method === 'POST' && path === pathTo(paths.renewals.renew, { id: 3 })
      ? { status: 400, body: { status: 'failed', message: 'Please choose an existing plan' } }
      : undefined,
  );
  renderRoutes(routes, '/expired');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew Meera Owing' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Meera Owing' });
  expect(dialog).toHaveTextContent('₹500 still owed from the last period is added to this fee.');
  const paid = within(dialog).getByRole('spinbutton', { name: 'Paid' });
  await waitFor(() => expect(dialog).toHaveTextContent('To collect ₹5,000'));
  expect(paid).toHaveValue(5000);
  await userEvent.clear(paid);
  await userEvent.type(paid, '6000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(within(dialog).getByText('Paid amount cannot be more than the fee')).toBeInTheDocument();

  await userEvent.clear(paid);
  await userEvent.type(paid, '100');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an existing plan');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Meera Owing' })).toBeInTheDocument();
});

test('Paid starts at what the renewal collects and follows the fee until the desk types its own', async () => {
  const plans = memberPlans.map((plan) => (plan.name === 'Trial' ? { ...plan, price: 500 } : plan));
  const api = fakeMembersApi(members(), plans);
  renderRoutes(routes, '/expired');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew Meera Owing' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Meera Owing' });
  const fee = within(dialog).getByRole('spinbutton', { name: 'Fee' });
  const paid = within(dialog).getByRole('spinbutton', { name: 'Paid' });
  await waitFor(() => expect(fee).toHaveValue(4500));
  expect(dialog).toHaveTextContent('To collect ₹5,000');

  await userEvent.clear(fee);
  await userEvent.type(fee, '3000');
  expect(dialog).toHaveTextContent('To collect ₹3,500');
  expect(paid).toHaveValue(3500);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Plan' }),
    'Trial (7 days)',
  );
  expect(fee).toHaveValue(500);
  expect(dialog).toHaveTextContent('To collect ₹1,000');
  expect(paid).toHaveValue(1000);

  await userEvent.clear(paid);
  await userEvent.type(paid, '200');
  await userEvent.clear(fee);
  await userEvent.type(fee, '600');
  expect(dialog).toHaveTextContent('To collect ₹1,100');
  expect(paid).toHaveValue(200);
  await userEvent.clear(fee);
  expect(dialog).not.toHaveTextContent('To collect');

  await userEvent.type(fee, '600');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Meera Owing renewed until');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    plan: 2,
    fee: 600,
    paid: 200,
    method: 'cash',
  });
});

test('renewing without touching Paid collects the whole: the fee and what was carried in', async () => {
  const api = fakeMembersApi(members(), memberPlans);
  renderRoutes(routes, '/expired');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew Meera Owing' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Meera Owing' });
  await waitFor(() => expect(dialog).toHaveTextContent('To collect ₹5,000'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Meera Owing renewed until');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    plan: 1,
    fee: 4500,
    paid: 5000,
    method: 'cash',
  });
  expect(api.db.members.find((m) => m.name === 'Meera Owing')?.due_amount).toBe(0);
});

test('says when no membership has expired', async () => {
  fakeMembersApi([sampleMember(1, { expire_date: day(5) })], memberPlans);
  renderRoutes(routes, '/expired');
  expect(await screen.findByText('No expired members.')).toBeInTheDocument();
});

test('the renewal’s message offers Undo: pressing it takes the renewal back, says so, and the member is listed again', async () => {
  const api = fakeMembersApi(members(), memberPlans);
  renderRoutes(routes, '/expired');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew Asha Lapsed' }));
  const dialog = screen.getByRole('dialog', { name: 'Renew Asha Lapsed' });
  const paid = within(dialog).getByRole('spinbutton', { name: 'Paid' });
  await userEvent.clear(paid);
  await userEvent.type(paid, '1000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Asha Lapsed renewed until');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Asha Lapsed' })).not.toBeInTheDocument(),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    "Asha Lapsed's renewal undone. Credit note CN-00001 for ₹1,000.",
  );
  expect(await screen.findByRole('cell', { name: 'Asha Lapsed' })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
    pathTo(paths.renewals.renew, { id: 1 }),
    pathTo(paths.undo.action, { id: 1 }),
  ]);
});

test('Renew prefills the price the member’s home branch charges for the plan (docs/product/branches.md §26)', async () => {
  const plans = memberPlans.map((plan) =>
    plan.name === 'Gold' ? { ...plan, branch_prices: [{ branch_id: 2, price: 5000 }] } : plan,
  );
  fakeMembersApi(
    [
      sampleMember(1, { name: 'Asha Lapsed', expire_date: day(-3), home_branch_id: 2 }),
      sampleMember(3, { name: 'Meera Owing', expire_date: day(-40), home_branch_id: 1 }),
    ],
    plans,
  );
  renderRoutes(routes, '/expired');
  const feeIn = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Renew ${name}` }));
    return within(screen.getByRole('dialog', { name: `Renew ${name}` })).getByRole('spinbutton', {
      name: 'Fee',
    });
  };
  const asha = await feeIn('Asha Lapsed');
  await waitFor(() => expect(asha).toHaveValue(5000));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const meera = await feeIn('Meera Owing');
  await waitFor(() => expect(meera).toHaveValue(4500));
});
