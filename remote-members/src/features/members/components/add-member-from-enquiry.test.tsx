import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, setActiveBranch } from '@spotter/shared';
import {
  fakeApi,
  memberPlans,
  renderRoutes,
  sampleEnquiry,
  sampleMember,
  twoBranches,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';

// Add User reached from an enquiry's "Convert to member": `/users/add?enquiry=ID`.
const renderSection = (url: string) => renderRoutes(routes, url);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

const kiran = sampleEnquiry(4, {
  name: 'Kiran Shah',
  phone: '+919811122233',
  plan_id: 1,
  plan_name: 'Gold',
  status: 'Contacted',
});

test("starts from the enquiry's name, phone and plan, with the plan's fee", async () => {
  fakeApi({ plans: memberPlans, enquiries: [kiran] });
  renderSection('/users/add?enquiry=4');
  expect(screen.getByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Name')).toHaveValue('Kiran Shah');
  expect(screen.getByLabelText('Phone')).toHaveValue('+919811122233');
  expect(screen.getByLabelText('Membership Plan')).toHaveValue('1');
  expect(screen.getByRole('option', { name: 'Gold (90 days)' })).toBeInTheDocument();
  expect(screen.getByLabelText('Fee Amount')).toHaveValue(4500);
  expect(screen.getByLabelText('Due Amount')).toHaveValue(4500);
  expect(screen.getByLabelText('Email')).toHaveValue('');
});

test('a member on the enquiry’s phone is refused until Shares this phone with another member is ticked; then the enquiry joins', async () => {
  const asha = sampleMember(1, { name: 'Asha Shah', phone: '9811122233' });
  const api = fakeApi({ plans: memberPlans, enquiries: [kiran], members: [asha] });
  renderSection('/users/add?enquiry=4');
  expect(await screen.findByLabelText('Name')).toHaveValue('Kiran Shah');
  const shares = screen.getByRole('checkbox', { name: 'Shares this phone with another member' });
  expect(shares).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another member has this phone number. Tick “Shares this phone with another member” if they share it.',
  );
  expect(api.db.enquiries[0]).toMatchObject({ status: 'Contacted' });
  await userEvent.click(shares);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(location()).toBe('/users'));
  expect(api.db.members.map((m) => [m.name, m.shares_phone])).toEqual([
    ['Asha Shah', false],
    ['Kiran Shah', true],
  ]);
  expect(api.db.enquiries[0]).toMatchObject({ status: 'Joined' });
});

test('with two branches, the home branch starts where the enquiry came in, whatever the top bar reads', async () => {
  const atBaner = { ...kiran, branch_id: 2 };
  fakeApi({ plans: memberPlans, enquiries: [atBaner], branches: twoBranches() });
  setActiveBranch('all');
  renderSection('/users/add?enquiry=4');
  expect(await screen.findByLabelText('Home branch')).toHaveValue('2');
});

test('an enquiry without a plan leaves the plan and fee to choose', async () => {
  fakeApi({ plans: memberPlans, enquiries: [{ ...kiran, plan_id: null, plan_name: null }] });
  renderSection('/users/add?enquiry=4');
  expect(await screen.findByLabelText('Name')).toHaveValue('Kiran Shah');
  expect(screen.getByLabelText('Membership Plan')).toHaveValue('');
  expect(screen.getByLabelText('Fee Amount')).toHaveValue(null);
});

test('saving sends enquiry_id and the payment method with the member, and the enquiry becomes Joined with that member', async () => {
  const api = fakeApi({ plans: memberPlans, enquiries: [kiran] });
  renderSection('/users/add?enquiry=4');
  await screen.findByDisplayValue('Kiran Shah');
  await userEvent.type(screen.getByLabelText('Paid Amount'), '4500');
  expect(screen.getByLabelText('Payment method')).toHaveDisplayValue('Cash');
  await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'Bank transfer');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Member added successfully! Invoice: INV-00001',
  );
  const [post] = api.calls.filter((c) => c.method === 'POST');
  expect(post).toMatchObject({
    path: paths.members.add,
    body: {
      name: 'Kiran Shah',
      phone: '+919811122233',
      plan_id: 1,
      total_fee: 4500,
      paid_amount: 4500,
      payment_method: 'bank',
      enquiry_id: 4,
    },
  });
  await waitFor(() => expect(location()).toBe('/users'));
  expect(await screen.findByText('Kiran Shah')).toBeInTheDocument();
  expect(api.db.enquiries).toEqual([{ ...kiran, status: 'Joined', member_id: 1 }]);
});

test('a refused conversion shows why, stays on the form and adds no member', async () => {
  const api = fakeApi({
    plans: memberPlans,
    enquiries: [{ ...kiran, status: 'Joined', member_id: 7 }],
  });
  renderSection('/users/add?enquiry=4');
  await screen.findByDisplayValue('Kiran Shah');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This enquiry has already joined: it cannot be converted again.',
  );
  expect(location()).toBe('/users/add?enquiry=4');
  expect(api.db.members).toEqual([]);
});

test.each([
  ['an unknown enquiry', '/users/add?enquiry=99'],
  ['a malformed enquiry id', '/users/add?enquiry=abc'],
])('%s says Enquiry not found, with a way back, and shows no form', async (_, url) => {
  fakeApi({ plans: memberPlans, enquiries: [kiran] });
  renderSection(url);
  expect(await screen.findByText('Enquiry not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to enquiries' })).toHaveAttribute(
    'href',
    '/enquiries',
  );
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

test('without an enquiry the form starts empty and sends no enquiry_id', async () => {
  const api = fakeApi({ plans: memberPlans, enquiries: [kiran] });
  renderSection('/users/add');
  expect(screen.getByLabelText('Name')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  await userEvent.type(screen.getByLabelText('Phone'), '9876500001');
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(api.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('enquiry_id');
  expect(api.calls.some((c) => c.path.startsWith('/enquiries/'))).toBe(false);
  expect(api.db.enquiries[0]).toMatchObject({ status: 'Contacted', member_id: null });
});
