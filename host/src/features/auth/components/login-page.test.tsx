import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, signedIn, signedOut } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('shows the form with the texts of the spec', async () => {
    fakeApi({ 'GET /members/admin_me': signedOut });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Please fill your information below')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields and sends nothing when one is empty', async () => {
    const api = fakeApi({ 'GET /members/admin_me': signedOut });
    renderApp('/');
    await fillAndSubmit('owner', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields!');
    expect(api.calls).not.toContain('POST /members/admin_login');
  });

  it('reads Logging in... and is disabled while the request runs, then shows the server message', async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi({
      'GET /members/admin_me': signedOut,
      'POST /members/admin_login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/');
    await fillAndSubmit('owner', 'wrong');
    const busy = screen.getByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    answer(json(401, { status: 'failed', message: 'Invalid username or password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Login failed!' when the server gives no message", async () => {
    fakeApi({ 'GET /members/admin_me': signedOut, 'POST /members/admin_login': () => json(401, {}) });
    renderApp('/');
    await fillAndSubmit('owner', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed!');
  });

  it('explains a network failure', async () => {
    fakeApi({
      'GET /members/admin_me': signedOut,
      'POST /members/admin_login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/');
    await fillAndSubmit('owner', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again later.');
  });

  it('goes to the dashboard on success, sending the fields as form data', async () => {
    let signed = false;
    const api = fakeApi({
      'GET /members/admin_me': () => (signed ? signedIn() : signedOut()),
      'POST /members/admin_login': (init) => {
        const form = init?.body as FormData;
        signed = form.get('username') === 'owner' && form.get('password') === 'secret';
        return json(200, { status: 'success', message: 'Login successful!' });
      },
    });
    const { router } = renderApp('/');
    await fillAndSubmit('owner', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(api.calls).toContain('POST /members/admin_login');
  });

  it('skips the login screen for an admin already signed in', async () => {
    fakeApi({ 'GET /members/admin_me': signedIn });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
