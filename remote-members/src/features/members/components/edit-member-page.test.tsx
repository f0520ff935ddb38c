import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeApi,
  fakeMembersApi,
  sampleMember,
  memberPlans as samplePlans,
  renderRoutes,
  sampleActivity,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paramsOf, paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const asha = sampleMember(3, {
  name: 'Asha',
  phone: '9876500003',
  email: 'asha@example.com',
  age: 31,
  weight: 58,
  blood_group: 'B+',
  location: 'Pune',
  profession: 'Engineer',
  status: 'Inactive',
  joining_date: '2026-01-10',
  plan: 1,
  total_fee: 4500,
  due_amount: 1500,
  leave_date: '2026-02-01',
  rejoin_date: null,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("shows Loading... then the member's values, with paid derived as total fee minus due", async () => {
  fakeMembersApi([asha], samplePlans);
  renderSection('/users/3/edit');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Name')).toHaveValue('Asha');
  const expected: Record<string, string | number> = {
    Phone: '9876500003',
    Email: 'asha@example.com',
    Age: 31,
    Weight: 58,
    'Blood Group': 'B+',
    Location: 'Pune',
    Profession: 'Engineer',
    Status: 'Inactive',
    'Joining Day': '2026-01-10',
    'Fee Amount': 4500,
    'Paid Amount': 3000,
    'Due Amount': 1500,
    Leave: '2026-02-01',
    Rejoin: '',
  };
  for (const [label, value] of Object.entries(expected))
    expect(screen.getByLabelText(label)).toHaveValue(value);
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(screen.getByLabelText('Membership Plan')).toHaveValue('1');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/users');
  expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
});

test('Update posts the same multipart fields, says so, and returns to the list', async () => {
  const api = fakeMembersApi([asha], samplePlans);
  renderSection('/users/3/edit');
  const name = await screen.findByLabelText('Name');
  // An edit records cash: the method is Add User's (docs/product/billing.md §20).
  expect(screen.queryByLabelText('Payment method')).not.toBeInTheDocument();
  await userEvent.clear(name);
  await userEvent.type(name, 'Asha Rao');
  await userEvent.clear(screen.getByLabelText('Paid Amount'));
  await userEvent.type(screen.getByLabelText('Paid Amount'), '4500');
  expect(screen.getByLabelText('Due Amount')).toHaveValue(0);
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member updated successfully!');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.members.update, { id: 3 }),
      body: {
        name: 'Asha Rao',
        phone: '9876500003',
        email: 'asha@example.com',
        age: 31,
        weight: 58,
        blood_group: 'B+',
        joining_date: '2026-01-10',
        status: 'Active',
        location: 'Pune',
        profession: 'Engineer',
        total_fee: 4500,
        paid_amount: 4500,
        leave_date: '2026-02-01',
        plan_id: 1,
        no_reminders: false,
        shares_phone: false,
      },
    },
  ]);
  await waitFor(() => expect(location()).toBe('/users'));
  expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
});

test('Do not send reminders shows the member’s choice, and unticking it sends no_reminders false', async () => {
  const api = fakeMembersApi([{ ...asha, no_reminders: true }], samplePlans);
  renderSection('/users/3/edit');
  const optOut = await screen.findByRole('checkbox', { name: 'Do not send reminders' });
  expect(optOut).toBeChecked();
  await userEvent.click(optOut);
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member updated successfully!');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    no_reminders: false,
  });
  expect(api.db.members[0]?.no_reminders).toBe(false);
});

test('Shares this phone with another member shows the member’s setting; unticked while another has the phone, the save is refused', async () => {
  const ravi = sampleMember(4, { name: 'Ravi', phone: '9876500003', shares_phone: true });
  const api = fakeMembersApi([asha, ravi], samplePlans);
  renderSection('/users/4/edit');
  const shares = await screen.findByRole('checkbox', {
    name: 'Shares this phone with another member',
  });
  expect(shares).toBeChecked();
  await userEvent.click(shares);
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another member has this phone number. Tick “Shares this phone with another member” if they share it.',
  );
  expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ shares_phone: false });
  expect(api.db.members[1]?.shares_phone).toBe(true);
  // Ticked again, the save goes through; Asha, who had it first, saves without the tick.
  await userEvent.click(shares);
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member updated successfully!');
  expect(api.db.members[1]?.shares_phone).toBe(true);
});

test('the edit form checks name and phone like the add form', async () => {
  const api = fakeMembersApi([asha], samplePlans);
  renderSection('/users/3/edit');
  await userEvent.clear(await screen.findByLabelText('Phone'));
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Name and Phone number are required!');
  expect(screen.getByLabelText('Phone')).toHaveFocus();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test("a failed update shows the server's message, or Update failed!", async () => {
  let answer: { status: number; body?: unknown } = {
    status: 400,
    body: { status: 'failed', message: 'Phone already used' },
  };
  fakeMembersApi([asha], samplePlans, (method) => (method === 'POST' ? answer : undefined));
  renderSection('/users/3/edit');
  await screen.findByLabelText('Name');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Phone already used');
  // docs/product/calls-and-messages.md §7: without member_id in the answer the update did not happen.
  answer = { status: 200, body: { status: 'ok' } };
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Update failed!'),
  );
  expect(location()).toBe('/users/3/edit');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
});

test('an unknown member says Member not found with a way back', async () => {
  fakeMembersApi([asha], samplePlans);
  renderSection('/users/99/edit');
  expect(await screen.findByText('Member not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to members' })).toHaveAttribute('href', '/users');
  expect(screen.queryByLabelText('Name')).toBeNull();
});

test('a failed load offers Retry', async () => {
  let fail = true;
  fakeMembersApi([asha], samplePlans, (method, path) =>
    fail && method === 'GET' && paramsOf(paths.members.update, path) ? { status: 500 } : undefined,
  );
  renderSection('/users/3/edit');
  expect(await screen.findByText('Could not load this member.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Name')).toHaveValue('Asha');
});

test('a plan no longer offered is kept as it is, not silently replaced', async () => {
  const api = fakeMembersApi([{ ...asha, plan: 9 }], samplePlans);
  renderSection('/users/3/edit');
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  expect(screen.getByLabelText('Membership Plan')).toHaveValue('9');
  expect(screen.getByRole('option', { name: 'Plan #9' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await screen.findByRole('status');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    plan_id: 9,
    total_fee: 4500,
  });
});

test('lowering the paid amount shows why the API refused it and keeps the form', async () => {
  const refusal =
    'Paid amount cannot be lowered below 3000: that much has already been received and invoiced.';
  fakeMembersApi([asha], samplePlans, (method) =>
    method === 'POST' ? { status: 400, body: { status: 'failed', message: refusal } } : undefined,
  );
  renderSection('/users/3/edit');
  const paid = await screen.findByLabelText('Paid Amount');
  await userEvent.clear(paid);
  await userEvent.type(paid, '1000');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(location()).toBe('/users/3/edit');
  expect(screen.getByLabelText('Paid Amount')).toHaveValue(1000);
});

describe('Take payment', () => {
  test('a member who owes can pay here: the toast names the amount and the invoice, and the form shows the new paid and due', async () => {
    const api = fakeMembersApi([asha], samplePlans);
    renderSection('/users/3/edit');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Asha owes ₹1,500.');
    await userEvent.click(within(payment).getByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount received' });
    expect(amount).toHaveValue(1500);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '₹1,000 received from Asha. Invoice INV-00101.',
    );
    await waitFor(() => expect(screen.getByLabelText('Due Amount')).toHaveValue(500));
    expect(screen.getByLabelText('Paid Amount')).toHaveValue(4000);
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Asha owes ₹500.');
    expect(location()).toBe('/users/3/edit');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: pathTo(paths.dues.recordPayment, { id: 3 }),
        body: { amount: 1000, method: 'cash' },
      },
    ]);
  });

  test('is not offered for a member who owes nothing, nor to an account that may not record payments', async () => {
    const paidUp = { ...asha, due_amount: 0 };
    fakeMembersApi([paidUp], samplePlans);
    const view = renderSection('/users/3/edit');
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha');
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take payment' })).toBeNull();
    view.unmount();

    fakeApi({
      auth: fakeAdmin({
        role: 'Desk without payments',
        permissions: ['members.view', 'members.edit', 'plans.view', 'money.view'],
      }),
      members: [asha],
      plans: samplePlans,
    });
    renderSection('/users/3/edit');
    expect(await screen.findByLabelText('Due Amount')).toHaveValue(1500);
    expect(screen.queryByRole('button', { name: 'Take payment' })).toBeNull();
  });
});

describe('History', () => {
  const history = () => screen.getByRole('region', { name: 'History' });
  const entries = () =>
    within(history())
      .getAllByRole('listitem')
      .map((item) =>
        Array.from(item.children)
          .map((line) => line.textContent)
          .join(' | '),
      );
  // In the browser's own time zone, whatever the machine's.
  const at = (day: number, hours: number, minutes: number) =>
    new Date(2026, 10, day, hours, minutes).toISOString();
  const ashaRecords = () => [
    sampleActivity(1, {
      member_id: 3,
      at: at(10, 8, 0),
      action: 'member.added',
      what: 'Added member Asha',
      details: '',
    }),
    sampleActivity(2, {
      member_id: 3,
      at: at(12, 18, 30),
      admin_id: 2,
      who: 'Ravi Desk',
      action: 'payment.received',
      kind: 'payments',
      what: 'Received ₹3,000 from Asha',
      details: 'INV-00012 · UPI',
    }),
    sampleActivity(3, { member_id: 4, what: 'Edited member Kiran' }),
    ...Array.from({ length: 5 }, (_, i) =>
      sampleActivity(10 + i, {
        member_id: 3,
        at: at(20, 9, i),
        what: 'Edited member Asha',
        details: `Weight: ${50 + i} → ${51 + i}`,
      }),
    ),
  ];

  test('lists what concerns the member, newest first, each with its details, who and when, a page at a time', async () => {
    const api = fakeApi({ members: [asha], plans: samplePlans, activity: ashaRecords() });
    renderSection('/users/3/edit');
    await screen.findByLabelText('Name');
    expect(within(history()).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await within(history()).findAllByRole('listitem');
    expect(entries()).toEqual(
      [4, 3, 2, 1, 0].map(
        (i) =>
          `Edited member Asha | Weight: ${50 + i} → ${51 + i} | Gym Owner · 20 Nov 2026, 09:0${i}`,
      ),
    );
    expect(within(history()).getByText('1–5 of 7')).toBeInTheDocument();
    await userEvent.click(within(history()).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(entries()).toEqual([
        'Received ₹3,000 from Asha | INV-00012 · UPI | Ravi Desk · 12 Nov 2026, 18:30',
        'Added member Asha | Gym Owner · 10 Nov 2026, 08:00',
      ]),
    );
    expect(
      api.calls.filter((c) => paramsOf(paths.activity.memberHistory, c.path)).map((c) => c.path),
    ).toEqual([
      `${pathTo(paths.activity.memberHistory, { id: 3 })}?page=1&page_size=5`,
      `${pathTo(paths.activity.memberHistory, { id: 3 })}?page=2&page_size=5`,
    ]);
    // The form is the member's as before, and the page's URL is its own.
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(location()).toBe('/users/3/edit');
  });

  test('says when there is nothing yet, and offers Retry when it cannot be read', async () => {
    let failing = true;
    fakeApi({ members: [asha], plans: samplePlans }, (_method, path) =>
      failing && paramsOf(paths.activity.memberHistory, path)
        ? { status: 503, body: { status: 'failed', message: 'Down' } }
        : undefined,
    );
    renderSection('/users/3/edit');
    await screen.findByLabelText('Name');
    const alert = await within(history()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the history.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(history()).findByText('No history yet.')).toBeInTheDocument();
    expect(within(history()).queryByRole('alert')).toBeNull();
  });

  test('a payment taken on the page shows in the History at once', async () => {
    const api = fakeApi(
      { members: [asha], plans: samplePlans, activity: ashaRecords().slice(0, 2) },
      (method, path) => {
        // The API records the payment in the same transaction as the invoice.
        if (method === 'POST' && path === pathTo(paths.dues.recordPayment, { id: 3 }))
          api.db.activity.push(
            sampleActivity(20, {
              member_id: 3,
              at: at(21, 10, 0),
              kind: 'payments',
              what: 'Received ₹1,500 from Asha',
              details: 'INV-00101 · Cash',
            }),
          );
        return undefined;
      },
    );
    renderSection('/users/3/edit');
    await within(await screen.findByRole('region', { name: 'Payment' })).findByRole('button', {
      name: 'Take payment',
    });
    await within(history()).findByText('Added member Asha');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Payment' })).getByRole('button', {
        name: 'Take payment',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take payment from Asha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await within(history()).findByText('Received ₹1,500 from Asha')).toBeInTheDocument();
    expect(entries()[0]).toBe(
      'Received ₹1,500 from Asha | INV-00101 · Cash | Gym Owner · 21 Nov 2026, 10:00',
    );
  });
});
