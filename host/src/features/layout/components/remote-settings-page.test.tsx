import { screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeApi } from '@spotter/shared/testing';
import { DECLARATIONS, fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';

// A file of its own: the host keeps a remote's section once loaded, and here Billing's is new.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('keeps Settings highlighted and the top bar titled Settings on a settings page Billing serves', async () => {
  jest.mocked(loadRemote).mockResolvedValue({
    default: { routes: [{ path: 'settings/reminders', element: <h1>Reminder settings</h1> }] },
  });
  fakeApi();
  const billing = DECLARATIONS.billing!;
  fakeRemotes({
    ...DECLARATIONS,
    billing: {
      prefixes: [...billing.prefixes, '/reminders', '/settings/reminders'],
      sidebar: [
        ...billing.sidebar,
        { label: 'Reminders', path: '/reminders', order: 75, permission: 'payments.record' },
      ],
    },
  });
  renderApp('/settings/reminders');
  expect(await screen.findByRole('heading', { name: 'Reminder settings' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Settings');
  expect(within(nav).getByRole('link', { name: 'Reminders' })).not.toHaveAttribute('aria-current');
  expect(within(screen.getByRole('banner')).getByText('Settings')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('billing/section');
});
