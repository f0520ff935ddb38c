import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

describe('session guard', () => {
  it('shows the login screen for an app route without a session, and returns there after login', async () => {
    fakeApi({ auth: fakeAdmin({ signedIn: false }) });
    const { router } = renderApp('/settings?tab=1');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'owner');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/settings?tab=1'),
    );
  });

  it('renders the layout for a signed-in admin', async () => {
    fakeApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signed in as owner' })).toBeInTheDocument();
  });

  it('sends the admin back to the login screen when any call answers 401', async () => {
    const { db } = fakeApi();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    db.auth.signedIn = false;
    const { request } = await import('@spotter/shared');
    await act(() => expect(request(paths.auth.me)).rejects.toMatchObject({ status: 401 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers Retry instead of the login screen when the server cannot be reached', async () => {
    let reachable = false;
    fakeApi({}, (method, path) =>
      reachable || path !== paths.auth.me
        ? undefined
        : { status: 503, body: { status: 'failed', message: 'down' } },
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('Spotter cannot reach its server right now.'),
    ).toBeInTheDocument();
    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
