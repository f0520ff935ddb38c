import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_ACCESS_MESSAGE } from '@spotter/shared';
import { fakeAdmin, fakeApi, fakeRole } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('Branches in Settings', () => {
  it('offers the Owner a Branches link, which opens the branches’ page', async () => {
    fakeApi({ auth: fakeAdmin(fakeRole('Owner')) });
    const { router } = renderApp('/settings');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Branches' });
    const link = within(heading.parentElement!).getByRole('link', { name: 'Branches' });
    expect(link).toHaveAttribute('href', '/settings/branches');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/settings/branches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
  });

  it.each(['Manager', 'Front desk', 'Trainer', 'Accountant'] as const)(
    'is not there for a %s, whom the page refuses by URL without showing the branches',
    async (role) => {
      fakeApi({ auth: fakeAdmin(fakeRole(role)) });
      const { unmount } = renderApp('/settings');
      expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Branches' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Branches' })).not.toBeInTheDocument();
      unmount();

      renderApp('/settings/branches');
      expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Branches' })).not.toBeInTheDocument();
      // The top bar reads the branches for every account (its switcher); the page shows none.
      expect(screen.queryByRole('table', { name: 'Branches' })).not.toBeInTheDocument();
    },
  );
});
