import { activityRecords, recorded, type StoredRecord } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addAccount, ROLE_ID, TEMPORARY_PASSWORD } from '../../testing/team';
import { ADMIN, login } from '../../testing/test-app';

describe('sign-ins in the activity trail', () => {
  // Two failures per address and account, then "too many".
  const ctx = useSignedInApp({ loginRateLimit: 2 });
  const signIn = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      payload: { username, password },
    });
  const signOut = (cookie: string) =>
    ctx.app.inject({ method: 'POST', url: '/members/admin_logout', headers: { cookie } });
  /** What a sign-in record says, and under whom. */
  const said = ({
    action,
    admin_id,
    admin_name,
    label,
    subject_id,
    reason,
    data,
    kind,
  }: StoredRecord) => ({ action, admin_id, admin_name, label, subject_id, reason, data, kind });

  it('records a sign-in and a sign-out under the account’s name; signing out again records nothing', async () => {
    await addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID['Front desk'],
      username: 'priya',
      full_name: 'Priya Nair',
    });
    const [cookie, signedIn] = await recorded(ctx.app, () =>
      login(ctx.app, { username: 'priya', password: TEMPORARY_PASSWORD }),
    );
    const priya = { admin_id: 2, admin_name: 'Priya Nair', label: 'Priya Nair', subject_id: 2 };
    const plain = { kind: 'sign-ins', reason: null, data: {} };
    expect(signedIn.map(said)).toEqual([{ action: 'signed_in', ...priya, ...plain }]);
    const [out, signedOut] = await recorded(ctx.app, () => signOut(cookie));
    expect(out.statusCode).toBe(200);
    expect(signedOut.map(said)).toEqual([{ action: 'signed_out', ...priya, ...plain }]);
    const [again, none] = await recorded(ctx.app, () => signOut(cookie));
    expect(again.statusCode).toBe(401);
    expect(none).toEqual([]);
  });

  it('records each refused sign-in with why: under the account when one has that username, else under the username tried', async () => {
    const { id } = await addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID['Front desk'],
      username: 'priya',
      full_name: 'Priya Nair',
    });
    await ctx.team.disable(id);
    const refused = { action: 'sign_in.refused', kind: 'sign-ins', data: {} };
    const admin = { admin_id: 1, admin_name: ADMIN.username, label: ADMIN.username, subject_id: 1 };
    const attempts: [string, string, number, object][] = [
      [ADMIN.username, 'wrong-password', 401, { ...admin, reason: 'Wrong password' }],
      [
        'Nobody.Here',
        'any-password',
        401,
        {
          admin_id: null,
          admin_name: 'Nobody.Here',
          label: 'Nobody.Here',
          subject_id: null,
          reason: 'Unknown username',
        },
      ],
      [
        'PRIYA',
        TEMPORARY_PASSWORD,
        403,
        {
          admin_id: id,
          admin_name: 'Priya Nair',
          label: 'Priya Nair',
          subject_id: id,
          reason: 'Account disabled',
        },
      ],
      [ADMIN.username, 'wrong-again', 401, { ...admin, reason: 'Wrong password' }],
      // The limit reached, even the right password is turned away, and the record says why.
      [ADMIN.username, ADMIN.password, 429, { ...admin, reason: 'Too many attempts' }],
    ];
    for (const [username, password, status, record] of attempts) {
      const [answer, records] = await recorded(ctx.app, () => signIn(username, password));
      expect({ status: answer.statusCode, records: records.map(said) }).toEqual({
        status,
        records: [{ ...refused, ...record }],
      });
    }
  });

  it('records nothing for a sign-in form sent without a username or a password', async () => {
    const before = await activityRecords(ctx.app);
    expect((await signIn('', 'some-password')).statusCode).toBe(400);
    expect((await signIn(ADMIN.username, '')).statusCode).toBe(400);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
