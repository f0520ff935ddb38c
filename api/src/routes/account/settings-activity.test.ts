import { activityRecords, recorded } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addAccount, ROLE_ID, TEMPORARY_PASSWORD } from '../../testing/team';
import { ADMIN, login } from '../../testing/test-app';

const profile = { full_name: 'Meera Iyer', email: 'meera@example.com', phone: '9812345678' };

describe('one’s own settings in the activity trail', () => {
  const ctx = useSignedInApp();
  const byAdmin = { admin_id: 1, kind: 'settings', subject_id: 1 };
  const saveProfile = (payload: object) => ctx.send('POST', '/members/admin_profile', payload);
  const changePassword = (current_password: string, new_password: string) =>
    ctx.send('POST', '/members/change_password', { current_password, new_password });

  it('records a profile edit’s changed fields under the name the account had, and nothing for a save that changes nothing', async () => {
    const [, saved] = await recorded(ctx.app, () => saveProfile(profile));
    expect(saved).toEqual([
      expect.objectContaining({
        ...byAdmin,
        admin_name: ADMIN.username,
        action: 'profile.edited',
        label: 'Meera Iyer',
        data: {
          changes: {
            full_name: ['', 'Meera Iyer'],
            email: ['', 'meera@example.com'],
            phone: ['', '9812345678'],
          },
        },
      }),
    ]);
    const [, unchanged] = await recorded(ctx.app, () => saveProfile(profile));
    expect(unchanged).toEqual([]);
    const [, renamed] = await recorded(ctx.app, () => saveProfile({ ...profile, email: '' }));
    expect(renamed).toEqual([
      expect.objectContaining({
        admin_name: 'Meera Iyer',
        data: { changes: { email: ['meera@example.com', ''] } },
      }),
    ]);
  });

  it('records a password change, naming neither password; a refused change records nothing', async () => {
    const before = await activityRecords(ctx.app);
    expect((await changePassword('not-my-password', 'a-brand-new-password')).statusCode).toBe(400);
    expect((await changePassword(ADMIN.password, ADMIN.password)).statusCode).toBe(400);
    expect(await activityRecords(ctx.app)).toEqual(before);
    const [answer, changed] = await recorded(ctx.app, () =>
      changePassword(ADMIN.password, 'a-brand-new-password'),
    );
    expect(answer.statusCode).toBe(200);
    expect(changed).toEqual([
      expect.objectContaining({
        ...byAdmin,
        admin_name: ADMIN.username,
        action: 'password.changed',
        label: ADMIN.username,
        data: {},
        reason: null,
      }),
    ]);
  });

  it('records a temporary password replaced by the account’s own; a refused choice records nothing', async () => {
    const { id } = await addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID['Front desk'],
      username: 'priya',
      full_name: 'Priya Nair',
    });
    const cookie = await login(ctx.app, { username: 'priya', password: TEMPORARY_PASSWORD });
    const choose = (new_password: string, as = cookie) =>
      ctx.send('POST', '/members/choose_password', { new_password }, { cookie: as });
    const before = await activityRecords(ctx.app);
    expect((await choose(TEMPORARY_PASSWORD)).statusCode).toBe(400);
    expect((await choose('the-owners-choice', ctx.cookie)).statusCode).toBe(409);
    expect(await activityRecords(ctx.app)).toEqual(before);
    const [, chosen] = await recorded(ctx.app, () => choose('priyas-own-password'));
    expect(chosen).toEqual([
      expect.objectContaining({
        admin_id: id,
        admin_name: 'Priya Nair',
        action: 'password.chosen',
        kind: 'settings',
        label: 'Priya Nair',
        subject_id: id,
        data: {},
      }),
    ]);
  });
});
