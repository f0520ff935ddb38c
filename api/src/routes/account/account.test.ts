import { ADMIN, login } from '../../testing/test-app';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { expectReply } from '../../testing/expect-reply';

const NEW_PASSWORD = 'a-brand-new-password';
const profile = { full_name: 'Meera Iyer', email: 'meera@example.com', phone: '9812345678' };

/** The profile's routes, for the block whose app is `ctx`. */
const profileRoutes = (ctx: SignedInApp) => ({
  getProfile: (as = ctx.cookie) => ctx.get('/members/admin_profile', { cookie: as }),
  saveProfile: (payload: unknown, as = ctx.cookie) =>
    ctx.send('POST', '/members/admin_profile', payload, { cookie: as }),
});

describe('account settings', () => {
  const ctx = useSignedInApp({ loginRateLimit: 3 });

  const { getProfile, saveProfile } = profileRoutes(ctx);
  const changePassword = (payload: unknown, as = ctx.cookie) =>
    ctx.send('POST', '/members/change_password', payload, { cookie: as });
  const storedHash = async () =>
    (await ctx.app.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow())
      .password_hash;
  const me = (as: string) => ctx.get('/members/admin_me', { cookie: as });
  const loginAnswer = (password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      payload: { username: ADMIN.username, password },
    });

  it('starts empty, then stores the details for the signed-in admin, trimmed', async () => {
    expect((await getProfile()).json()).toEqual({
      status: 'success',
      profile: { full_name: '', email: '', phone: '' },
    });
    const saved = await saveProfile({
      full_name: '  Meera Iyer ',
      email: ' meera@example.com',
      phone: '9812345678 ',
    });
    expectReply(saved, 200, {
      status: 'success',
      message: 'Account settings updated successfully!',
      profile,
    });
    expect((await getProfile()).json()).toEqual({ status: 'success', profile });
  });

  it('accepts an empty e-mail and phone', async () => {
    await saveProfile(profile);
    const saved = await saveProfile({ full_name: 'Meera', email: '', phone: '' });
    expect(saved.json().profile).toEqual({ full_name: 'Meera', email: '', phone: '' });
  });

  it('changes the password: the new one logs in, the old one does not', async () => {
    const response = await changePassword({
      current_password: ADMIN.password,
      new_password: NEW_PASSWORD,
    });
    expectReply(response, 200, {
      status: 'success',
      message: 'Password changed successfully!',
    });
    expect((await loginAnswer(ADMIN.password)).statusCode).toBe(401);
    expect((await loginAnswer(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the admin’s other sessions and keeps the current one', async () => {
    const other = await login(ctx.app);
    const another = await login(ctx.app);
    expect((await me(other)).statusCode).toBe(200);
    expect(
      (await changePassword({ current_password: ADMIN.password, new_password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await me(ctx.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(another)).statusCode).toBe(401);
    expect(await ctx.app.db.selectFrom('sessions').select('admin_id').execute()).toHaveLength(1);
  });

  it.each([
    [
      'a wrong current password',
      { current_password: 'not-the-password', new_password: NEW_PASSWORD },
      'Current password is incorrect',
    ],
    [
      'no current password',
      { current_password: '', new_password: NEW_PASSWORD },
      'Current password is required',
    ],
    [
      'a new password of 9 characters',
      { current_password: ADMIN.password, new_password: '123456789' },
      'New password must be at least 10 characters',
    ],
    [
      'the same password again',
      { current_password: ADMIN.password, new_password: ADMIN.password },
      'New password must be different from the current one',
    ],
    [
      'a control character',
      { current_password: ADMIN.password, new_password: 'new-password\u0007' },
      'New password must not contain control characters',
    ],
    ['no new password', { current_password: ADMIN.password }, 'New password is required'],
  ])('refuses %s with 400: password and sessions unchanged', async (_, payload, message) => {
    const other = await login(ctx.app);
    const before = await storedHash();
    const response = await changePassword(payload);
    expectReply(response, 400, { status: 'failed', message });
    expect(await storedHash()).toBe(before);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(ctx.cookie)).statusCode).toBe(200);
    expect((await loginAnswer(ADMIN.password)).statusCode).toBe(200);
  });

  it('counts characters, not bytes or UTF-16 units', async () => {
    // 9 characters, 10 UTF-16 units: too short.
    expect(
      (await changePassword({ current_password: ADMIN.password, new_password: 'pässwörd😀' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await changePassword({ current_password: ADMIN.password, new_password: 'pässwörd1😀' }))
        .statusCode,
    ).toBe(200);
    expect((await loginAnswer('pässwörd1😀')).statusCode).toBe(200);
  });

  it('limits wrong current passwords like failed logins (429), without ending the session', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(
        (await changePassword({ current_password: `wrong-${i}`, new_password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(400);
    const blocked = await changePassword({
      current_password: ADMIN.password,
      new_password: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many wrong passwords. Please wait a minute and try again.',
    );
    expect((await me(ctx.cookie)).statusCode).toBe(200);
    expect((await loginAnswer(ADMIN.password)).statusCode).toBe(200);
  });
});

// A refusal writes nothing, so the profile's refusals share one app, the profile saved once: a
// refusal that wrote would fail its own test (the profile) and every later one (one app each was
// 8 apps a database). The password's refusals keep an app each: they sign in, and a wrong
// current password counts towards the limit on wrong passwords.
describe('account settings, refusing a profile', () => {
  const ctx = useSignedInApp({ loginRateLimit: 3 }, 'all');
  const { getProfile, saveProfile } = profileRoutes(ctx);

  beforeAll(async () => {
    expect((await saveProfile(profile)).statusCode).toBe(200);
  });

  it.each([
    ['no name', { ...profile, full_name: '' }, 'Full name is required'],
    ['a blank name', { ...profile, full_name: '   ' }, 'Full name must not be blank'],
    [
      'a name over 100 characters',
      { ...profile, full_name: 'x'.repeat(101) },
      'Full name must be at most 100 characters',
    ],
    [
      'a bad e-mail',
      { ...profile, email: 'meera@example' },
      'E-mail must be a valid e-mail address',
    ],
    [
      'a phone with letters',
      { ...profile, phone: '98765abc12' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a short phone',
      { ...profile, phone: '12345' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    ['a missing field', { full_name: 'Meera', email: '' }, 'Phone is required'],
    ['a number for a name', { ...profile, full_name: 42 }, 'Full name must be text'],
  ])('refuses %s with 400 and changes nothing', async (_, payload, message) => {
    const response = await saveProfile(payload);
    expectReply(response, 400, { status: 'failed', message });
    expect((await getProfile()).json().profile).toEqual(profile);
  });
});
