import { BUILT_IN_ROLES, PERMISSIONS } from '../../schemas';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { ADMIN, createTestApp, login, multipart } from '../../testing/test-app';
import { HEALTH_PROBE } from '../../testing/health-probe';
import { signedInAs } from '../../testing/team';
import { adminsRepository } from './admins-repository';

describe('admin sessions', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp({ loginRateLimit: 5 });
  });
  afterEach(() => ctx.close());

  const postLogin = async (fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/members/admin_login', ...(await multipart(fields)) });

  it('logs in with multipart credentials and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await postLogin(ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Login successful!' });
    const cookie = response.cookies.find((c) => c.name === 'spotter_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60);
  });

  it('accepts JSON credentials too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await login(ctx.app);
    const token = cookie.split('=')[1];
    const rows = await ctx.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an empty username', { username: '', password: 'x' }],
    ['an empty password', { username: ADMIN.username, password: '' }],
    ['a blank username', { username: '   ', password: 'x' }],
    ['no fields at all', {}],
  ])('answers 400 with the form message for %s', async (_, fields) => {
    const response = await postLogin(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'Please fill all required fields!',
    });
  });

  it('answers 400 for a login without any body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/members/admin_login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill all required fields!');
  });

  it.each([
    ['a wrong password', { username: ADMIN.username, password: 'wrong-password' }],
    ['an unknown username', { username: 'nobody', password: ADMIN.password }],
  ])('answers 401 for %s without a cookie', async (_, fields) => {
    const response = await postLogin(fields);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'failed', message: 'Invalid username or password' });
    expect(response.cookies).toHaveLength(0);
  });

  it('rate-limits failed login attempts', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await postLogin({ username: ADMIN.username, password: 'y' })).statusCode).toBe(401);
    const blocked = await postLogin(ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 'failed',
      message: 'Too many login attempts. Please wait a minute and try again.',
    });
  });

  it('tells who is signed in, and nobody without a session', async () => {
    const cookie = await login(ctx.app);
    const me = await ctx.app.inject({ url: '/members/admin_me', headers: { cookie } });
    expect(me.json()).toEqual({
      status: 'success',
      admin: {
        id: expect.any(Number),
        username: ADMIN.username,
        full_name: '',
        role: 'Owner',
        permissions: [...PERMISSIONS],
        must_choose_password: false,
        branches: 'all',
      },
      gym_name: 'Spotter',
    });

    const anonymous = await ctx.app.inject({ url: '/members/admin_me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'failed', message: 'Please log in to continue.' });

    const forged = await ctx.app.inject({
      url: '/members/admin_me',
      headers: { cookie: 'spotter_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it.each(BUILT_IN_ROLES.map((role) => [role.name, role.permissions] as const))(
    'tells a %s its name, role and permissions',
    async (role, permissions) => {
      const account = await signedInAs(ctx.app, await login(ctx.app), role);
      const me = await ctx.app.inject({
        url: '/members/admin_me',
        headers: { cookie: account.cookie },
      });
      expect(me.json()).toEqual({
        status: 'success',
        admin: {
          id: account.id,
          username: account.username,
          full_name: 'Team Member',
          role,
          permissions: [...permissions],
          must_choose_password: false,
          branches: 'all',
        },
        gym_name: 'Spotter',
      });
    },
  );

  it('ends the session on logout so the cookie no longer works', async () => {
    const cookie = await login(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/members/admin_logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success', message: 'Logged out successfully!' });
    expect(out.cookies.find((c) => c.name === 'spotter_session')?.value).toBe('');

    const after = await ctx.app.inject({ url: '/members/view_plans', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to logout without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/members/admin_logout' });
    expect(response.statusCode).toBe(401);
  });

  it("answers the load balancer's health probe 401 while it reaches its database, and 500 once it cannot", async () => {
    const probe = () =>
      ctx.app.inject({ method: 'GET', url: HEALTH_PROBE.path, headers: HEALTH_PROBE.headers });
    expect((await probe()).statusCode).toBe(HEALTH_PROBE.healthy);
    await ctx.app.db.destroy();
    expect((await probe()).statusCode).toBe(500);
  });

  it('rejects an expired session', async () => {
    const cookie = await login(ctx.app);
    await ctx.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await ctx.app.inject({ url: '/members/admin_me', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('creates the first admin once when several instances start at the same moment', async () => {
    const admins = adminsRepository(ctx.app.db);
    const created = await Promise.all(
      ['Starter', 'starter', 'STARTER'].map((username) =>
        admins.ensure(username, 'first-password'),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    const rows = await ctx.app.db
      .selectFrom('admins')
      .select(['role_id', 'must_choose_password'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', 'starter'))
      .execute();
    // An Owner, with the configured password as its own.
    expect(rows).toEqual([{ role_id: 1, must_choose_password: 0 }]);
  });

  it('keeps the first admin and its password across restarts, whatever the environment says later', async () => {
    await ctx.app.close();
    const env = {
      DATA_DIR: ctx.dataDir,
      DATABASE_URL: ctx.config.databaseUrl,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: 'changed-later',
    };
    const restarted = await buildApp(loadConfig(env, () => {}));
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/members/admin_login',
        payload: ADMIN,
      });
      expect(response.statusCode).toBe(200);
      const admins = await restarted.db
        .selectFrom('admins')
        .select(['username', 'password_hash'])
        .execute();
      expect(admins).toEqual([
        {
          username: ADMIN.username,
          password_hash: expect.stringMatching(/^scrypt\$\d+\$\d+\$\d+\$/),
        },
      ]);
    } finally {
      await restarted.close();
    }
  });
});
