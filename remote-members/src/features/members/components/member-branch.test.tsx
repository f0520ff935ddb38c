import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeMembersApi,
  fillForm,
  firstBranchOnly,
  memberPlans,
  optionTexts,
  renderRoutes,
  sampleBranch,
  sampleMember,
  type Call,
} from '@spotter/shared/testing';
import { paths, setActiveBranch } from '@spotter/shared';
import { routes } from '../../../routes';

// The home branch and the access (docs/product/branches.md §26): asked only when there are branches to
// choose between, so that a gym with one branch sees and sends the form it always had.

const renderSection = (url: string) => renderRoutes(routes, url);
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const sentBranch = (calls: Call[]) =>
  posts(calls).map(({ body }) => ({
    home_branch_id: body?.home_branch_id,
    branch_access: body?.branch_access,
  }));
const twoBranches = () => [...firstBranchOnly(), sampleBranch(2, { name: 'Baner' })];
const withBranches = (branches = twoBranches()) => {
  const api = fakeMembersApi([sampleMember(3, { name: 'Asha' })], memberPlans);
  api.db.branches = branches;
  return api;
};
const radio = (name: string) => screen.getByRole('radio', { name });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

async function addAsha() {
  await fillForm({ Name: 'Asha Rao', Phone: '9876500001' });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Membership Plan'), 'Gold (90 days)');
}

test.each(['/users/add', '/users/3/edit'])(
  'with one branch, %s asks nothing about branches and sends nothing about them',
  async (url) => {
    const api = withBranches(firstBranchOnly());
    renderSection(url);
    if (url === '/users/add') await addAsha();
    await userEvent.click(await screen.findByRole('button', { name: /^(Save|Update)$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/successfully/);
    expect(api.calls.some((c) => c.method === 'GET' && c.path === paths.branches.list)).toBe(true);
    expect(screen.queryByLabelText('Home branch')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Branch access' })).not.toBeInTheDocument();
    expect(posts(api.calls)[0]!.body).not.toHaveProperty('home_branch_id');
    expect(posts(api.calls)[0]!.body).not.toHaveProperty('branch_access');
  },
);

test('with two branches, Add asks the home branch (the first by default) and the access, and sends them', async () => {
  const api = withBranches();
  renderSection('/users/add');
  const home = await screen.findByLabelText('Home branch');
  expect(optionTexts(home)).toEqual(['Main branch', 'Baner']);
  expect(home).toHaveValue('1');
  const access = screen.getByRole('group', { name: 'Branch access' });
  expect(
    within(access)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['branch', 'all']);
  expect(radio('This branch only')).toBeChecked();
  expect(radio('All branches')).not.toBeChecked();

  await addAsha();
  await userEvent.selectOptions(home, 'Baner');
  // The keyboard moves the choice, as in any radio group.
  radio('This branch only').focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(radio('All branches')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member added successfully!');
  expect(sentBranch(api.calls)).toEqual([{ home_branch_id: 2, branch_access: 'all' }]);
  expect(api.db.members.at(-1)).toMatchObject({ home_branch_id: 2, branch_access: 'all' });
});

test('with two branches, a new member left as offered goes to the first branch, this branch only', async () => {
  const api = withBranches();
  renderSection('/users/add');
  await screen.findByLabelText('Home branch');
  await addAsha();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(sentBranch(api.calls)).toEqual([{ home_branch_id: 1, branch_access: 'branch' }]);
});

test('with two branches, Edit loads the member’s home branch and access and sends the change', async () => {
  const api = withBranches();
  api.db.members = [sampleMember(3, { name: 'Asha', home_branch_id: 2, branch_access: 'all' })];
  renderSection('/users/3/edit');
  expect(await screen.findByLabelText('Home branch')).toHaveValue('2');
  expect(radio('All branches')).toBeChecked();
  await userEvent.selectOptions(screen.getByLabelText('Home branch'), 'Main branch');
  await userEvent.click(radio('This branch only'));
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Member updated successfully!');
  expect(sentBranch(api.calls)).toEqual([{ home_branch_id: 1, branch_access: 'branch' }]);
  expect(api.db.members[0]).toMatchObject({ home_branch_id: 1, branch_access: 'branch' });
});

test('a branch the API does not know is its message, and the form stays as chosen', async () => {
  const api = withBranches();
  renderSection('/users/add');
  await screen.findByLabelText('Home branch');
  await addAsha();
  await userEvent.selectOptions(screen.getByLabelText('Home branch'), 'Baner');
  // Another desk's change of branches between the form's read and its save.
  api.db.branches = firstBranchOnly();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose a branch that exists.');
  expect(screen.getByLabelText('Home branch')).toHaveValue('2');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
});

describe('with a branch chosen in the top bar', () => {
  test('Add starts the home branch at that branch, and sends it', async () => {
    const api = withBranches();
    setActiveBranch(2);
    renderSection('/users/add');
    expect(await screen.findByLabelText('Home branch')).toHaveValue('2');
    await addAsha();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Member added successfully!');
    expect(sentBranch(api.calls)).toEqual([{ home_branch_id: 2, branch_access: 'branch' }]);
  });

  test('the fee follows the plan’s price at the home branch while it is the price', async () => {
    const api = withBranches();
    api.db.plans = memberPlans.map((plan) => ({
      description: '',
      classes: 'all' as const,
      ...plan,
      ...(plan.name === 'Gold' ? { branch_prices: [{ branch_id: 2, price: 5000 }] } : {}),
    }));
    setActiveBranch(2);
    renderSection('/users/add');
    expect(await screen.findByLabelText('Home branch')).toHaveValue('2');
    await addAsha();
    expect(screen.getByLabelText('Fee Amount')).toHaveValue(5000);
    await userEvent.selectOptions(screen.getByLabelText('Home branch'), 'Main branch');
    expect(screen.getByLabelText('Fee Amount')).toHaveValue(4500);
    await userEvent.clear(screen.getByLabelText('Fee Amount'));
    await userEvent.type(screen.getByLabelText('Fee Amount'), '3000');
    await userEvent.selectOptions(screen.getByLabelText('Home branch'), 'Baner');
    expect(screen.getByLabelText('Fee Amount')).toHaveValue(3000);
  });

  test('Edit keeps the member’s own home branch', async () => {
    withBranches();
    setActiveBranch(2);
    renderSection('/users/3/edit');
    expect(await screen.findByLabelText('Home branch')).toHaveValue('1');
  });

  test('under All branches, Add still asks the home branch, the first by default', async () => {
    withBranches();
    setActiveBranch('all');
    renderSection('/users/add');
    expect(await screen.findByLabelText('Home branch')).toHaveValue('1');
  });
});
