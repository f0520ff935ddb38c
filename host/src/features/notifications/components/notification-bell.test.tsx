import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeAdmin, fakeApi, fakeRole, type FakeDashboard } from '@spotter/shared/testing';
import { fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

const notifications: FakeDashboard['notifications'] = {
  total: 26,
  data: [
    { member_id: 7, name: 'Asha Verma', expires_in_days: 0, due_amount: 0 },
    { member_id: 3, name: 'Ravi Kumar', expires_in_days: 4, due_amount: 1500 },
    { member_id: 12, name: 'Meera Iyer', expires_in_days: null, due_amount: 120000 },
  ],
};

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const panel = () => screen.getByRole('region', { name: 'Notifications' });
// The list's code arrives when the bell is first pressed.
const findPanel = () => screen.findByRole('region', { name: 'Notifications' });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
  fakeRemotes();
});
afterEach(() => jest.restoreAllMocks());

async function renderWithBell(dashboard: Partial<FakeDashboard> = { notifications }) {
  fakeApi({ dashboard });
  const view = renderApp('/dashboard');
  await screen.findByRole('navigation', { name: 'Main' });
  return view;
}

test('the bell is a button whose badge counts the members needing attention', async () => {
  await renderWithBell();
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('26 members need attention'));
  expect(screen.getByText('26')).toBeVisible();
  expect(bell()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

test('pressing it lists each member with what applies, linking to the member, and says how many more there are', async () => {
  await renderWithBell();
  await userEvent.click(bell());
  expect(bell()).toHaveAttribute('aria-expanded', 'true');
  const list = await within(await findPanel()).findByRole('list', {
    name: 'Members needing attention',
  });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual(
    [
      ['Asha Verma, expires today', '/users/7/edit'],
      ['Ravi Kumar, expires in 4 days, owes ₹1,500', '/users/3/edit'],
      ['Meera Iyer, owes ₹1,20,000', '/users/12/edit'],
    ],
  );
  expect(within(panel()).getByText('And 23 more not shown.')).toBeInTheDocument();
});

test('Escape closes the list and puts focus back on the bell, from the bell or from the list', async () => {
  await renderWithBell();
  const user = userEvent.setup();
  bell().focus();
  await user.keyboard('{Enter}');
  expect(panel()).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(bell()).toHaveFocus();

  await user.keyboard(' ');
  await user.tab();
  expect(await screen.findByRole('link', { name: 'Asha Verma, expires today' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  expect(bell()).toHaveFocus();
});

test('a click elsewhere closes it; choosing a member opens the member and closes it', async () => {
  const { router } = await renderWithBell();
  const user = userEvent.setup();
  await user.click(bell());
  await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

  await user.click(bell());
  await user.click(await screen.findByRole('link', { name: 'Meera Iyer, owes ₹1,20,000' }));
  expect(router.state.location.pathname).toBe('/users/12/edit');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

test('with nobody to see to, there is no badge and the list says so', async () => {
  await renderWithBell({});
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('Nothing needs attention'));
  expect(within(bell()).queryByText(/\d/)).not.toBeInTheDocument();
  await userEvent.click(bell());
  expect(within(panel()).getByText(/Nothing needs attention/)).toBeInTheDocument();
});

test('a list that cannot be read offers Retry', async () => {
  let failing = true;
  fakeApi({ dashboard: { notifications } }, (_method, path) =>
    failing && path === '/dashboard/notifications'
      ? { status: 400, body: { status: 'failed', message: 'Broken' } }
      : undefined,
  );
  renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const alert = await within(panel()).findByRole('alert');
  expect(alert).toHaveTextContent('Notifications could not be loaded.');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(
    await within(panel()).findByRole('link', { name: 'Asha Verma, expires today' }),
  ).toBeInTheDocument();
  expect(screen.getByText('26')).toBeVisible();
});

test('opening the bell reads the list again, so it shows what changed since the page loaded', async () => {
  const { db } = fakeApi({ dashboard: { notifications } });
  renderApp('/dashboard');
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('26 members need attention'));
  db.dashboard.notifications = {
    total: 1,
    data: [{ member_id: 40, name: 'Kavya Nair', expires_in_days: 2, due_amount: 0 }],
  };
  await userEvent.click(bell());
  expect(
    await within(panel()).findByRole('link', { name: 'Kavya Nair, expires in 2 days' }),
  ).toBeInTheDocument();
  expect(bell()).toHaveAccessibleDescription('1 member needs attention');
});

test('a Trainer’s bell lists the expiring members without any amount, each opening the members list showing them', async () => {
  fakeApi({
    auth: fakeAdmin(fakeRole('Trainer')),
    dashboard: {
      notifications: {
        total: 2,
        data: [
          { member_id: 7, name: 'Asha Verma', expires_in_days: 0 },
          { member_id: 3, name: 'Ravi Kumar', expires_in_days: 4 },
        ],
      },
    },
  });
  renderApp('/dashboard');
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 members need attention'));
  await userEvent.click(bell());
  const list = await within(await findPanel()).findByRole('list', {
    name: 'Members needing attention',
  });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
  ).toEqual([
    ['Asha Verma, expires today', '/users?q=Asha+Verma'],
    ['Ravi Kumar, expires in 4 days', '/users?q=Ravi+Kumar'],
  ]);
});
