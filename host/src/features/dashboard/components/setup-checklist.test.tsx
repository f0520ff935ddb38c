import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptySummary,
  fakeAdmin,
  fakeApi,
  fakeRole,
  sampleAccount,
  sampleMember,
  sampleSummary,
} from '@spotter/shared/testing';
import { paths } from '@spotter/shared';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const PLAN = { id: 1, name: 'Monthly', duration_days: 30, price: 1500 };
const checklist = () => screen.findByRole('region', { name: 'Set up your gym' });
/** Each step as the list shows it: its name, its state in words, and its link. */
const steps = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return [
        within(item).getByRole('heading', { level: 3 }).textContent,
        within(item).queryByText('Done') ? 'Done' : within(item).getByText('To do').textContent,
        link.textContent,
        link.getAttribute('href'),
      ];
    });

test('an Owner of a new gym sees every step to do, in order, each with where it is done', async () => {
  fakeApi();
  renderApp('/dashboard');
  const region = await checklist();
  expect(within(region).getByRole('heading', { level: 2, name: 'Set up your gym' })).toBeVisible();
  expect(within(region).getByText('0 of 5 done')).toBeInTheDocument();
  expect(steps(region)).toEqual([
    ['Gym details', 'To do', "Enter the gym's details", '/settings'],
    ['Branches', 'To do', 'Set up branches', '/settings/branches'],
    ['Plans', 'To do', 'Add your first plan', '/plans/add'],
    ['Team', 'To do', 'Add a team account', '/team/new'],
    ['Import', 'To do', 'Import members', '/users/import'],
  ]);
  // Each step is a list item named by its heading.
  expect(within(region).getByRole('listitem', { name: 'Plans' })).toHaveTextContent(
    'Every member joins on a plan. Start with the plans your gym sells.',
  );
  // It leads the dashboard: the empty state follows it.
  expect(region.compareDocumentPosition(screen.getByText(/Nothing to show yet/))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test('each step is done as the records say, in words, and then leads to where it is kept', async () => {
  fakeApi({
    gym: { name: 'Iron Temple', address: 'FC Road, Pune', phone: '' },
    branches: [{ id: 1, name: 'Iron Temple', address: 'FC Road, Pune', phone: '' }],
    plans: [PLAN],
    team: { accounts: [sampleAccount(1, { role: 'Owner' }), sampleAccount(2)] },
  });
  renderApp('/dashboard');
  const region = await checklist();
  expect(within(region).getByText('4 of 5 done')).toBeInTheDocument();
  expect(steps(region)).toEqual([
    ['Gym details', 'Done', "Change the gym's details", '/settings'],
    ['Branches', 'Done', 'See branches', '/settings/branches'],
    ['Plans', 'Done', 'See plans', '/plans'],
    ['Team', 'Done', 'See the team', '/team'],
    ['Import', 'To do', 'Import members', '/users/import'],
  ]);
  // The tick beside "Done" is for the eye: no name holds it.
  const done = within(region).getByRole('listitem', { name: 'Gym details' });
  expect(within(done).getByRole('heading', { level: 3 })).toHaveAccessibleName('Gym details');
  expect(within(done).getByRole('link')).toHaveAccessibleName("Change the gym's details");
  expect(within(done).getByText('Done')).toBeVisible();
});

test('Branches is done with a second branch; Team is not with a disabled second account', async () => {
  fakeApi({
    branches: [
      { id: 1, name: 'Main branch', address: '', phone: '' },
      { id: 2, name: 'Baner', address: '', phone: '' },
    ],
    team: {
      accounts: [sampleAccount(1, { role: 'Owner' }), sampleAccount(2, { status: 'disabled' })],
    },
  });
  renderApp('/dashboard');
  const region = await checklist();
  expect(
    within(within(region).getByRole('listitem', { name: 'Branches' })).getByText('Done'),
  ).toBeVisible();
  expect(
    within(within(region).getByRole('listitem', { name: 'Team' })).getByText('To do'),
  ).toBeVisible();
});

test('a link is reached and followed from the keyboard', async () => {
  fakeApi();
  const { router } = renderApp('/dashboard');
  const link = within(await checklist()).getByRole('link', { name: 'Add your first plan' });
  link.focus();
  expect(link).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(router.state.location.pathname).toBe('/plans/add');
});

test('is gone once the gym has members and plans, and the dashboard is as before', async () => {
  fakeApi({
    plans: [PLAN],
    members: [sampleMember(1)],
    dashboard: { summary: sampleSummary() },
  });
  renderApp('/dashboard');
  expect(await screen.findByRole('region', { name: 'Active Members' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Set up your gym' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add your first plan' })).not.toBeInTheDocument();
});

test.each([
  ['Manager', 'all', ['Gym details', 'Plans', 'Import'], '1 of 3 done'],
  ['Manager', [2], ['Gym details', 'Plans'], '1 of 2 done'],
  ['Front desk', 'all', ['Import'], '0 of 1 done'],
] as const)(
  'a %s (branches: %j) sees only the steps it may take, and counts those',
  async (role, branches, names, progress) => {
    fakeApi({
      auth: fakeAdmin({ ...fakeRole(role), branches: branches === 'all' ? 'all' : [...branches] }),
      gym: { name: 'Iron Temple', address: '', phone: '' },
    });
    renderApp('/dashboard');
    const region = await checklist();
    expect(steps(region).map(([name]) => name)).toEqual(names);
    expect(within(region).getByText(progress)).toBeInTheDocument();
  },
);

test('an account that may take no step sees the empty state as before, and no checklist', async () => {
  const {
    collected_this_month: _collected,
    outstanding: _outstanding,
    ...summary
  } = emptySummary();
  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')), dashboard: { summary } });
  renderApp('/dashboard');
  expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Set up your gym' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('main')).queryAllByRole('link')).toEqual([]);
});

test('an account whose every step is done sees no checklist, though the gym is not set up', async () => {
  fakeApi({
    auth: fakeAdmin(fakeRole('Front desk')),
    plans: [PLAN],
    members: [sampleMember(1)],
    dashboard: { summary: emptySummary() },
  });
  renderApp('/dashboard');
  expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Set up your gym' })).not.toBeInTheDocument();
});

test('says it is loading until the checklist is read, then shows it above the rest', async () => {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  fakeApi({}, async (_method, path) => {
    if (!path.startsWith(paths.gym.setup)) return undefined;
    await stalled;
    return undefined;
  });
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByText(/Nothing to show yet/)).not.toBeInTheDocument();
  release();
  expect(await checklist()).toBeInTheDocument();
  expect(screen.getByText(/Nothing to show yet/)).toBeInTheDocument();
});

test('a checklist that cannot be read says so with Retry, and the rest of the dashboard shows', async () => {
  let failing = true;
  fakeApi({}, async (_method, path) =>
    path.startsWith(paths.gym.setup) && failing
      ? { status: 400, body: { status: 'failed', message: 'Broken' } }
      : undefined,
  );
  renderApp('/dashboard');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The set-up checklist could not be loaded.');
  expect(screen.getByText(/Nothing to show yet/)).toBeInTheDocument();
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(within(await checklist()).getByText('0 of 5 done')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a Trainer’s dashboard neither waits for the checklist nor shows its failure', async () => {
  fakeApi({ auth: fakeAdmin(fakeRole('Trainer')) }, async (_method, path) =>
    path.startsWith(paths.gym.setup)
      ? { status: 400, body: { status: 'failed', message: 'Broken' } }
      : undefined,
  );
  renderApp('/dashboard');
  expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('saving the gym’s details in Settings marks the step done, and branch 1 takes them', async () => {
  fakeApi();
  renderApp('/settings');
  const form = await screen.findByRole('form', { name: 'Gym details' });
  await userEvent.clear(within(form).getByLabelText('Gym name'));
  await userEvent.type(within(form).getByLabelText('Gym name'), 'Iron Temple');
  await userEvent.type(within(form).getByLabelText('Address'), 'FC Road, Pune');
  await userEvent.click(within(form).getByRole('button', { name: 'Save gym details' }));
  expect(await screen.findByText('Gym details updated successfully!')).toBeInTheDocument();
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Dashboard',
    }),
  );
  const region = await checklist();
  expect(within(region).getByText('2 of 5 done')).toBeInTheDocument();
  expect(steps(region).slice(0, 2)).toEqual([
    ['Gym details', 'Done', "Change the gym's details", '/settings'],
    ['Branches', 'Done', 'See branches', '/settings/branches'],
  ]);
  await userEvent.click(within(region).getByRole('link', { name: 'See branches' }));
  expect(await screen.findByRole('cell', { name: 'Iron Temple' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'FC Road, Pune' })).toBeInTheDocument();
});
