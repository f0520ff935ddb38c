import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BRANCH_VIEWS,
  fakeStaffApi,
  fillForm,
  firstBranchOnly,
  optionTexts,
  renderRoutes,
  sampleBranch,
  sampleStaff,
  stubObjectUrls,
  type Call,
} from '@spotter/shared/testing';
import { paths, setActiveBranch } from '@spotter/shared';
import { routes } from '../../../routes';

// A trainer's branch (docs/product/branches.md §26): asked only when there are branches to choose between,
// so that a gym with one branch sees and sends the form it always had.

const renderSection = (url: string) => renderRoutes(routes, url);
const sent = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => c.body);
const withBranches = (branches = [...firstBranchOnly(), sampleBranch(2, { name: 'Baner' })]) => {
  const api = fakeStaffApi([sampleStaff({ branch_id: 2 })]);
  api.db.branches = branches;
  return api;
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubObjectUrls();
});
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

test.each(['/add/staffs', '/edit_trainer_staff/1'])(
  'with one branch, %s asks no branch and sends none',
  async (url) => {
    const api = withBranches(firstBranchOnly());
    renderSection(url);
    if (url === '/add/staffs')
      await fillForm({ Name: 'Ravi Kumar', Phone: '+919876543210', 'Blood Group': 'A+' });
    await userEvent.click(await screen.findByRole('button', { name: /^(Save|Update)$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/successfully/);
    expect(api.calls.some((c) => c.method === 'GET' && c.path === paths.branches.list)).toBe(true);
    expect(screen.queryByLabelText('Branch')).not.toBeInTheDocument();
    expect(sent(api.calls)[0]).not.toHaveProperty('branch_id');
  },
);

test('with two branches, Add asks the branch, the first by default, and sends the one chosen', async () => {
  const api = withBranches();
  renderSection('/add/staffs');
  const branch = await screen.findByLabelText('Branch');
  expect(optionTexts(branch)).toEqual(['Main branch', 'Baner']);
  expect(branch).toHaveValue('1');
  await fillForm({
    Name: 'Ravi Kumar',
    Phone: '+919876543210',
    'Blood Group': 'A+',
    Branch: 'Baner',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Trainer/Staff added successfully!');
  expect(sent(api.calls).map((body) => body?.branch_id)).toEqual(['2']);
  expect(api.db.staff.at(-1)!.branch_id).toBe(2);
});

test('with two branches, a trainer added as offered goes to the first branch', async () => {
  const api = withBranches();
  renderSection('/add/staffs');
  await screen.findByLabelText('Branch');
  await fillForm({ Name: 'Ravi Kumar', Phone: '+919876543210', 'Blood Group': 'A+' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(sent(api.calls).map((body) => body?.branch_id)).toEqual(['1']);
});

test('with two branches, Edit loads the trainer’s branch and sends the change', async () => {
  const api = withBranches();
  renderSection('/edit_trainer_staff/1');
  expect(await screen.findByLabelText('Branch')).toHaveValue('2');
  await userEvent.selectOptions(screen.getByLabelText('Branch'), 'Main branch');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Trainer/Staff updated successfully!',
  );
  expect(sent(api.calls).map((body) => body?.branch_id)).toEqual(['1']);
  expect(api.db.staff[0]!.branch_id).toBe(1);
});

test.each(BRANCH_VIEWS)(
  '$view: each trainer’s card names their branch only under All branches',
  async (view) => {
    withBranches(view.branches());
    setActiveBranch(view.choice);
    renderSection('/view/staffs');
    const card = await screen.findByRole('article', { name: 'Ravi Kumar' });
    if (view.column) expect(await within(card).findByText('Branch: Baner')).toBeInTheDocument();
    else expect(within(card).queryByText(/^Branch/)).not.toBeInTheDocument();
  },
);

describe('with a branch chosen in the top bar', () => {
  test('Add starts the branch at that branch, and sends it', async () => {
    const api = withBranches();
    setActiveBranch(2);
    renderSection('/add/staffs');
    expect(await screen.findByLabelText('Branch')).toHaveValue('2');
    await fillForm({ Name: 'Ravi Kumar', Phone: '+919876543210', 'Blood Group': 'A+' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Trainer/Staff added successfully!',
    );
    expect(sent(api.calls).map((body) => body?.branch_id)).toEqual(['2']);
  });

  test('Edit keeps the trainer’s own branch', async () => {
    withBranches();
    setActiveBranch(1);
    renderSection('/edit_trainer_staff/1');
    expect(await screen.findByLabelText('Branch')).toHaveValue('2');
  });

  test('under All branches, Add still asks the branch, the first by default', async () => {
    withBranches();
    setActiveBranch('all');
    renderSection('/add/staffs');
    expect(await screen.findByLabelText('Branch')).toHaveValue('1');
  });
});
