import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, fakeAdmin, fakeApi } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const temporary = (signedIn = true) => ({
  auth: fakeAdmin({ password: 'temporary-pass', mustChoosePassword: true, signedIn }),
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function choose(next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

test('an account with a temporary password sees only Choose a new password, then the page it asked for', async () => {
  const api = fakeApi(temporary());
  renderApp('/settings');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  // Nothing else asked the API anything (it would refuse until the password is chosen).
  expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /members/admin_me',
  ]);

  await choose('my-own-password', 'my-own-password');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Password saved. Welcome to Spotter!',
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(api.calls).toContainEqual(
    call('POST', paths.account.choosePassword, { new_password: 'my-own-password' }),
  );
  expect(api.db.auth).toMatchObject({ password: 'my-own-password', mustChoosePassword: false });
});

test('signing in with a temporary password leads there too, and on to the page first asked for', async () => {
  fakeApi(temporary(false));
  const { router } = renderApp('/plans');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'owner');
  await user.type(screen.getByLabelText('Password'), 'temporary-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeInTheDocument();
  await choose('my-own-password', 'my-own-password');
  await screen.findByRole('navigation', { name: 'Main' });
  expect(router.state.location.pathname).toBe('/plans');
});

test.each([
  [
    'a password of 9 characters',
    '123456789',
    '123456789',
    'New password',
    'New password must be at least 10 characters',
  ],
  [
    'a confirmation that differs',
    'my-own-password',
    'my-own-passw0rd',
    'Confirm new password',
    'The new passwords do not match',
  ],
])('refuses %s as Settings does, and sends nothing', async (_case, next, confirm, label, error) => {
  const api = fakeApi(temporary());
  renderApp('/dashboard');
  await choose(next, confirm);
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(error);
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
});

test('shows the API’s refusal and keeps the screen as typed', async () => {
  const api = fakeApi(temporary());
  renderApp('/dashboard');
  await choose('temporary-pass', 'temporary-pass');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please choose a password other than the temporary one.',
  );
  expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveValue('temporary-pass');
  expect(api.db.auth.mustChoosePassword).toBe(true);
});

test('Log out leaves for the login screen without choosing', async () => {
  const api = fakeApi(temporary());
  const { router } = renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(api.calls).toContainEqual(call('POST', paths.auth.logout));
});

test('once saved, the reads the page load preloaded while the password was still to choose are taken before the page opens', async () => {
  // As the host's server sends /dashboard: its session check and first read preloaded.
  const preload = (path: string) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('href', `/api${path}`);
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'use-credentials');
    document.head.append(link);
    return link;
  };
  const links = [preload(paths.auth.me), preload(paths.dashboard.summary)];
  try {
    const api = fakeApi(temporary());
    renderApp('/dashboard');
    await choose('my-own-password', 'my-own-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const reads = api.calls.map(({ method, path }) => `${method} ${path}`);
    const saved = reads.indexOf(`POST ${paths.account.choosePassword}`);
    // Taken once after the save and before the session is read again; then the dashboard reads.
    expect(reads.slice(saved + 1, saved + 3).sort()).toEqual(
      [`GET ${paths.auth.me}`, `GET ${paths.dashboard.summary}`].sort(),
    );
    expect(reads.slice(saved + 3)).toEqual(
      expect.arrayContaining([`GET ${paths.auth.me}`, `GET ${paths.dashboard.summary}`]),
    );
  } finally {
    for (const link of links) link.remove();
  }
});
