import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, fillForm, inProcessApi, type Call } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { chooseRowAction as choose } from '../../../testing/team-tables';
import { paths, pathTo } from '@spotter/shared';

// What an account's branches allow (the roles an account at some branches may give) lives in the
// API: these tests run it in-process.
const api = inProcessApi();

/** The Owner (`Gym Owner`, id 1) and Asha (id 2), a Front desk at Baner alone. */
async function team() {
  await api.seed('POST', pathTo(paths.team.editAccount, { id: 1 }), {
    full_name: 'Gym Owner',
    role_id: 1,
  });
  await api.account('Front desk', 'asha', { full_name: 'Asha Verma', branches: [2] });
}
/** The first branch, Kothrud, and a second, Baner. */
async function twoBranches() {
  await api.seed('POST', pathTo(paths.branches.edit, { id: 1 }), {
    name: 'Kothrud',
    address: '',
    phone: '',
  });
  await api.seed('POST', paths.branches.add, { name: 'Baner', address: '', phone: '' });
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const group = () => screen.getByRole('group', { name: 'Branches' });
const box = (name: string) => within(group()).getByRole('checkbox', { name });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('with one branch the account forms ask nothing about branches', async () => {
  await api.account('Front desk', 'asha', { full_name: 'Asha Verma' });
  await api.serve();
  renderApp('/team/new');
  await screen.findByLabelText('Username');
  expect(screen.queryByRole('group', { name: 'Branches' })).not.toBeInTheDocument();
});

test('Add account, with two branches, starts at All branches and sends the branches ticked', async () => {
  await twoBranches();
  await team();
  const { calls } = await api.serve();
  renderApp('/team/new');
  expect(await screen.findByRole('group', { name: 'Branches' })).toBeInTheDocument();
  expect(box('All branches')).toBeChecked();
  expect(box('Baner')).toBeDisabled();
  await fillForm({
    'Full name': 'Kiran Rao',
    Username: 'kiran.rao',
    Role: 'Front desk',
    'Temporary password': 'welcome-2026',
  });
  await userEvent.click(box('All branches'));
  expect(box('Baner')).toBeEnabled();
  // None ticked: said beside the group, nothing sent.
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(group()).toHaveAccessibleDescription('Choose at least one branch.');
  expect(posts(calls)).toEqual([]);
  await userEvent.click(box('Baner'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('status');
  expect(posts(calls)).toEqual([
    call('POST', paths.team.addAccount, {
      full_name: 'Kiran Rao',
      username: 'kiran.rao',
      role_id: 3,
      temporary_password: 'welcome-2026',
      branches: [2],
      staff_id: null,
    }),
  ]);
});

test('Edit shows the account’s branches and sends the change', async () => {
  await twoBranches();
  await team();
  const { calls } = await api.serve();
  renderApp('/team');
  await choose('Asha Verma', 'Edit');
  const dialog = screen.getByRole('dialog', { name: 'Edit Asha Verma' });
  await waitFor(() => expect(box('Baner')).toBeChecked());
  expect(box('All branches')).not.toBeChecked();
  expect(box('Kothrud')).not.toBeChecked();
  await userEvent.click(box('Kothrud'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Account updated.');
  expect(posts(calls)).toEqual([
    call('POST', pathTo(paths.team.editAccount, { id: 2 }), {
      full_name: 'Asha Verma',
      role_id: 3,
      branches: [1, 2],
      staff_id: null,
    }),
  ]);
});

test('an account limited to some branches is offered only those, and not All branches', async () => {
  await twoBranches();
  await api.signInAs('Owner', { username: 'limited', branches: [1, 2] });
  await api.serve();
  renderApp('/team/new');
  expect(await screen.findByRole('group', { name: 'Branches' })).toBeInTheDocument();
  expect(
    within(group())
      .getAllByRole('checkbox')
      .map((checkbox) => checkbox.closest('label')?.textContent),
  ).toEqual(['Kothrud', 'Baner']);
  // It starts at the branches of the account adding it.
  expect(box('Kothrud')).toBeChecked();
  expect(box('Baner')).toBeChecked();
  // Limited to some branches, it holds neither branches.manage nor backups.download: no Owner role.
  const role = screen.getByLabelText('Role');
  expect(await within(role).findByRole('option', { name: 'Manager' })).toBeInTheDocument();
  expect(within(role).queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
});

test('with two branches the team list says where each account works', async () => {
  await twoBranches();
  await team();
  await api.serve();
  renderApp('/team');
  const table = await screen.findByRole('table', { name: 'Team' });
  expect(await within(table).findByRole('columnheader', { name: 'Branches' })).toBeInTheDocument();
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(within(row('Gym Owner')).getByRole('cell', { name: 'All branches' })).toBeInTheDocument();
  expect(within(row('Asha Verma')).getByRole('cell', { name: 'Baner' })).toBeInTheDocument();
});
