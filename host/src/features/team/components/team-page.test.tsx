import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  answerDialog,
  call,
  fillForm,
  inProcessApi,
  optionTexts,
  type Answer,
  type Call,
} from '@spotter/shared/testing';
import type { TeamAccounts } from '@spotter/shared';
import { renderApp } from '../../../testing/render-app';
import { bodyCells, chooseRowAction as choose, rowActions } from '../../../testing/team-tables';
import { paths, pathTo } from '@spotter/shared';

// The team's rules (the last active Owner, a username taken whatever its case, who may disable or
// reset whom, who may see the team at all) live in the API: these tests run it in-process.
const api = inProcessApi();

// In the browser's own time zone, whatever the machine's.
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

/**
 * The Owner (id 1, signed in last on 23 Nov at 18:00, the time the screens run at), Asha, a Front desk (id 2, on 20 Nov at
 * 09:05), and Ravi, a Trainer whose account is disabled and has never been used (id 3).
 */
async function team(override?: Answer) {
  await api.seed('POST', pathTo(paths.team.editAccount, { id: 1 }), {
    full_name: 'Gym Owner',
    role_id: 1,
  });
  api.clockAt(at(20, 9, 5));
  await api.account('Front desk', 'asha', { full_name: 'Asha Verma' });
  await api.seed('POST', paths.team.addAccount, {
    full_name: 'Ravi Kumar',
    username: 'ravi',
    role_id: 4,
    temporary_password: 'a-temporary-password',
  });
  await api.seed('POST', pathTo(paths.team.disableAccount, { id: 3 }));
  // The screens' clock stays there: the Owner's session is a new one.
  api.clockAt(at(23, 18, 0));
  await api.signInAs('Owner');
  return api.serve(override);
}
const table = () => screen.getByRole('table', { name: 'Team' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.startsWith(name))!;
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists every account with its role, status and last sign-in, and links to adding one and to the roles', async () => {
  await team();
  renderApp('/team');
  expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Asha Verma' });
  expect(columnHeaders()).toEqual([
    'Name',
    'Username',
    'Role',
    'Status',
    'Last sign-in',
    'Actions',
  ]);
  expect(bodyCells('Team', 5)).toEqual([
    ['Asha Verma', 'asha', 'Front desk', 'Active', '20 Nov 2026, 09:05'],
    ['Gym Owner', 'owner', 'Owner', 'Active', '23 Nov 2026, 18:00'],
    ['Ravi Kumar', 'ravi', 'Trainer', 'Disabled', 'Never'],
  ]);
  expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute('href', '/team/new');
  expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/team/roles');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Team');
});

test('each row’s menu offers what applies; the signed-in account cannot disable itself or reset its own password', async () => {
  await team();
  renderApp('/team');
  expect(await rowActions('Asha Verma')).toEqual(['Edit', 'Disable', 'Reset password']);
  expect(await rowActions('Ravi Kumar')).toEqual(['Edit', 'Enable', 'Reset password']);
  expect(await rowActions('Gym Owner')).toEqual(['Edit']);
});

test('Add account saves a new account with its role and temporary password, and lists it', async () => {
  const { calls } = await team();
  const { router } = renderApp('/team');
  await userEvent.click(await screen.findByRole('link', { name: 'Add account' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Add account' })).toBeInTheDocument();
  const role = screen.getByRole('combobox', { name: 'Role' });
  await waitFor(() =>
    expect(optionTexts(role)).toEqual([
      'Choose a role',
      'Owner',
      'Manager',
      'Front desk',
      'Trainer',
      'Accountant',
    ]),
  );
  await fillForm({
    'Full name': ' Kiran Rao ',
    Username: 'kiran.rao',
    Role: 'Front desk',
    'Temporary password': 'welcome-2026',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Account kiran.rao added. Give them the temporary password: they choose their own when they first sign in.',
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
  expect(await screen.findByRole('cell', { name: 'Kiran Rao' })).toBeInTheDocument();
  expect(within(rowOf('Kiran Rao')).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
  expect(posts(calls)).toEqual([
    call('POST', paths.team.addAccount, {
      full_name: 'Kiran Rao',
      username: 'kiran.rao',
      role_id: 3,
      temporary_password: 'welcome-2026',
      staff_id: null,
    }),
  ]);
});

test('Add account shows what is wrong beside each field and sends nothing', async () => {
  const { calls } = await team();
  renderApp('/team/new');
  await screen.findByLabelText('Username');
  await fillForm({ Username: 'kiran rao', 'Temporary password': '123456789' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    'A username may hold only letters, digits and . _ - @ (no spaces).',
  );
  expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Please choose a role.');
  expect(screen.getByLabelText('Temporary password')).toHaveAccessibleDescription(
    'Temporary password must be at least 10 characters',
  );
  expect(posts(calls)).toEqual([]);
});

test('a username already taken is the API’s refusal, and the form stays as typed', async () => {
  await team();
  const { router } = renderApp('/team/new');
  await screen.findByRole('option', { name: 'Trainer' });
  await fillForm({
    'Full name': 'Asha Two',
    Username: 'ASHA',
    Role: 'Trainer',
    'Temporary password': 'welcome-2026',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
  expect(screen.getByLabelText('Username')).toHaveValue('ASHA');
  expect(router.state.location.pathname).toBe('/team/new');
});

test('Edit changes the name, the role and the trainer or staff record of an account', async () => {
  const { calls } = await team();
  await api.seed('POST', paths.staff.add, {
    name: 'Asha Verma',
    phone: '9822000001',
    role: 'Trainer',
  });
  renderApp('/team');
  await choose('Asha Verma', 'Edit');
  const dialog = screen.getByRole('dialog', { name: 'Edit Asha Verma' });
  expect(within(dialog).getByLabelText('Full name')).toHaveValue('Asha Verma');
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Role')).toHaveDisplayValue('Front desk'),
  );
  await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Trainer');
  const record = within(dialog).getByRole('combobox', { name: 'Trainer or staff record' });
  await waitFor(() => expect(optionTexts(record)).toEqual(['None', 'Asha Verma']));
  await userEvent.selectOptions(record, 'Asha Verma');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Account updated.');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(within(rowOf('Asha Verma')).getByRole('cell', { name: 'Trainer' })).toBeInTheDocument(),
  );
  expect(posts(calls)).toEqual([
    call('POST', pathTo(paths.team.editAccount, { id: 2 }), {
      full_name: 'Asha Verma',
      role_id: 4,
      staff_id: expect.any(Number),
    }),
  ]);
  const [account] = (await api.seed<TeamAccounts>('GET', paths.team.accounts)).data.filter(
    (one) => one.id === 2,
  );
  expect(account).toMatchObject({ staff_name: 'Asha Verma' });
});

test('the last active Owner keeps the role: the API’s refusal shows and the dialog stays open', async () => {
  await team();
  renderApp('/team');
  await choose('Gym Owner', 'Edit');
  const dialog = screen.getByRole('dialog', { name: 'Edit Gym Owner' });
  await waitFor(() => expect(within(dialog).getByLabelText('Role')).toHaveDisplayValue('Owner'));
  await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'There must be at least one active Owner.',
  );
  expect(screen.getByRole('dialog', { name: 'Edit Gym Owner' })).toBeInTheDocument();
  const { data } = await api.seed<TeamAccounts>('GET', paths.team.accounts);
  expect(data.find((account) => account.id === 1)).toMatchObject({ role: 'Owner' });
});

test('Disable asks first, saying the account is signed out; Enable brings it back', async () => {
  const { calls } = await team();
  renderApp('/team');
  await choose('Asha Verma', 'Disable');
  const confirm = screen.getByRole('dialog', { name: 'Disable Asha Verma?' });
  expect(confirm).toHaveAccessibleDescription(
    'They are signed out at once and cannot sign in until the account is enabled again.',
  );
  await answerDialog('Disable');
  expect(await screen.findByRole('status')).toHaveTextContent('asha is disabled and signed out.');
  await waitFor(() =>
    expect(within(rowOf('Asha Verma')).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument(),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await choose('Asha Verma', 'Enable');
  await waitFor(() =>
    expect(within(rowOf('Asha Verma')).getByRole('cell', { name: 'Active' })).toBeInTheDocument(),
  );
  expect(screen.getByText('asha is active again.')).toBeInTheDocument();
  expect(posts(calls).map((c) => c.path)).toEqual([
    pathTo(paths.team.disableAccount, { id: 2 }),
    pathTo(paths.team.enableAccount, { id: 2 }),
  ]);
});

test('Cancel leaves an account enabled', async () => {
  const { calls } = await team();
  renderApp('/team');
  await choose('Asha Verma', 'Disable');
  await answerDialog('Cancel');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(calls)).toEqual([]);
});

test('Reset password asks for a new temporary password of at least 10 characters', async () => {
  const { calls } = await team();
  renderApp('/team');
  await choose('Asha Verma', 'Reset password');
  const dialog = screen.getByRole('dialog', { name: 'Reset password for Asha Verma' });
  const field = within(dialog).getByLabelText('Temporary password');
  expect(field).toHaveFocus();
  await userEvent.type(field, 'too-short');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(field).toHaveAccessibleDescription('Temporary password must be at least 10 characters');
  expect(posts(calls)).toEqual([]);

  await userEvent.type(field, '-again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password reset. asha chooses a new one at the next sign-in.',
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts(calls)).toEqual([
    call('POST', pathTo(paths.team.resetPassword, { id: 2 }), {
      temporary_password: 'too-short-again',
    }),
  ]);
});

test('says it is loading, and offers Retry when the team cannot be read', async () => {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await team(async (_method, path) => {
    if (path !== paths.team.accounts) return undefined;
    await stalled;
    return failing ? { status: 503, body: { status: 'failed', message: 'Down' } } : undefined;
  });
  renderApp('/team');
  expect(await screen.findByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
  release();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the team.');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
});

test.each(['/team', '/team/new', '/team/roles', '/team/roles/new', '/team/roles/2'])(
  'a Manager opening %s is told there is no access, and nothing of the team is asked',
  async (url) => {
    await api.signInAs('Manager');
    const { calls } = await api.serve();
    renderApp(url);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/team'))).toEqual([]);
  },
);
