import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, fakeRole } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Reminders in Settings', () => {
  it.each(['Owner', 'Manager'] as const)(
    'offers the %s Set up reminders, which opens the reminders’ settings',
    async (role) => {
      fakeApi({ auth: fakeAdmin(fakeRole(role)) });
      const { router } = renderApp('/settings');
      const heading = await screen.findByRole('heading', { level: 2, name: 'Reminders' });
      const link = within(heading.parentElement!).getByRole('link', { name: 'Set up reminders' });
      expect(link).toHaveAttribute('href', '/settings/reminders');
      await userEvent.click(link);
      expect(router.state.location.pathname).toBe('/settings/reminders');
    },
  );

  it.each(['Front desk', 'Trainer', 'Accountant'] as const)(
    'is not there for a %s, who may not set them up',
    async (role) => {
      fakeApi({ auth: fakeAdmin(fakeRole(role)) });
      renderApp('/settings');
      expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Reminders' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Set up reminders' })).not.toBeInTheDocument();
    },
  );
});
