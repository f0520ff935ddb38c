import { expectReply } from '../../testing/expect-reply';
import { memberForm, membersClient } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  addAccount,
  chooseFirstPassword,
  ROLE_ID,
  signedInAs,
  TEMPORARY_PASSWORD,
} from '../../testing/team';
import { ADMIN, login } from '../../testing/test-app';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SESSION_ENDED = {
  status: 'failed',
  message: 'Your session has expired. Please log in again.',
};

describe('the team’s accounts', () => {
  const ctx = useSignedInApp({ loginRateLimit: 100 });
  const newAccount = {
    full_name: '  Priya Nair ',
    username: 'Priya.N',
    role_id: ROLE_ID['Front desk'],
    temporary_password: TEMPORARY_PASSWORD,
  };
  const loginAnswer = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      payload: { username, password },
    });
  const adminCount = async () =>
    (await ctx.app.db.selectFrom('admins').select('id').execute()).length;

  it('lists every account, the first admin an Owner who has signed in', async () => {
    await addAccount(ctx.app, ctx.cookie, {
      ...newAccount,
      full_name: 'Anil Rao',
      username: 'anil',
    });
    expectReply(await ctx.team.accounts(), 200, {
      status: 'success',
      data: [
        {
          id: 1,
          full_name: '',
          username: ADMIN.username,
          role_id: 1,
          role: 'Owner',
          status: 'active',
          last_sign_in_at: expect.stringMatching(ISO),
          temporary_password: false,
          staff_id: null,
          staff_name: null,
          branches: 'all',
        },
        {
          id: 2,
          full_name: 'Anil Rao',
          username: 'anil',
          role_id: ROLE_ID['Front desk'],
          role: 'Front desk',
          status: 'active',
          last_sign_in_at: null,
          temporary_password: true,
          staff_id: null,
          staff_name: null,
          branches: 'all',
        },
      ],
    });
  });

  it('adds an account (201) that signs in with its temporary password, which sets its last sign-in', async () => {
    const added = await ctx.team.add(newAccount);
    const account = {
      id: 2,
      full_name: 'Priya Nair',
      username: 'Priya.N',
      role_id: ROLE_ID['Front desk'],
      role: 'Front desk',
      status: 'active',
      last_sign_in_at: null,
      temporary_password: true,
      staff_id: null,
      staff_name: null,
      branches: 'all',
    };
    expectReply(added, 201, {
      status: 'success',
      message:
        'Account Priya.N added. Give them the temporary password: they choose their own when they first sign in.',
      account,
    });
    const started = Date.now();
    expect((await loginAnswer('priya.n', TEMPORARY_PASSWORD)).statusCode).toBe(200);
    const [listed] = (await ctx.team.accounts())
      .json()
      .data.filter((a: { id: number }) => a.id === 2);
    expect(listed).toEqual({ ...account, last_sign_in_at: expect.stringMatching(ISO) });
    expect(Date.parse(listed.last_sign_in_at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it.each([
    [
      'a username taken, in any case',
      { username: 'TEST-ADMIN' },
      409,
      'That username is already taken.',
    ],
    [
      'a username with a space',
      { username: 'priya nair' },
      400,
      'A username may hold only letters, digits and . _ - @ (no spaces).',
    ],
    [
      'a username under 3 characters',
      { username: 'pn' },
      400,
      'Username must be at least 3 characters',
    ],
    ['an unknown role', { role_id: 99 }, 400, 'Please choose a role.'],
    [
      'a temporary password under 10 characters',
      { temporary_password: 'short-pw' },
      400,
      'Temporary password must be at least 10 characters',
    ],
    [
      'a temporary password with a control character',
      { temporary_password: 'temporary\u0007password' },
      400,
      'Temporary password must not contain control characters',
    ],
    ['a blank name', { full_name: '   ' }, 400, 'Full name must not be blank'],
  ])('refuses %s, and adds nothing', async (_, change, status, message) => {
    expectReply(await ctx.team.add({ ...newAccount, ...change }), status, {
      status: 'failed',
      message,
    });
    expect(await adminCount()).toBe(1);
  });

  it('edits an account’s name and role', async () => {
    const { id } = await addAccount(ctx.app, ctx.cookie, newAccount);
    const edited = await ctx.team.edit(id, {
      full_name: ' Priya N. Nair ',
      role_id: ROLE_ID.Trainer,
    });
    expectReply(edited, 200, {
      status: 'success',
      message: 'Account updated.',
      account: expect.objectContaining({
        id,
        full_name: 'Priya N. Nair',
        role_id: 4,
        role: 'Trainer',
      }),
    });
    expectReply(await ctx.team.edit(99, { full_name: 'Nobody', role_id: 4 }), 404, {
      status: 'failed',
      message: 'Account not found',
    });
  });

  it('applies a role change to the account’s next request, without signing it out', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    const asDesk = membersClient(ctx.app, desk.cookie);
    const plan = String(await ctx.members.addPlan('Monthly', 30, 1500));
    expect((await asDesk.add({ ...memberForm, plan })).statusCode).toBe(201);
    expect((await asDesk.list()).json()[0]).toHaveProperty('due_amount');

    await ctx.team.edit(desk.id, { full_name: 'Desk', role_id: ROLE_ID.Trainer });
    const listed = await asDesk.list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).not.toHaveProperty('due_amount');
    expectReply(await asDesk.add({ ...memberForm, name: 'Refused', plan }), 403, {
      status: 'failed',
      message: 'You do not have permission to do this.',
    });
    expect(await asDesk.counts()).toEqual({ members: 1, invoices: 1 });
    expect((await ctx.get('/members/admin_me', { cookie: desk.cookie })).json().admin.role).toBe(
      'Trainer',
    );
  });

  it('disables an account: its sessions end at once, and its login says why', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    const other = await login(ctx.app, { username: desk.username, password: desk.password });
    expectReply(await ctx.team.disable(desk.id), 200, {
      status: 'success',
      message: `${desk.username} is disabled and signed out.`,
      account: expect.objectContaining({ id: desk.id, status: 'disabled' }),
    });
    for (const cookie of [desk.cookie, other])
      expectReply(await ctx.get('/members/admin_me', { cookie }), 401, SESSION_ENDED);
    expect(
      await ctx.app.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('admin_id', '=', desk.id)
        .execute(),
    ).toEqual([]);
    expectReply(await loginAnswer(desk.username, desk.password), 403, {
      status: 'failed',
      message: "This account has been disabled. Please ask the gym's owner.",
    });
    // Only whoever knows the password learns that the account is disabled.
    expectReply(await loginAnswer(desk.username, 'a-wrong-password'), 401, {
      status: 'failed',
      message: 'Invalid username or password',
    });

    expectReply(await ctx.team.enable(desk.id), 200, {
      status: 'success',
      message: `${desk.username} is active again.`,
      account: expect.objectContaining({ id: desk.id, status: 'active' }),
    });
    expect((await loginAnswer(desk.username, desk.password)).statusCode).toBe(200);
  });

  it('does not let an account disable itself or reset its own password', async () => {
    expectReply(await ctx.team.disable(1), 409, {
      status: 'failed',
      message: 'You cannot disable your own account.',
    });
    expectReply(await ctx.team.resetPassword(1, 'a-new-temporary-pw'), 409, {
      status: 'failed',
      message: 'To change your own password, use Settings.',
    });
    expect((await ctx.get('/members/admin_me')).statusCode).toBe(200);
  });

  it('resets a password: the sessions end, the old password fails, the new one must be replaced', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    const reset = await ctx.team.resetPassword(desk.id, 'another-temporary-pw');
    expectReply(reset, 200, {
      status: 'success',
      message: `Password reset. ${desk.username} chooses a new one at the next sign-in.`,
      account: expect.objectContaining({ id: desk.id, temporary_password: true }),
    });
    expectReply(await ctx.get('/members/admin_me', { cookie: desk.cookie }), 401, SESSION_ENDED);
    expect((await loginAnswer(desk.username, desk.password)).statusCode).toBe(401);
    const cookie = await login(ctx.app, {
      username: desk.username,
      password: 'another-temporary-pw',
    });
    expectReply(await ctx.get('/members/view_plans', { cookie }), 403, {
      status: 'failed',
      message: 'Please choose a new password first.',
    });
    const chosen = await chooseFirstPassword(
      ctx.app,
      desk.username,
      'chosen-again-pw',
      'another-temporary-pw',
    );
    expect((await ctx.get('/members/view_plans', { cookie: chosen })).statusCode).toBe(200);
  });
});
