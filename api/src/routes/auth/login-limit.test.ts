import { ADMIN, createTestApp, multipart } from '../../testing/test-app';

/** The host's proxy connects from loopback and says who the client is in X-Forwarded-For. */
const viaProxy = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
const TOO_MANY = { status: 'failed', message: 'Too many login attempts. Please wait a minute and try again.' };

describe('login limit', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp({ loginRateLimit: 5, loginAddressLimit: 8 });
  });
  afterEach(() => ctx.close());

  async function attempt(credentials: Record<string, string>, from: { remoteAddress: string; headers?: Record<string, string> }) {
    const body = await multipart(credentials);
    return ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      remoteAddress: from.remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...from.headers },
    });
  }
  const wrong = { username: ADMIN.username, password: 'wrong-password' };

  it('stops an address after too many failures for one account', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(wrong, viaProxy('203.0.113.7'))).statusCode).toBe(401);
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
    for (let i = 0; i < 5; i += 1) await attempt({ username: 'nobody', password: 'x' }, viaProxy('203.0.113.7'));
    expect((await attempt({ username: 'nobody', password: 'x' }, viaProxy('203.0.113.7'))).statusCode).toBe(429);
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
  });

  it('stops an address trying many accounts once it passes the per-address limit', async () => {
    for (let i = 0; i < 8; i += 1) await attempt({ username: `guess-${i}`, password: 'x' }, viaProxy('203.0.113.7'));
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(429);
    expect((await attempt(ADMIN, viaProxy('198.51.100.2'))).statusCode).toBe(200);
  });

  it('never counts successful logins, and a success clears that address’s failures', async () => {
    for (let i = 0; i < 12; i += 1) expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt(wrong, viaProxy('203.0.113.7'));
    expect((await attempt(ADMIN, viaProxy('203.0.113.7'))).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(wrong, viaProxy('203.0.113.7'))).statusCode).toBe(401);
  });

  it('believes only the last address its proxy adds, not what a local client put before it', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(wrong, viaProxy(`10.0.${i}.1, 127.0.0.1`));
      expect(response.statusCode).toBe(i < 5 ? 401 : 429);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not its own proxy', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await attempt(wrong, { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `10.0.${i}.1` } });
      expect(response.statusCode).toBe(i < 5 ? 401 : 429);
    }
  });
});
