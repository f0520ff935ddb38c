import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeAdmin, fakeApi, fakeRole, type FakeDashboard } from '@spotter/shared/testing';
import { fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const notifications: FakeDashboard['notifications'] = {
  total: 26,
  data: [
    {
      task_id: 1,
      member_id: 7,
      enquiry_id: null,
      name: 'Asha Verma',
      kind: 'expiry',
      reason: 'Expires today',
    },
    {
      task_id: 2,
      member_id: 3,
      enquiry_id: null,
      name: 'Ravi Kumar',
      kind: 'dues',
      reason: 'Owes ₹1,500 for 7 days',
    },
    {
      task_id: 3,
      member_id: 12,
      enquiry_id: null,
      name: 'Meera Iyer',
      kind: 'promise',
      reason: 'Promise broken: promised 20 Nov 2026',
    },
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

test('the bell is a button whose badge counts the reminders due today', async () => {
  await renderWithBell();
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('26 reminders due today'));
  expect(screen.getByText('26')).toBeVisible();
  expect(bell()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

test('pressing it lists each reminder due with why, linking to the member, and says how many more there are', async () => {
  await renderWithBell();
  await userEvent.click(bell());
  expect(bell()).toHaveAttribute('aria-expanded', 'true');
  const list = await within(await findPanel()).findByRole('list', {
    name: 'Reminders due today',
  });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual(
    [
      ['Asha Verma, Expires today', '/users/7/edit'],
      ['Ravi Kumar, Owes ₹1,500 for 7 days', '/users/3/edit'],
      ['Meera Iyer, Promise broken: promised 20 Nov 2026', '/users/12/edit'],
    ],
  );
  expect(within(panel()).getByText('And 23 more not shown.')).toBeInTheDocument();
});

test('under the list, Open Reminders leads to the whole queue and closes the list', async () => {
  const { router } = await renderWithBell();
  await userEvent.click(bell());
  const open = await within(await findPanel()).findByRole('link', { name: 'Open Reminders' });
  expect(open).toHaveAttribute('href', '/reminders');
  // The last thing in the panel, after the list and its "more" line.
  expect(within(panel()).getAllByRole('link').at(-1)).toBe(open);
  await userEvent.click(open);
  expect(router.state.location.pathname).toBe('/reminders');
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});

test('Open Reminders is there with nothing due too, and Tab reaches it from the bell', async () => {
  await renderWithBell({});
  const user = userEvent.setup();
  bell().focus();
  await user.keyboard('{Enter}');
  await within(await findPanel()).findByText(/Nothing needs attention/);
  await user.tab();
  expect(within(panel()).getByRole('link', { name: 'Open Reminders' })).toHaveFocus();
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
  expect(await screen.findByRole('link', { name: 'Asha Verma, Expires today' })).toHaveFocus();
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
  await user.click(
    await screen.findByRole('link', { name: 'Meera Iyer, Promise broken: promised 20 Nov 2026' }),
  );
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
    failing && path === paths.dashboard.notifications
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
    await within(panel()).findByRole('link', { name: 'Asha Verma, Expires today' }),
  ).toBeInTheDocument();
  expect(screen.getByText('26')).toBeVisible();
});

test('opening the bell reads the list again, so it shows what changed since the page loaded', async () => {
  const { db } = fakeApi({ dashboard: { notifications } });
  renderApp('/dashboard');
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('26 reminders due today'));
  db.dashboard.notifications = {
    total: 1,
    data: [
      {
        task_id: 9,
        member_id: 40,
        enquiry_id: null,
        name: 'Kavya Nair',
        kind: 'expiry',
        reason: 'Expires in 2 days',
      },
    ],
  };
  await userEvent.click(bell());
  expect(
    await within(panel()).findByRole('link', { name: 'Kavya Nair, Expires in 2 days' }),
  ).toBeInTheDocument();
  expect(bell()).toHaveAccessibleDescription('1 reminder due today');
});

test('a Trainer’s bell lists the expiry reminders, each opening the members list showing them', async () => {
  fakeApi({
    auth: fakeAdmin(fakeRole('Trainer')),
    dashboard: {
      notifications: {
        total: 2,
        data: [
          {
            task_id: 1,
            member_id: 7,
            enquiry_id: null,
            name: 'Asha Verma',
            kind: 'expiry',
            reason: 'Expires today',
          },
          {
            task_id: 2,
            member_id: 3,
            enquiry_id: null,
            name: 'Ravi Kumar',
            kind: 'expiry',
            reason: 'Expires in 4 days',
          },
        ],
      },
    },
  });
  renderApp('/dashboard');
  await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 reminders due today'));
  await userEvent.click(bell());
  const list = await within(await findPanel()).findByRole('list', {
    name: 'Reminders due today',
  });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
  ).toEqual([
    ['Asha Verma, Expires today', '/users?q=Asha+Verma'],
    ['Ravi Kumar, Expires in 4 days', '/users?q=Ravi+Kumar'],
  ]);
  // A Trainer does not record payments: the queue is not theirs to open.
  expect(within(panel()).queryByRole('link', { name: 'Open Reminders' })).not.toBeInTheDocument();
});

test('an enquiry’s follow-up opens the enquiry, or, for an account that does not manage enquiries, the queue searched for it', async () => {
  const followUp = {
    task_id: 5,
    member_id: null,
    enquiry_id: 7,
    name: 'Kiran Shah',
    kind: 'enquiry' as const,
    reason: 'Enquiry follow-up',
  };
  const opened = async () => {
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 reminder due today'));
    await userEvent.click(bell());
    return within(await findPanel()).findByRole('link', {
      name: 'Kiran Shah, Enquiry follow-up',
    });
  };
  fakeApi({ dashboard: { notifications: { total: 1, data: [followUp] } } });
  const view = renderApp('/dashboard');
  expect(await opened()).toHaveAttribute('href', '/enquiries/7/edit');
  view.unmount();

  fakeApi({
    auth: fakeAdmin(fakeRole('Accountant')),
    dashboard: { notifications: { total: 1, data: [followUp] } },
  });
  renderApp('/dashboard');
  expect(await opened()).toHaveAttribute('href', '/reminders?q=Kiran+Shah');
});
