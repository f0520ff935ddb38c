import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerDialog,
  call,
  clickForNotice,
  inProcessApi,
  renderRoutes,
  type Answer,
  type Call,
} from '@spotter/shared/testing';
import type { Member, MemberDetails } from '@spotter/shared';
import { routes } from '../../../routes';
import { paramsOf, paths, pathTo } from '@spotter/shared';

// A member's dues, a paid amount that may not go down, a phone another member has, a payment and
// its undoing live in the API: these tests run it in-process.
const api = inProcessApi();

/** Gold (₹4,500 for 90 days), then Asha (id 1): ₹3,000 paid of ₹4,500, paused 1–5 March. */
async function asha(override?: Answer) {
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 90, price: 4500 });
  await api.seed('POST', paths.members.add, {
    name: 'Asha',
    phone: '9876500004',
    joining_date: '2026-01-10',
    status: 'Active',
    plan_id: 1,
    total_fee: 4500,
    paid_amount: 3000,
    leave_date: '2026-03-01',
    rejoin_date: '2026-03-05',
  });
  return api.serve(override);
}
/** The members as the API holds them now, and one as loaded for editing. */
const members = () => api.seed<Member[]>('GET', paths.members.list);
const member = (id: number) => api.seed<MemberDetails>('GET', pathTo(paths.members.update, { id }));
const location = () => screen.getByTestId('location').textContent;
const updates = ({ calls }: { calls: Call[] }) =>
  calls.filter((c) => paramsOf(paths.dues.updateDues, c.path));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the member’s ID, phone, plan, money and pause dates; Pending is read-only and follows Paid as it is typed', async () => {
  await asha();
  renderRoutes(routes, '/pending/1/edit');
  const id = await screen.findByRole('textbox', { name: 'ID' });
  expect(id).toHaveValue('1');
  expect(id).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876500004');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Gold (90 days)'),
  );
  expect(screen.getByRole('spinbutton', { name: 'Total' })).toHaveValue(4500);
  expect(screen.getByRole('spinbutton', { name: 'Paid' })).toHaveValue(3000);
  expect(screen.getByLabelText('Pause date')).toHaveValue('2026-03-01');
  expect(screen.getByLabelText('Rejoin date')).toHaveValue('2026-03-05');
  const pending = screen.getByRole('textbox', { name: 'Pending' });
  expect(pending).toHaveValue('₹1,500');
  expect(pending).toHaveAttribute('readonly');
  expect(screen.queryByRole('combobox', { name: 'Payment method' })).not.toBeInTheDocument();

  const paid = screen.getByRole('spinbutton', { name: 'Paid' });
  await userEvent.clear(paid);
  await userEvent.type(paid, '4000');
  expect(pending).toHaveValue('₹500');
  for (const name of ['Download Invoice', 'Remove', 'Update'])
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/add');
});

test('an Accountant records payments and downloads the invoice, but is offered no Add User or Remove', async () => {
  await api.signInAs('Accountant');
  await asha();
  renderRoutes(routes, '/pending/1/edit');
  expect(await screen.findByRole('spinbutton', { name: 'Paid' })).toHaveValue(3000);
  expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add User' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
});

test('Update sends the fields and the payment with its method in one call, then says so and returns to the list', async () => {
  const served = await asha();
  renderRoutes(routes, '/pending/1/edit');
  const paid = await screen.findByRole('spinbutton', { name: 'Paid' });
  await userEvent.clear(paid);
  await userEvent.type(paid, '4500');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'UPI');
  await clickForNotice('Update', 'User data updated!');
  expect(updates(served)).toEqual([
    call('POST', pathTo(paths.dues.updateDues, { id: 1 }), {
      phone: '9876500004',
      shares_phone: false,
      plan: 1,
      total_fee: 4500,
      paid_amount: 4500,
      leave_date: '2026-03-01',
      rejoin_date: '2026-03-05',
      method: 'upi',
    }),
  ]);
  await waitFor(() => expect(location()).toBe('/pending'));
  expect(await member(1)).toMatchObject({ due_amount: 0 });
});

test('a lowered paid amount is refused inline and nothing is sent; a refusal from the server keeps the form', async () => {
  const served = await asha((method, path) =>
    method === 'POST' && path === pathTo(paths.dues.updateDues, { id: 1 })
      ? { status: 400, body: { status: 'failed', message: 'Please choose an existing plan' } }
      : undefined,
  );
  renderRoutes(routes, '/pending/1/edit');
  const paid = await screen.findByRole('spinbutton', { name: 'Paid' });
  await userEvent.clear(paid);
  await userEvent.type(paid, '100');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(/Paid cannot be lowered below 3000/)).toBeInTheDocument();
  expect(updates(served)).toHaveLength(0);

  await userEvent.clear(paid);
  await userEvent.type(paid, '3500');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an existing plan');
  expect(location()).toBe('/pending/1/edit');
  expect(await member(1)).toMatchObject({ due_amount: 1500 });
});

test('a phone another member has is refused with its way out, which the form offers: ticked, it saves', async () => {
  const served = await asha();
  await api.seed('POST', paths.members.add, {
    name: 'Ravi',
    phone: '9876500005',
    joining_date: '2026-01-10',
    status: 'Active',
    plan_id: 1,
    total_fee: 4500,
    paid_amount: 4000,
  });
  renderRoutes(routes, '/pending/2/edit');
  const phone = await screen.findByRole('textbox', { name: 'Phone' });
  const shares = screen.getByRole('checkbox', { name: 'Shares this phone with another member' });
  expect(shares).not.toBeChecked();
  await userEvent.clear(phone);
  await userEvent.type(phone, '98765 00004');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another member has this phone number. Tick “Shares this phone with another member” if they share it.',
  );
  expect(await member(2)).toMatchObject({ phone: '9876500005' });

  await userEvent.click(shares);
  await clickForNotice('Update', 'User data updated!');
  expect(updates(served).at(-1)?.body).toMatchObject({ phone: '98765 00004', shares_phone: true });
  expect(await member(2)).toMatchObject({ shares_phone: true });
});

test('Remove asks first, deletes the member, says "User removed!" and returns to the list', async () => {
  await asha();
  renderRoutes(routes, '/pending/1/edit');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await members()).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  await answerDialog('Remove');
  expect(await screen.findByRole('status')).toHaveTextContent('User removed!');
  await waitFor(() => expect(location()).toBe('/pending'));
  expect(await members()).toHaveLength(0);
});

test('an unknown member reads as not found', async () => {
  await api.serve();
  renderRoutes(routes, '/pending/9/edit');
  expect(await screen.findByText('Member not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to pending balances' })).toHaveAttribute(
    'href',
    '/pending',
  );
});

test('is headed by the member’s name; Take payment records the amount received and the form starts again from the new balance', async () => {
  const served = await asha();
  renderRoutes(routes, '/pending/1/edit');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pending balance: Asha' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Take payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Amount received' })).toHaveValue(1500);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹1,500 received from Asha. Invoice INV-00002.',
  );
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pending' })).toHaveValue('₹0'));
  expect(screen.getByRole('spinbutton', { name: 'Paid' })).toHaveValue(4500);
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  expect(location()).toBe('/pending/1/edit');
  expect(updates(served)).toHaveLength(0);
});

test('Remove stands apart from Update, in its own section', async () => {
  await asha();
  renderRoutes(routes, '/pending/1/edit');
  const form = await screen.findByRole('form');
  expect(within(form).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  expect(within(form).queryByRole('button', { name: 'Remove' })).toBeNull();
  const removal = screen.getByRole('region', { name: 'Remove member' });
  expect(within(removal).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
});

test('the payment’s message offers Undo: pressing it voids the payment and the form shows the balance owed again', async () => {
  await asha();
  renderRoutes(routes, '/pending/1/edit');
  await userEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pending' })).toHaveValue('₹0'));
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'INV-00002 voided. Credit note CN-00001 for ₹1,500.',
  );
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Pending' })).toHaveValue('₹1,500'),
  );
  expect(screen.getByRole('button', { name: 'Take payment' })).toBeInTheDocument();
});
