import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clickForNotice,
  fakePlansApi,
  fillForm,
  numberedPlans as samplePlans,
  renderRoutes,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the form with its labelled fields', () => {
  fakePlansApi([]);
  renderSection('/plans/add');
  expect(screen.getByRole('heading', { level: 1, name: 'Add New Plan' })).toBeInTheDocument();
  for (const label of ['Plan Name', 'Duration (days)', 'Price (₹)', 'Description']) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/plans');
});

test('validates before sending and clears each error as its field is edited', async () => {
  const api = fakePlansApi([]);
  renderSection('/plans/add');
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(screen.getByLabelText('Plan Name')).toHaveAccessibleDescription('Plan name is required');
  expect(screen.getByLabelText('Duration (days)')).toHaveAccessibleDescription(
    'Duration is required',
  );
  await userEvent.type(screen.getByLabelText('Plan Name'), 'G');
  expect(screen.queryByText('Plan name is required')).toBeNull();
  expect(screen.getByText('Duration is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Duration (days)'), '0');
  expect(screen.queryByText('Duration is required')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(screen.getByText('Duration must be at least 1 day')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('a valid plan is posted as JSON, announced with its id, and the list is shown', async () => {
  const api = fakePlansApi(samplePlans(6));
  renderSection('/plans/add');
  await fillForm({
    'Plan Name': 'Gold',
    'Duration (days)': '30',
    'Price (₹)': '1200',
    Description: 'Gym and pool',
  });
  await clickForNotice('Add Plan', 'Plan added successfully! ID: 7');
  expect(api.calls).toContainEqual({
    method: 'POST',
    path: paths.plans.add,
    body: {
      name: 'Gold',
      duration_days: 30,
      price: 1200,
      description: 'Gym and pool',
      classes: 'all',
    },
  });

  await waitFor(() => expect(location()).toBe('/plans'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
});

test('an empty price is sent as null', async () => {
  const api = fakePlansApi([]);
  renderSection('/plans/add');
  await fillForm({ 'Plan Name': 'Trial', 'Duration (days)': '1' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  await screen.findByRole('status');
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    name: 'Trial',
    duration_days: 1,
    price: null,
    description: '',
    classes: 'all',
  });
});

test("the server's message is shown on failure and the form keeps what was typed", async () => {
  fakePlansApi([], (method) =>
    method === 'POST'
      ? { status: 409, body: { status: 'failed', message: 'A plan named Gold already exists' } }
      : undefined,
  );
  renderSection('/plans/add');
  await fillForm({ 'Plan Name': 'Gold', 'Duration (days)': '30' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A plan named Gold already exists');
  expect(screen.getByLabelText('Plan Name')).toHaveValue('Gold');
  expect(location()).toBe('/plans/add');
  expect(screen.getByRole('button', { name: 'Add Plan' })).toBeEnabled();
});

test('a failure without a message says Failed to add plan!', async () => {
  fakePlansApi([], (method) => (method === 'POST' ? { status: 500 } : undefined));
  renderSection('/plans/add');
  await fillForm({ 'Plan Name': 'Gold', 'Duration (days)': '30' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add plan!');
});
