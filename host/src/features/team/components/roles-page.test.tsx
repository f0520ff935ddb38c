import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDialog, call, inProcessApi, type Answer, type Call } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { bodyCells, chooseRowAction as choose, rowActions } from '../../../testing/team-tables';
import { paths, pathTo } from '@spotter/shared';

// The roles' rules (what each built-in role holds, what a permission needs, a name in use, a role
// someone has) live in the API: these tests run it in-process.
const api = inProcessApi();

/** Two custom roles (ids 6 and 7, after the five built-in ones), the first given to an account. */
async function team(override?: Answer) {
  await api.seed('POST', paths.team.addRole, {
    name: 'Coach',
    permissions: ['members.view', 'attendance.record'],
  });
  await api.seed('POST', paths.team.addRole, { name: 'Spare', permissions: ['plans.view'] });
  await api.seed('POST', paths.team.addAccount, {
    full_name: 'Team Coach',
    username: 'coach',
    role_id: 6,
    temporary_password: 'a-temporary-password',
  });
  return api.serve(override);
}
const ticked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('div')?.querySelector('label')?.textContent);
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists the built-in roles, marked and only to be viewed, then the custom ones', async () => {
  await team();
  renderApp('/team/roles');
  expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Coach' });
  expect(bodyCells('Roles', 4)).toEqual([
    ['Owner', 'Built-in', '27 of 27', '1'],
    ['Manager', 'Built-in', '23 of 27', '0'],
    ['Front desk', 'Built-in', '12 of 27', '0'],
    ['Trainer', 'Built-in', '6 of 27', '0'],
    ['Accountant', 'Built-in', '11 of 27', '0'],
    ['Coach', 'Custom', '2 of 27', '1'],
    ['Spare', 'Custom', '1 of 27', '0'],
  ]);
  expect(await rowActions('Trainer')).toEqual(['View']);
  expect(await rowActions('Coach')).toEqual(['Edit', 'Delete']);
  expect(screen.getByRole('link', { name: 'Back to team' })).toHaveAttribute('href', '/team');
});

test('the team page links to the roles', async () => {
  await team();
  const { router } = renderApp('/team');
  await userEvent.click(await screen.findByRole('link', { name: 'Roles' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/team/roles');
});

test('a built-in role shows its permissions, which cannot be changed', async () => {
  await team();
  renderApp('/team/roles');
  await choose('Trainer', 'View');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainer' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'The built-in roles cannot be changed. Add a role to start from a copy of this one.',
    ),
  ).toBeInTheDocument();
  expect(ticked()).toEqual([
    'See members',
    'Check members in and out',
    'See plans',
    'See trainers & staff',
    'See classes: the week, a session and its roster',
    'Mark members attended in classes (without booking: the classes they lead)',
  ]);
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('Add role copies a built-in role; ticking brings what a permission needs, unticking takes what needs it', async () => {
  const { calls } = await team();
  const { router } = renderApp('/team/roles');
  await userEvent.click(await screen.findByRole('link', { name: 'Add role' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Add role' })).toBeInTheDocument();
  await userEvent.selectOptions(await screen.findByLabelText('Copy of'), 'Front desk');
  expect(ticked()).toEqual([
    'See members',
    'Add and edit members',
    'Check members in and out',
    'Work with enquiries',
    'See plans',
    'See trainers & staff',
    'See and download invoices',
    'Record payments and renew memberships',
    'See fees, payments and dues',
    'See classes: the week, a session and its roster',
    'Book members into classes and cancel their bookings',
    'Mark members attended in classes (without booking: the classes they lead)',
  ]);
  expect(
    screen.getByRole('checkbox', { name: 'Add and edit members' }),
  ).toHaveAccessibleDescription(
    'Needs “See members”, “See fees, payments and dues” and “See plans”',
  );

  await userEvent.click(screen.getByRole('checkbox', { name: 'See fees, payments and dues' }));
  expect(ticked()).toEqual([
    'See members',
    'Check members in and out',
    'Work with enquiries',
    'See plans',
    'See trainers & staff',
    'See classes: the week, a session and its roster',
    'Book members into classes and cancel their bookings',
    'Mark members attended in classes (without booking: the classes they lead)',
  ]);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Export all invoices (CSV)' }));
  expect(ticked()).toEqual([
    'See members',
    'Check members in and out',
    'Work with enquiries',
    'See plans',
    'See trainers & staff',
    'See and download invoices',
    'Export all invoices (CSV)',
    'See fees, payments and dues',
    'See classes: the week, a session and its roster',
    'Book members into classes and cancel their bookings',
    'Mark members attended in classes (without booking: the classes they lead)',
  ]);

  await userEvent.type(screen.getByLabelText('Name'), ' Senior desk ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Role Senior desk added.');
  await waitFor(() => expect(router.state.location.pathname).toBe('/team/roles'));
  expect(await screen.findByRole('cell', { name: 'Senior desk' })).toBeInTheDocument();
  expect(writes(calls)).toEqual([
    call('POST', paths.team.addRole, {
      name: 'Senior desk',
      permissions: [
        'members.view',
        'attendance.record',
        'enquiries.manage',
        'plans.view',
        'staff.view',
        'invoices.view',
        'invoices.export',
        'money.view',
        'classes.view',
        'classes.book',
        'classes.attend',
      ],
    }),
  ]);
});

test('a role needs a name; the API’s refusal of a name in use shows and the form stays', async () => {
  const { calls } = await team();
  renderApp('/team/roles/new');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'See plans' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  expect(writes(calls)).toEqual([]);

  await userEvent.type(screen.getByLabelText('Name'), 'coach');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A role with that name already exists.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Add role' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'See plans' })).toBeChecked();
});

test('Edit changes a custom role’s name and permissions', async () => {
  const { calls } = await team();
  renderApp('/team/roles');
  await choose('Coach', 'Edit');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit role' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Copy of')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Coach');
  expect(ticked()).toEqual(['See members', 'Check members in and out']);
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Head coach');
  await userEvent.click(screen.getByRole('checkbox', { name: 'See plans' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Role Head coach saved.');
  expect(await screen.findByRole('cell', { name: 'Head coach' })).toBeInTheDocument();
  expect(writes(calls)).toEqual([
    call('POST', pathTo(paths.team.editRole, { id: 6 }), {
      name: 'Head coach',
      permissions: ['members.view', 'attendance.record', 'plans.view'],
    }),
  ]);
});

test('Delete asks first and removes a role nobody has; a role someone has stays, as the API says', async () => {
  const { calls } = await team();
  renderApp('/team/roles');
  await choose('Spare', 'Delete');
  expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
    'Are you sure you want to delete this role?',
  );
  await answerDialog('Delete');
  expect(await screen.findByRole('status')).toHaveTextContent('Role deleted.');
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Spare' })).not.toBeInTheDocument(),
  );

  await choose('Coach', 'Delete');
  await answerDialog('Delete');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'One account has this role: give it another role first.',
  );
  expect(screen.getByRole('cell', { name: 'Coach' })).toBeInTheDocument();
  expect(writes(calls).map((c) => c.path)).toEqual([
    pathTo(paths.team.deleteRole, { id: 7 }),
    pathTo(paths.team.deleteRole, { id: 6 }),
  ]);
});

test('a role that does not exist says so, with the way back', async () => {
  await team();
  renderApp('/team/roles/99');
  expect(await screen.findByRole('alert')).toHaveTextContent('Role not found');
  expect(screen.getByRole('link', { name: 'Back to roles' })).toHaveAttribute(
    'href',
    '/team/roles',
  );
});

test('offers Retry when the roles cannot be read', async () => {
  let failing = true;
  await team((_method, path) =>
    failing && path === paths.team.roles
      ? { status: 503, body: { status: 'failed', message: 'Down' } }
      : undefined,
  );
  renderApp('/team/roles');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the roles.');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Coach' })).toBeInTheDocument();
});
