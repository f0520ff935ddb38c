import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeMembersApi,
  fillForm,
  memberPlans as samplePlans,
  optionValues,
  sampleMember,
  renderRoutes,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const posts = (api: ReturnType<typeof fakeMembersApi>) =>
  api.calls.filter((c) => c.method === 'POST');
const LABELS = [
  'Name',
  'Phone',
  'Email',
  'Age',
  'Weight',
  'Blood Group',
  'Location',
  'Profession',
  'Status',
  'Joining Day',
  'Membership Plan',
  'Fee Amount',
  'Paid Amount',
  'Payment method',
  'Due Amount',
  'Leave',
  'Rejoin',
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows every labelled field, Back and Save', async () => {
  fakeMembersApi([], samplePlans);
  renderSection('/users/add');
  expect(screen.getByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
  for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/users');
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('Active');
  expect(screen.getByLabelText('Due Amount')).toHaveAttribute('readonly');
  const method = screen.getByLabelText('Payment method');
  expect(method).toHaveDisplayValue('Cash');
  expect(optionValues(method)).toEqual(['cash', 'upi', 'card', 'bank']);
  expect(
    within(method)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Cash', 'UPI', 'Card', 'Bank transfer']);
  const blood = screen.getByLabelText('Blood Group');
  expect(blood).toHaveValue('');
  expect(optionValues(blood)).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
  expect(await screen.findByRole('option', { name: 'Gold (90 days)' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Trial (7 days)' })).toBeInTheDocument();
});

test.each([
  ['no name', { Phone: '9876500001' }],
  ['no phone', { Name: 'Asha' }],
  ['neither', {}],
])(
  '%s: says Name and Phone number are required! and sends nothing',
  async (_case, typed: Record<string, string>) => {
    const api = fakeMembersApi([], samplePlans);
    renderSection('/users/add');
    await fillForm(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Name and Phone number are required!',
    );
    expect(posts(api)).toHaveLength(0);
    expect(location()).toBe('/users/add');
  },
);

test('the plan prefills the fee, due follows fee and paid, and the member is posted as multipart', async () => {
  const api = fakeMembersApi([], samplePlans);
  renderSection('/users/add');
  await fillForm({
    Name: 'Asha Rao',
    Phone: '9876500001',
    Email: 'asha@example.com',
    Age: '31',
    'Blood Group': 'O+',
    'Joining Day': '2026-02-01',
  });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  expect(screen.getByLabelText('Fee Amount')).toHaveValue(4500);
  expect(screen.getByLabelText('Due Amount')).toHaveValue(4500);
  await userEvent.type(screen.getByLabelText('Paid Amount'), '4000');
  expect(screen.getByLabelText('Due Amount')).toHaveValue(500);
  await userEvent.clear(screen.getByLabelText('Fee Amount'));
  await userEvent.type(screen.getByLabelText('Fee Amount'), '3000');
  expect(screen.getByLabelText('Due Amount')).toHaveValue(0);
  await userEvent.clear(screen.getByLabelText('Paid Amount'));
  await userEvent.type(screen.getByLabelText('Paid Amount'), '1000');
  expect(screen.getByLabelText('Due Amount')).toHaveValue(2000);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Member added successfully! Invoice: INV-00001',
  );
  expect(posts(api)).toEqual([
    {
      method: 'POST',
      path: paths.members.add,
      body: {
        name: 'Asha Rao',
        phone: '9876500001',
        email: 'asha@example.com',
        age: 31,
        blood_group: 'O+',
        joining_date: '2026-02-01',
        status: 'Active',
        total_fee: 3000,
        paid_amount: 1000,
        plan_id: 1,
        no_reminders: false,
        shares_phone: false,
        payment_method: 'cash',
      },
    },
  ]);
  await waitFor(() => expect(location()).toBe('/users'));
  expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  expect(screen.getByText('₹2,000')).toBeInTheDocument();
});

test('Do not send reminders starts unticked, and ticked is sent as no_reminders true', async () => {
  const api = fakeMembersApi([], samplePlans);
  renderSection('/users/add');
  await fillForm({ Name: 'Asha Rao', Phone: '9876500001' });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  const optOut = screen.getByRole('checkbox', { name: 'Do not send reminders' });
  expect(optOut).not.toBeChecked();
  await userEvent.click(optOut);
  expect(optOut).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member added successfully!');
  expect(posts(api)[0]?.body).toMatchObject({ name: 'Asha Rao', no_reminders: true });
  expect(api.db.members[0]?.no_reminders).toBe(true);
});

test('a phone another member has is refused until Shares this phone with another member is ticked, then sent as shares_phone true', async () => {
  const api = fakeMembersApi(
    [sampleMember(1, { name: 'Asha Verma', phone: '9822011223' })],
    samplePlans,
  );
  renderSection('/users/add');
  // Beside Phone, unticked to start.
  const shares = screen.getByRole('checkbox', { name: 'Shares this phone with another member' });
  expect(shares).not.toBeChecked();
  await fillForm({ Name: 'Ravi Verma', Phone: '+91 98220 11223' });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another member has this phone number. Tick “Shares this phone with another member” if they share it.',
  );
  expect(api.db.members).toHaveLength(1);
  expect(location()).toBe('/users/add');
  // As typed: the form keeps what was typed, and the tick sends the same member again.
  expect(screen.getByLabelText('Phone')).toHaveValue('+91 98220 11223');
  await userEvent.click(shares);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member added successfully!');
  expect(posts(api).map((call) => call.body)).toEqual([
    expect.objectContaining({ name: 'Ravi Verma', shares_phone: false }),
    expect.objectContaining({ name: 'Ravi Verma', shares_phone: true }),
  ]);
  expect(api.db.members.map((m) => [m.name, m.shares_phone])).toEqual([
    ['Asha Verma', false],
    ['Ravi Verma', true],
  ]);
  await waitFor(() => expect(location()).toBe('/users'));
});

test('the payment method chosen is sent with the member', async () => {
  const api = fakeMembersApi([], samplePlans);
  renderSection('/users/add');
  await fillForm({ Name: 'Asha Rao', Phone: '9876500001', 'Paid Amount': '1000' });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'UPI');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member added successfully!');
  expect(posts(api)[0]?.body).toMatchObject({ paid_amount: 1000, payment_method: 'upi' });
});

test("a refused add shows the server's message and keeps what was typed", async () => {
  fakeMembersApi([], samplePlans, (method) =>
    method === 'POST'
      ? {
          status: 400,
          body: { status: 'failed', message: 'A member with this phone already exists' },
        }
      : undefined,
  );
  renderSection('/users/add');
  await fillForm({ Name: 'Asha', Phone: '9876500001' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A member with this phone already exists',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  expect(screen.getByLabelText('Phone')).toHaveValue('9876500001');
  expect(location()).toBe('/users/add');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a failure without a message says Failed to add member!', async () => {
  fakeMembersApi([], samplePlans, (method) => (method === 'POST' ? { status: 500 } : undefined));
  renderSection('/users/add');
  await fillForm({ Name: 'Asha', Phone: '9876500001' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add member!');
});

test('Back returns to the list page it came from', async () => {
  fakeMembersApi([], samplePlans);
  renderSection('/users?page=1&q=gold');
  await userEvent.click(screen.getByRole('link', { name: 'Add User' }));
  expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(location()).toBe('/users?page=1&q=gold');
});

test('says before anything is typed that a plan is needed first, with a link to add one', async () => {
  fakeMembersApi([], []);
  renderSection('/users/add');
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('A member joins on a plan, and there is no plan yet.');
  expect(screen.getByRole('link', { name: 'Add a plan first' })).toHaveAttribute(
    'href',
    '/plans/add',
  );
});

test('says nothing about plans once the gym has one', async () => {
  fakeMembersApi([], samplePlans);
  renderSection('/users/add');
  expect(await screen.findByRole('option', { name: 'Gold (90 days)' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
