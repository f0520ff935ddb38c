import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  call,
  clickForNotice,
  fakeStaffApi,
  fillForm,
  renderRoutes,
  sampleStaff,
  stubObjectUrls,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const posts = (api: ReturnType<typeof fakeStaffApi>) =>
  api.calls.filter((c) => c.method === 'POST');
const photo = () => new File(['png bytes'], 'ravi.png', { type: 'image/png' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubObjectUrls();
});
afterEach(() => jest.restoreAllMocks());

async function fillRequired() {
  await fillForm({ Name: 'Ravi Kumar', Phone: '+919876543210', 'Blood Group': 'A+' });
}

test('shows the form with its fields and defaults', () => {
  fakeStaffApi([]);
  renderSection('/add/staffs');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Add Trainer & Staff' }),
  ).toBeInTheDocument();
  for (const label of ['Name', 'Phone', 'Email', 'Location', 'Age', 'Weight']) {
    expect(screen.getByLabelText(label)).toHaveValue(
      label === 'Age' || label === 'Weight' ? null : '',
    );
  }
  expect(screen.getByLabelText('Role')).toHaveValue('Trainer');
  // No blood group is guessed: the form starts blank (the "pre-fills A+").
  expect(screen.getByLabelText('Blood Group')).toHaveValue('');
  expect(
    within(screen.getByLabelText('Blood Group'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select blood group', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
  expect(screen.getByLabelText('Profile Picture')).toHaveAttribute('accept', 'image/*');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/view/staffs');
});

test('name, phone and blood group are required: inline errors, nothing sent, errors clear when edited', async () => {
  const api = fakeStaffApi([]);
  renderSection('/add/staffs');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required');
  expect(screen.getByLabelText('Blood Group')).toHaveAccessibleDescription(
    'Blood group is required',
  );
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Phone'), '9');
  expect(screen.queryByText('Phone is required')).toBeNull();
  expect(posts(api)).toHaveLength(0);
});

test('posts a multipart form with the picture, says so, and shows the list', async () => {
  const api = fakeStaffApi([]);
  renderSection('/add/staffs');
  await fillRequired();
  await fillForm({
    Email: 'ravi@example.com',
    Location: 'Pune',
    Role: 'Staff',
    Age: '29',
    Weight: '72.5',
    'Blood Group': 'O-',
  });
  const file = photo();
  await userEvent.upload(screen.getByLabelText('Profile Picture'), file);
  await clickForNotice('Save', 'Trainer/Staff added successfully!');
  expect(posts(api)).toEqual([
    call('POST', paths.staff.add, {
      name: 'Ravi Kumar',
      phone: '+919876543210',
      email: 'ravi@example.com',
      location: 'Pune',
      role: 'Staff',
      age: '29',
      weight: '72.5',
      blood_group: 'O-',
      profile_picture: expect.any(File),
    }),
  ]);
  expect((posts(api)[0]!.body!.profile_picture as File).name).toBe('ravi.png');
  await waitFor(() => expect(location()).toBe('/view/staffs'));
  expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('without a picture no profile_picture is sent, and the role keeps its default', async () => {
  const api = fakeStaffApi([]);
  renderSection('/add/staffs');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(posts(api)[0]!.body).toEqual({
    name: 'Ravi Kumar',
    phone: '+919876543210',
    email: '',
    location: '',
    role: 'Trainer',
    age: '',
    weight: '',
    blood_group: 'A+',
  });
});

test("the server's refusal is shown and the form keeps what was typed", async () => {
  fakeStaffApi([], (method) =>
    method === 'POST'
      ? {
          status: 400,
          body: {
            status: 'failed',
            message: 'Profile picture must be a JPEG, PNG, WebP or GIF image.',
          },
        }
      : undefined,
  );
  renderSection('/add/staffs');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Profile picture must be a JPEG, PNG, WebP or GIF image.',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
  expect(location()).toBe('/add/staffs');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('an answer whose status is not success shows its message', async () => {
  fakeStaffApi([], (method) =>
    method === 'POST'
      ? { status: 200, body: { status: 'failed', message: 'Phone already used' } }
      : undefined,
  );
  renderSection('/add/staffs');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Phone already used');
  expect(location()).toBe('/add/staffs');
});

test('a failure without a message says Failed to add trainer/staff', async () => {
  fakeStaffApi([sampleStaff()], (method) => (method === 'POST' ? { status: 500 } : undefined));
  renderSection('/add/staffs');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add trainer/staff');
});
