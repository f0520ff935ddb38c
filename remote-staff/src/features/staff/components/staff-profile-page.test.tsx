import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerDialog,
  call,
  fakeAdmin,
  fakeApi,
  fakeRole,
  fakeStaffApi,
  renderRoutes,
  sampleStaff,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { PLACEHOLDER_PICTURE } from './placeholder-picture';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const detail = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the trainer with Edit, Delete and Back', async () => {
  fakeStaffApi([sampleStaff()]);
  renderSection('/staff/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(detail('Phone')).toBe('+919876543210');
  expect(detail('Email')).toBe('ravi@example.com');
  expect(detail('Location')).toBe('Pune');
  expect(detail('Role')).toBe('Trainer');
  expect(detail('Age')).toBe('29');
  expect(detail('Weight')).toBe('72.5 kg');
  expect(detail('Blood Group')).toBe('B+');
  expect(screen.getByRole('img', { name: 'Picture of Ravi Kumar' })).toHaveAttribute(
    'src',
    '/api/members/trainer_staff_picture/1?v=abc',
  );
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/edit_trainer_staff/1',
  );
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/view/staffs');
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

test("missing details read 'N/A' or '-', and a missing picture shows the placeholder", async () => {
  fakeStaffApi([
    sampleStaff({
      phone_number: '',
      email: '',
      location: '',
      age: null,
      weight: null,
      profile_picture: null,
    }),
  ]);
  renderSection('/staff/1');
  await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
  expect(detail('Phone')).toBe('N/A');
  expect(detail('Email')).toBe('N/A');
  expect(detail('Location')).toBe('N/A');
  expect(detail('Age')).toBe('-');
  expect(detail('Weight')).toBe('-');
  expect(screen.getByRole('img', { name: 'Picture of Ravi Kumar' })).toHaveAttribute(
    'src',
    PLACEHOLDER_PICTURE,
  );
});

test('a role that may only see trainers gets the profile and Back, without Edit or Delete', async () => {
  fakeApi({ auth: fakeAdmin(fakeRole('Accountant')), staff: [sampleStaff()] });
  renderSection('/staff/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/view/staffs');
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
});

test('an unknown trainer shows Trainer not found; a malformed id is not even asked for', async () => {
  const api = fakeStaffApi([sampleStaff()]);
  const { unmount } = renderSection('/staff/42');
  expect(await screen.findByText('Trainer not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to trainers & staff' })).toHaveAttribute(
    'href',
    '/view/staffs',
  );
  unmount();
  api.calls.length = 0;
  renderSection('/staff/abc');
  expect(screen.getByText('Trainer not found')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

test('a failed fetch says Failed to fetch trainer data, and Retry loads again', async () => {
  let fail = true;
  fakeStaffApi([sampleStaff()], () =>
    fail ? { status: 500, body: { status: 'failed', message: 'down' } } : undefined,
  );
  renderSection('/staff/1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trainer data');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('Delete asks Are you sure?; Cancel keeps the trainer', async () => {
  const api = fakeStaffApi([sampleStaff()]);
  renderSection('/staff/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAccessibleDescription('Are you sure?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  expect(location()).toBe('/staff/1');
});

test('a confirmed delete says Deleted successfully! and goes back to the list', async () => {
  const api = fakeStaffApi([sampleStaff(), sampleStaff({ id: 2, user: 'Asha Rao' })]);
  renderSection('/staff/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await answerDialog('Delete');
  expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
  expect(api.calls).toContainEqual(call('DELETE', pathTo(paths.staff.delete, { id: 1 })));
  await waitFor(() => expect(location()).toBe('/view/staffs'));
  expect(await screen.findByRole('article', { name: 'Asha Rao' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).toBeNull();
});

test('Undo on the delete message brings the trainer back to the list', async () => {
  const api = fakeStaffApi([sampleStaff(), sampleStaff({ id: 2, user: 'Asha Rao' })]);
  renderSection('/staff/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await answerDialog('Delete');
  await waitFor(() => expect(location()).toBe('/view/staffs'));
  expect(await screen.findByRole('article', { name: 'Asha Rao' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Ravi Kumar restored.');
  expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(api.calls).toContainEqual(call('POST', pathTo(paths.undo.action, { id: 1 })));
});

test('a failed delete says Delete failed! and stays on the profile', async () => {
  fakeStaffApi([sampleStaff()], (method) =>
    method === 'DELETE' ? { status: 500, body: { status: 'failed', message: 'boom' } } : undefined,
  );
  renderSection('/staff/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await answerDialog('Delete');
  expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed!');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(location()).toBe('/staff/1');
});
