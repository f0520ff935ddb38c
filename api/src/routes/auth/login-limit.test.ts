import { buildApp } from '../../app';
import { ADMIN, createTestApp, multipart, type TestApp } from '../../testing/test-app';
import { loginLimiter } from '../../lib/login-limiter';

/** The host's proxy connects from loopback and says who the client is in X-Forwarded-For. */
const viaProxy = (client: string) => ({
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': client },
});
const TOO_MANY = {
  status: 'failed',
  message: 'Too many login attempts. Please wait a minute and try again.',
};

/** How long a login from an address past its limit waits, here. */
const DELAY_MS = 300;

describe('login limit', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp({
      loginRateLimit: 5,
      loginAddressLimit: 8,
      loginAddressDelayMs: DELAY_MS,
    });
  });
  afterEach(() => ctx.close());

  async function attempt(
    credentials: Record<string, string>,
    from: { remoteAddress: string; headers?: Record<string, string> },
    app: TestApp = ctx.app,
  ) {
    const body = await multipart(credentials);
    return app.inject({
      method: 'POST',
      url: '/members/admin_login',
      remoteAddress: from.remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...from.headers },
    });
  }
  const wrong = { username: ADMIN.username, password: 'wrong-password' };

  it('stops an address after too many failures for one account', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(wrong, viaProxy('203.0.113.7'))).statusCode).toBe(401);
    const blocked = await attempt(ADMIN, viaProxy('203.0.113.7'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('does not lock the admin at another address out', async () => {
    for (let i = 0; i < 11; i += 1) await attempt(wrong, viaProxy('203.0.113.7'));
    expect((await attempt(wrong, viaProxy('203.0.113.7'))).statusCode).toBe(429);
    expect((await attempt(ADMIN, viaProxy('198.51.100.2'))).statusCode).toBe(200);
  });

  it('does not lock an account out for failures on another account from the same address', async () => {
    for (let i = 0; i < 5; i += 1)
      await attempt({ username: 'nobody', password: 'x' }, viaProxy('203.0.113.7'));
    expect(
      (await attempt({ username: 'nobody', password: 'x' }, viaProxy('203.0.113.7'))).statusCode,
    ).toBe(429);
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
  });

  it('slows an address past its limit across accounts, never locking a right password out', async () => {
    // An attacker behind the gym's shared connection, guessing accounts.
    for (let i = 0; i < 8; i += 1)
      await attempt({ username: `guess-${i}`, password: 'x' }, viaProxy('203.0.113.7'));
    const guess = await attempt({ username: 'guess-8', password: 'x' }, viaProxy('203.0.113.7'));
    expect(guess.statusCode).toBe(401);
    // The Owner at the desk, on the same connection: in, after a short wait.
    const started = performance.now();
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 1);
    // An account under attack there is still refused once its own limit is reached.
    for (let i = 0; i < 5; i += 1) await attempt(wrong, viaProxy('203.0.113.7'));
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(429);
  });

  it('never counts successful logins, and a success clears that address’s failures', async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt(wrong, viaProxy('203.0.113.7'));
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(wrong, viaProxy('203.0.113.7'))).statusCode).toBe(401);
  });

  it('believes only the last address its proxy adds, not what a local client put before it', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(wrong, viaProxy(`10.0.${i}.1, 127.0.0.1`));
      expect(response.statusCode).toBe(i < 5 ? 401 : 429);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not its own proxy', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(wrong, {
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
      expect(response.statusCode).toBe(i < 5 ? 401 : 429);
    }
  });

  it('is counted in the database, so every instance on it shares the limit', async () => {
    const other = await buildApp(ctx.config);
    try {
      for (let i = 0; i < 5; i += 1)
        expect(
          (await attempt(wrong, viaProxy('203.0.113.7'), i % 2 ? other : ctx.app)).statusCode,
        ).toBe(401);
      expect((await attempt(ADMIN, viaProxy('203.0.113.7'), ctx.app)).statusCode).toBe(429);
      expect((await attempt(ADMIN, viaProxy('203.0.113.7'), other)).statusCode).toBe(429);
      expect((await attempt(ADMIN, viaProxy('198.51.100.2'), other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps neither addresses nor usernames, only hashes of them', async () => {
    await attempt({ username: 'typed-a-secret', password: 'x' }, viaProxy('203.0.113.7'));
    const rows = await ctx.app.db.selectFrom('login_failures').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.failures).toBe(1);
    }
  });

  it('starts a new window once the old one ends, and deletes ended windows', async () => {
    let now = Date.parse('2026-05-01T10:00:00.000Z');
    const limiter = loginLimiter(
      ctx.app.db,
      'login',
      { perAccount: 3, perAddress: 100, addressDelayMs: 0, windowMs: 60_000 },
      () => now,
    );
    for (let i = 1; i <= 3; i += 1)
      expect(await limiter.attempt('203.0.113.7', 'Admin')).toEqual({ account: i, address: i });
    expect(await limiter.attempt('203.0.113.7', 'admin')).toBeNull();
    await limiter.attempt('198.51.100.2', 'admin');
    now += 59_999;
    expect(await limiter.attempt('203.0.113.7', 'ADMIN')).toBeNull();
    now += 1;
    expect(await limiter.attempt('203.0.113.7', 'admin')).toEqual({ account: 1, address: 1 });
    // Only the window just started is left: the other address's ended one went too.
    const rows = await ctx.app.db
      .selectFrom('login_failures')
      .select(['failures', 'ends_at'])
      .execute();
    expect(rows).toEqual([
      { failures: 1, ends_at: '2026-05-01T10:02:00.000Z' },
      { failures: 1, ends_at: '2026-05-01T10:02:00.000Z' },
    ]);
  });
});
