import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeStaffApi, sampleStaff, stubObjectUrls, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const posts = (api: ReturnType<typeof fakeStaffApi>) =>
  api.calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubObjectUrls();
});
afterEach(() => jest.restoreAllMocks());

test('loads the trainer into the form', async () => {
  fakeStaffApi([sampleStaff()]);
  renderSection('/edit_trainer_staff/1');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Edit Trainer & Staff' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Name')).toHaveValue('Ravi Kumar');
  expect(screen.getByLabelText('Phone')).toHaveValue('+919876543210');
  expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.com');
  expect(screen.getByLabelText('Location')).toHaveValue('Pune');
  expect(screen.getByLabelText('Role')).toHaveValue('Trainer');
  expect(screen.getByLabelText('Age')).toHaveValue(29);
  expect(screen.getByLabelText('Weight')).toHaveValue(72.5);
  expect(screen.getByLabelText('Blood Group')).toHaveValue('B+');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/staff/1');
});

test('posts the typed names (name, phone, role…) without a picture, says so and opens the profile', async () => {
  const api = fakeStaffApi([sampleStaff()]);
  renderSection('/edit_trainer_staff/1');
  await userEvent.selectOptions(await screen.findByLabelText('Role'), 'Staff');
  await userEvent.clear(screen.getByLabelText('Weight'));
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Trainer/Staff updated successfully!',
  );
  expect(posts(api)).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.staff.edit, { id: 1 }),
      body: {
        name: 'Ravi Kumar',
        phone: '+919876543210',
        email: 'ravi@example.com',
        location: 'Pune',
        role: 'Staff',
        age: '29',
        weight: '',
        blood_group: 'B+',
      },
    },
  ]);
  await waitFor(() => expect(location()).toBe('/staff/1'));
  expect(await screen.findByText('Staff')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Picture of Ravi Kumar' })).toHaveAttribute(
    'src',
    '/api/members/trainer_staff_picture/1?v=abc',
  );
});

test('sends a newly chosen picture', async () => {
  const api = fakeStaffApi([sampleStaff({ profile_picture: null })]);
  renderSection('/edit_trainer_staff/1');
  await userEvent.upload(
    await screen.findByLabelText('Profile Picture'),
    new File(['gif'], 'new.gif', { type: 'image/gif' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await screen.findByRole('status');
  expect((posts(api)[0]!.body!.profile_picture as File).name).toBe('new.gif');
});

test('validates name and phone like the add form', async () => {
  const api = fakeStaffApi([sampleStaff()]);
  renderSection('/edit_trainer_staff/1');
  await userEvent.clear(await screen.findByLabelText('Name'));
  await userEvent.clear(screen.getByLabelText('Phone'));
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Phone is required')).toBeInTheDocument();
  expect(posts(api)).toHaveLength(0);
});

test("a failed save shows the server's message, or Update failed!", async () => {
  let message: string | undefined = 'Age must be at most 100';
  fakeStaffApi([sampleStaff()], (method) =>
    method === 'POST'
      ? { status: 400, body: message ? { status: 'failed', message } : undefined }
      : undefined,
  );
  renderSection('/edit_trainer_staff/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Age must be at most 100');
  message = undefined;
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Update failed!'),
  );
  expect(location()).toBe('/edit_trainer_staff/1');
});

test('an unknown trainer shows Trainer not found', async () => {
  fakeStaffApi([sampleStaff()]);
  renderSection('/edit_trainer_staff/9');
  expect(await screen.findByText('Trainer not found')).toBeInTheDocument();
  expect(screen.queryByLabelText('Name')).toBeNull();
});
