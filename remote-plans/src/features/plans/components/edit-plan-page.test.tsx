import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickForNotice, fakePlansApi, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;
const gold = { id: 3, name: 'Gold', duration_days: 60, price: 2000, description: 'Full access' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('loads the plan into the form', async () => {
  fakePlansApi([gold]);
  renderSection('/plans/3/edit');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Plan' })).toBeInTheDocument();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByLabelText('Plan Name')).toHaveValue('Gold');
  expect(screen.getByLabelText('Duration (days)')).toHaveValue(60);
  expect(screen.getByLabelText('Price (₹)')).toHaveValue(2000);
  expect(screen.getByLabelText('Description')).toHaveValue('Full access');
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/plans');
});

test('saves changes, says so, and returns to the list', async () => {
  const api = fakePlansApi([gold]);
  renderSection('/plans/3/edit');
  const name = await screen.findByLabelText('Plan Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Gold Plus');
  await userEvent.clear(screen.getByLabelText('Price (₹)'));
  await userEvent.type(screen.getByLabelText('Price (₹)'), '2500');
  await clickForNotice('Save Changes', 'Plan updated successfully!');
  expect(api.calls).toContainEqual({
    method: 'POST',
    path: pathTo(paths.plans.edit, { id: 3 }),
    body: {
      name: 'Gold Plus',
      duration_days: 60,
      price: 2500,
      description: 'Full access',
      classes: 'all',
    },
  });

  await waitFor(() => expect(location()).toBe('/plans'));
  expect(await screen.findByText('Gold Plus')).toBeInTheDocument();
  expect(screen.getByText('₹2,500')).toBeInTheDocument();
});

test('validates like the add form', async () => {
  const api = fakePlansApi([gold]);
  renderSection('/plans/3/edit');
  await userEvent.clear(await screen.findByLabelText('Plan Name'));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(screen.getByText('Plan name is required')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('a failed save shows the server message, or Failed to update plan!', async () => {
  let message: string | undefined = 'Name already taken';
  fakePlansApi([gold], (method) =>
    method === 'POST'
      ? { status: 409, body: message ? { status: 'failed', message } : undefined }
      : undefined,
  );
  renderSection('/plans/3/edit');
  await screen.findByLabelText('Plan Name');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Name already taken');
  message = undefined;
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Failed to update plan!'),
  );
  expect(location()).toBe('/plans/3/edit');
});

test('an unknown plan shows Plan not found with a way back', async () => {
  fakePlansApi([gold]);
  renderSection('/plans/99/edit');
  expect(await screen.findByText('Plan not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/plans');
  expect(screen.queryByLabelText('Plan Name')).toBeNull();
});
