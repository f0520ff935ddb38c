import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, type Answer, type Call } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const signedOut = () => ({ auth: fakeAdmin({ signedIn: false }) });
const logins = (calls: Call[]) =>
  calls.filter(({ method, path }) => method === 'POST' && path === paths.auth.login);
/** Answers the login call itself (`undefined` lets the fake answer it). */
const onLogin =
  (reply: () => ReturnType<Answer>): Answer =>
  (method, path) =>
    method === 'POST' && path === paths.auth.login ? reply() : undefined;

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('shows the form with the texts of the spec', async () => {
    fakeApi(signedOut());
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Please fill your information below')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('names the gym in the tab’s title, and then the page signing in leads to', async () => {
    fakeApi({ ...signedOut(), gym: { name: 'Iron Temple', address: '', phone: '' } });
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Sign in · Iron Temple'));
    await fillAndSubmit('owner', 'secret');
    await waitFor(() => expect(document.title).toBe('Dashboard · Iron Temple'));
  });

  it('asks for both fields and sends nothing when one is empty', async () => {
    const api = fakeApi(signedOut());
    renderApp('/');
    await fillAndSubmit('owner', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields!');
    expect(logins(api.calls)).toEqual([]);
  });

  it('reads Logging in... and is disabled while the request runs, then shows the server message', async () => {
    // The login call waits until released, then the fake answers it (a wrong password).
    let release: () => void = () => {};
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    fakeApi(
      signedOut(),
      onLogin(() => held),
    );
    renderApp('/');
    await fillAndSubmit('owner', 'wrong');
    const busy = screen.getByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Login failed!' when the server gives no message", async () => {
    fakeApi(
      signedOut(),
      onLogin(() => ({ status: 401, body: {} })),
    );
    renderApp('/');
    await fillAndSubmit('owner', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed!');
  });

  it('explains a network failure, and keeps what was typed', async () => {
    fakeApi(
      signedOut(),
      onLogin(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/');
    await fillAndSubmit('owner', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Spotter cannot reach its server. Your changes are kept; try again.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it('goes to the dashboard on success, sending the fields as form data', async () => {
    const api = fakeApi(signedOut());
    const { router } = renderApp('/');
    await fillAndSubmit('owner', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(logins(api.calls).map(({ body }) => body)).toEqual([
      { username: 'owner', password: 'secret' },
    ]);
  });

  it('skips the login screen for an admin already signed in', async () => {
    fakeApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
