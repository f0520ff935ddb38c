import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, setActiveBranch } from '@spotter/shared';
import {
  clickForNotice,
  fakePlansApi,
  fillForm,
  firstBranchOnly,
  renderRoutes,
  sampleBranch,
  type Call,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';

// A plan's optional price per branch (docs/product/branches.md §26): asked for in the plan form and shown
// in the list only when the gym has two branches or more.

const renderSection = (url: string) => renderRoutes(routes, url);
const posted = (calls: Call[]) => calls.find((c) => c.method === 'POST')?.body;
const gold = {
  id: 1,
  name: 'Gold',
  duration_days: 30,
  price: 1500,
  description: '',
  branch_prices: [{ branch_id: 2, price: 1800 }],
};
const withBranches = (branches = [...firstBranchOnly(), sampleBranch(2, { name: 'Baner' })]) => {
  const api = fakePlansApi([gold]);
  api.db.branches = branches;
  return api;
};
const group = () => screen.findByRole('group', { name: 'Price per branch' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

test('with one branch, the form asks no price per branch and sends none', async () => {
  const api = withBranches(firstBranchOnly());
  renderSection('/plans/add');
  await waitFor(() => expect(api.calls.some((c) => c.path === paths.branches.list)).toBe(true));
  await fillForm({ 'Plan Name': 'Silver', 'Duration (days)': '30', 'Price (₹)': '900' });
  await clickForNotice('Add Plan', 'Plan added successfully! ID: 2');
  expect(screen.queryByRole('group', { name: 'Price per branch' })).not.toBeInTheDocument();
  expect(posted(api.calls)).not.toHaveProperty('branch_prices');
});

test('with branches, Add asks each branch’s price and sends only those given', async () => {
  const api = withBranches();
  renderSection('/plans/add');
  const prices = await group();
  expect(within(prices).getByLabelText('Price at Main branch (₹)')).toHaveValue(null);
  expect(prices).toHaveAccessibleDescription(
    "Leave a branch empty to charge the plan's price there.",
  );
  await fillForm({
    'Plan Name': 'Silver',
    'Duration (days)': '30',
    'Price (₹)': '900',
    'Price at Baner (₹)': '1100',
  });
  await clickForNotice('Add Plan', 'Plan added successfully! ID: 2');
  expect(posted(api.calls)).toEqual({
    name: 'Silver',
    duration_days: 30,
    price: 900,
    description: '',
    branch_prices: [{ branch_id: 2, price: 1100 }],
    classes: 'all',
  });
});

test('a branch price that is not whole rupees is said on its field, and nothing is sent', async () => {
  const api = withBranches();
  renderSection('/plans/add');
  await group();
  await fillForm({ 'Plan Name': 'Silver', 'Duration (days)': '30', 'Price at Baner (₹)': '12.5' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(screen.getByLabelText('Price at Baner (₹)')).toHaveAccessibleDescription(
    'Price at Baner must be a whole number of rupees from 0 to 10000000',
  );
  expect(posted(api.calls)).toBeUndefined();
  expect(screen.getByLabelText('Plan Name')).toHaveValue('Silver');
});

test('Edit shows the plan’s own prices, and emptying one sends the rest', async () => {
  const api = withBranches([
    ...firstBranchOnly(),
    sampleBranch(2, { name: 'Baner' }),
    sampleBranch(3, { name: 'Aundh' }),
  ]);
  renderSection('/plans/1/edit');
  const prices = await group();
  expect(within(prices).getByLabelText('Price at Baner (₹)')).toHaveValue(1800);
  expect(within(prices).getByLabelText('Price at Aundh (₹)')).toHaveValue(null);
  await userEvent.clear(screen.getByLabelText('Price at Baner (₹)'));
  await userEvent.type(screen.getByLabelText('Price at Aundh (₹)'), '1000');
  await clickForNotice('Save Changes', 'Plan updated successfully!');
  expect(posted(api.calls)).toMatchObject({ branch_prices: [{ branch_id: 3, price: 1000 }] });
});

describe('the list’s Price', () => {
  const priceOfGold = async () => {
    const row = (await screen.findByRole('cell', { name: 'Gold' })).closest('tr')!;
    return within(row).getAllByRole('cell')[1]!;
  };

  test('is the price the chosen branch charges', async () => {
    withBranches();
    setActiveBranch(2);
    renderSection('/plans');
    await waitFor(async () => expect(await priceOfGold()).toHaveTextContent(/^₹1,800$/));
  });

  test('is the first branch’s while the tab has chosen none', async () => {
    const api = withBranches();
    api.db.plans = [
      {
        ...gold,
        classes: 'all',
        branch_prices: [{ branch_id: 1, price: 1400 }, ...gold.branch_prices],
      },
    ];
    renderSection('/plans');
    await waitFor(async () => expect(await priceOfGold()).toHaveTextContent(/^₹1,400$/));
  });

  test('under All branches, is the plan’s own with each branch’s own price under it', async () => {
    withBranches();
    setActiveBranch('all');
    renderSection('/plans');
    await waitFor(async () => expect(await priceOfGold()).toHaveTextContent('₹1,500Baner ₹1,800'));
  });
});
