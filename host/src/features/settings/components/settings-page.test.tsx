import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, fakeRole, type Call } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const stored = { full_name: 'Meera Iyer', email: 'meera@example.com', phone: '+919812345678' };
const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);
const settingsForm = () => screen.getByRole('form', { name: 'Account Settings' });
const passwordForm = () => screen.getByRole('form', { name: 'Change Password' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function replace(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('account settings', () => {
  it('shows the stored details under Account Settings', async () => {
    fakeApi({ profile: stored });
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+919812345678');
    expect(within(settingsForm()).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('saves the details, trimmed, and says so', async () => {
    const api = fakeApi({ profile: stored });
    renderApp('/settings');
    await screen.findByLabelText('Full Name');
    await replace('Full Name', ' Meera R. Iyer ');
    await replace('Phone Number', '');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account settings updated successfully!',
    );
    expect(posts(api.calls, paths.account.profile)).toEqual([
      {
        method: 'POST',
        path: paths.account.profile,
        body: { full_name: 'Meera R. Iyer', email: 'meera@example.com', phone: '' },
      },
    ]);
    expect(api.db.profile).toEqual({
      full_name: 'Meera R. Iyer',
      email: 'meera@example.com',
      phone: '',
    });
  });

  it('shows each field’s error, sends nothing, and keeps what was typed', async () => {
    const api = fakeApi({ profile: stored });
    renderApp('/settings');
    await screen.findByLabelText('Full Name');
    await replace('Full Name', '   ');
    await replace('E-mail', 'meera@example');
    await replace('Phone Number', '98765-4321O');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'E-mail must be a valid e-mail address',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Phone number must be 7 to 15 digits, optionally starting with +',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('98765-4321O');
    expect(posts(api.calls, paths.account.profile)).toEqual([]);
    // Editing a field clears its error only.
    await userEvent.type(screen.getByLabelText('E-mail'), '.com');
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(/7 to 15 digits/);
  });

  it('shows the server’s refusal and keeps the form as typed', async () => {
    fakeApi({ profile: stored }, (method, path) =>
      method === 'POST' && path === paths.account.profile
        ? {
            status: 400,
            body: { status: 'failed', message: 'E-mail must be a valid e-mail address' },
          }
        : undefined,
    );
    renderApp('/settings');
    await screen.findByLabelText('Full Name');
    await replace('E-mail', 'meera@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail must be a valid e-mail address',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('meera@example.org');
  });

  it('offers Retry when the details cannot be loaded', async () => {
    let down = true;
    fakeApi({ profile: stored }, (method, path) =>
      down && path === paths.account.profile
        ? { status: 503, body: { status: 'failed', message: 'Down' } }
        : undefined,
    );
    renderApp('/settings');
    expect(await screen.findByText('Could not load your account settings.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Meera Iyer');
  });
});

describe('password change', () => {
  async function fill(current: string, next: string, confirm: string) {
    await screen.findByLabelText('Current Password');
    if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
    if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change Password' }));
  }

  it('changes it, says so, empties the fields and stays signed in', async () => {
    const api = fakeApi();
    renderApp('/settings');
    await fill('secret', 'a-new-password', 'a-new-password');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!');
    expect(posts(api.calls, paths.account.changePassword)).toEqual([
      {
        method: 'POST',
        path: paths.account.changePassword,
        body: { current_password: 'secret', new_password: 'a-new-password' },
      },
    ]);
    expect(api.db.auth.password).toBe('a-new-password');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  });

  it.each([
    [
      'no current password',
      ['', 'a-new-password', 'a-new-password'],
      'Current Password',
      'Current password is required',
    ],
    [
      'a new password of 9 characters',
      ['secret', '123456789', '123456789'],
      'New Password',
      'New password must be at least 10 characters',
    ],
    [
      'a confirmation that differs',
      ['secret', 'a-new-password', 'a-new-passw0rd'],
      'Confirm New Password',
      'The new passwords do not match',
    ],
  ])(
    'refuses %s on the screen and sends nothing',
    async (_, [current, next, confirm], label, message) => {
      const api = fakeApi();
      renderApp('/settings');
      await fill(current!, next!, confirm!);
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(posts(api.calls, paths.account.changePassword)).toEqual([]);
      expect(api.db.auth.password).toBe('secret');
    },
  );

  it('shows a wrong current password as an alert, keeps the fields and the session', async () => {
    const api = fakeApi();
    renderApp('/settings');
    await fill('not-secret', 'a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(api.db.auth.password).toBe('secret');
    expect(screen.getByLabelText('Current Password')).toHaveValue('not-secret');
    expect(screen.getByLabelText('New Password')).toHaveValue('a-new-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  });
});

describe('gym details', () => {
  const gym = { name: 'Iron Temple', address: 'MG Road, Pune', phone: '+912024567890' };
  const gymForm = () => screen.getByRole('form', { name: 'Gym details' });

  it('shows the stored details under Gym, and saves them trimmed: the titles follow', async () => {
    const api = fakeApi({ gym });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gym' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Gym name')).toHaveValue('Iron Temple');
    expect(screen.getByLabelText('Address')).toHaveValue('MG Road, Pune');
    expect(screen.getByLabelText('Phone')).toHaveValue('+912024567890');
    await waitFor(() => expect(document.title).toBe('Settings · Iron Temple'));

    await replace('Gym name', '  Iron Temple Baner ');
    await replace('Address', 'Baner Road,{enter}Pune 411045');
    await userEvent.click(within(gymForm()).getByRole('button', { name: 'Save gym details' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gym details updated successfully!',
    );
    expect(posts(api.calls, paths.gym.details)).toEqual([
      {
        method: 'POST',
        path: paths.gym.details,
        body: { name: 'Iron Temple Baner', address: 'Baner Road,\nPune 411045', phone: gym.phone },
      },
    ]);
    await waitFor(() => expect(document.title).toBe('Settings · Iron Temple Baner'));
  });

  it('saves a phone typed with +91 and spaces, as the API reads it', async () => {
    const api = fakeApi({ gym });
    renderApp('/settings');
    await screen.findByLabelText('Gym name');
    await replace('Phone', '+91 98220 11223');
    await userEvent.click(within(gymForm()).getByRole('button', { name: 'Save gym details' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gym details updated successfully!',
    );
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription();
    expect(posts(api.calls, paths.gym.details)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ phone: '+91 98220 11223' }) }),
    ]);
  });

  it('shows each field’s error, sends nothing, and keeps what was typed', async () => {
    const api = fakeApi({ gym });
    renderApp('/settings');
    await screen.findByLabelText('Gym name');
    await replace('Gym name', ' ');
    await replace('Phone', '020-245');
    await userEvent.click(within(gymForm()).getByRole('button', { name: 'Save gym details' }));
    expect(screen.getByLabelText('Gym name')).toHaveAccessibleDescription('Gym name is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Phone number must be 7 to 15 digits, optionally starting with +',
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('020-245');
    expect(posts(api.calls, paths.gym.details)).toEqual([]);
  });

  it('says the server cannot be reached when the save does not arrive, and keeps what was typed', async () => {
    const api = fakeApi({ gym }, (method, path) =>
      method === 'POST' && path === paths.gym.details
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    renderApp('/settings');
    await screen.findByLabelText('Gym name');
    await replace('Gym name', 'Iron Temple Baner');
    await userEvent.click(within(gymForm()).getByRole('button', { name: 'Save gym details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Spotter cannot reach its server. Your changes are kept; try again.',
    );
    expect(screen.getByLabelText('Gym name')).toHaveValue('Iron Temple Baner');
    expect(api.db.gym.name).toBe('Iron Temple');
  });

  it('offers Retry when the details cannot be loaded', async () => {
    let down = true;
    fakeApi({ gym }, (method, path) =>
      down && method === 'GET' && path === paths.gym.details
        ? { status: 500, body: { status: 'failed', message: 'Down' } }
        : undefined,
    );
    renderApp('/settings');
    expect(await screen.findByText("Could not load the gym's details.")).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Gym name')).toHaveValue('Iron Temple');
  });

  it('is not shown to an account that may not change it', async () => {
    const api = fakeApi({ gym, auth: fakeAdmin(fakeRole('Front desk')) });
    renderApp('/settings');
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gym' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Gym name')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === paths.gym.details)).toEqual([]);
  });
});
