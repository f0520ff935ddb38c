import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createTestApp, login, type TestApp } from '../../testing/test-app';
import { signedInAs, teamClient, type TeamMember } from '../../testing/team';

/**
 * The next password checks, each held once it has its answer until the test lets it go: logins
 * that have checked the old password, stopped just before they write their sessions.
 */
const mockHolds: { reached: () => void; release: Promise<void> }[] = [];
jest.mock('../../lib/passwords', () => {
  const actual = jest.requireActual('../../lib/passwords');
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      const ok = await actual.verifyPassword(password, stored);
      const held = mockHolds.shift();
      if (held) {
        held.reached();
        await held.release;
      }
      return ok;
    },
  };
});

function holdPasswordChecks(count: number) {
  return Array.from({ length: count }, () => {
    let reached!: () => void;
    let release!: () => void;
    const hasReached = new Promise<void>((resolve) => (reached = resolve));
    mockHolds.push({ reached, release: new Promise<void>((resolve) => (release = resolve)) });
    return { reached: hasReached, release };
  });
}

const NEW_PASSWORD = 'a-brand-new-password';
const DISABLED = {
  status: 'failed',
  message: "This account has been disabled. Please ask the gym's owner.",
};
const INVALID = { status: 'failed', message: 'Invalid username or password' };

describe('a session is bound to the credentials its login checked', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: string;
  let member: TeamMember;
  // Racing logins come from one address: the limit is not what these tests are about.
  beforeEach(async () => {
    ctx = await createTestApp({ loginRateLimit: 1000, loginAddressLimit: 1000 });
    owner = await login(ctx.app);
    member = await signedInAs(ctx.app, owner, 'Front desk');
  });
  afterEach(() => ctx.close());

  const signIn = (credentials: { username: string; password: string }, app: TestApp = ctx.app) =>
    app.inject({ method: 'POST', url: '/members/admin_login', payload: credentials });
  const cookieOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === 'spotter_session' && c.value);
    return cookie ? `spotter_session=${cookie.value}` : undefined;
  };
  const works = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/members/admin_me', headers: { cookie } }))
      .statusCode === 200;
  const asMember = () => ({ username: member.username, password: member.password });

  /** What ends the sessions, who signs in meanwhile, and what that login answers afterwards. */
  const changes = [
    {
      name: 'a password change',
      signingIn: () => ADMIN,
      change: () =>
        ctx.app.inject({
          method: 'POST',
          url: '/members/change_password',
          headers: { cookie: owner },
          payload: { current_password: ADMIN.password, new_password: NEW_PASSWORD },
        }),
      afterwards: [401, INVALID],
    },
    {
      name: 'a reset',
      signingIn: asMember,
      change: () => teamClient(ctx.app, owner).resetPassword(member.id, 'another-temporary-1'),
      afterwards: [401, INVALID],
    },
    {
      name: 'disabling the account',
      signingIn: asMember,
      change: () => teamClient(ctx.app, owner).disable(member.id),
      afterwards: [403, DISABLED],
    },
  ] as const;

  it.each(changes)(
    'a login that checked the password before $name commits gets no session',
    async ({ signingIn, change, afterwards }) => {
      const [held] = holdPasswordChecks(1);
      const login = signIn(signingIn());
      await held!.reached;
      expect((await change()).statusCode).toBe(200);
      held!.release();
      const answer = await login;
      expect([answer.statusCode, answer.json()]).toEqual(afterwards);
      expect(cookieOf(answer)).toBeUndefined();
    },
  );

  it.each(changes)(
    'no session made with the old credentials works after $name, however 60 logins race it',
    async ({ signingIn, change }) => {
      // 60 logins check the old password; a third go on before the change, a third with it, a
      // third once it has answered.
      const held = holdPasswordChecks(60);
      const logins = Array.from({ length: 60 }, () => signIn(signingIn()));
      await Promise.all(held.map((check) => check.reached));
      const release = (from: number) => held.slice(from, from + 20).forEach((c) => c.release());
      release(0);
      const changing = change();
      release(20);
      expect((await changing).statusCode).toBe(200);
      release(40);
      const answers = await Promise.all(logins);
      const cookies = answers.map(cookieOf).filter((cookie) => cookie !== undefined);
      const working = await Promise.all(cookies.map(works));
      expect(working.filter(Boolean)).toHaveLength(0);
      // The Owner's session made the change or ended the account's: it goes on.
      expect(await works(owner)).toBe(true);
    },
  );

  it('keeps the session that changed the password, under the new credentials', async () => {
    const other = await login(ctx.app);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/members/change_password',
      headers: { cookie: owner },
      payload: { current_password: ADMIN.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(await works(owner)).toBe(true);
    expect(await works(other)).toBe(false);
    const again = cookieOf(await signIn({ username: ADMIN.username, password: NEW_PASSWORD }));
    expect(await works(again!)).toBe(true);
  });

  it('does not count a session whose credentials have changed since, even if its row is left', async () => {
    expect(await works(member.cookie)).toBe(true);
    await ctx.app.db
      .updateTable('admins')
      .set((eb) => ({ credentials_version: eb('credentials_version', '+', 1) }))
      .where('id', '=', member.id)
      .execute();
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/members/admin_me',
      headers: { cookie: member.cookie },
    });
    expect([answer.statusCode, answer.json()]).toEqual([
      401,
      { status: 'failed', message: 'Your session has expired. Please log in again.' },
    ]);
  });
});
