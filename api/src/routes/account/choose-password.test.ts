import { expectReply } from '../../testing/expect-reply';
import { BEFORE_NEW_PASSWORD, refusalProblems } from '../../testing/refusals';
import { appWithRouteTable, type Route } from '../../testing/route-table';
import { seedGym } from '../../testing/seeded-gym';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { addAccount, ROLE_ID, TEMPORARY_PASSWORD } from '../../testing/team';
import { login } from '../../testing/test-app';

const FIRST = { status: 'failed', message: 'Please choose a new password first.' };

describe('an account signed in with a temporary password', () => {
  describe('before it chooses its own', () => {
    let gym: SignedInApp;
    let routes: Route[];
    let cookie: string;
    beforeAll(async () => {
      ({ gym, routes } = await appWithRouteTable());
      await seedGym(gym.app, gym.cookie);
      // An Owner: the permission is never why a route refuses it.
      await addAccount(gym.app, gym.cookie, { role_id: ROLE_ID.Owner, username: 'new-owner' });
      cookie = await login(gym.app, { username: 'new-owner', password: TEMPORARY_PASSWORD });
    });
    afterAll(() => gym.close());

    it('is answered only who it is, sign-out and choosing: every other route says to choose first, and writes nothing', async () => {
      const problems = await refusalProblems(gym.app, routes, {
        cookie,
        status: 403,
        message: FIRST.message,
        except: BEFORE_NEW_PASSWORD,
      });
      expect(problems).toEqual([]);
      expectReply(await gym.get('/members/admin_me', { cookie }), 200, {
        status: 'success',
        admin: expect.objectContaining({ username: 'new-owner', must_choose_password: true }),
        gym_name: 'Spotter',
      });
    });
  });

  describe('choosing its own', () => {
    const ctx = useSignedInApp();
    const username = 'priya';
    let cookie: string;
    beforeEach(async () => {
      await addAccount(ctx.app, ctx.cookie, { role_id: ROLE_ID['Front desk'], username });
      cookie = await login(ctx.app, { username, password: TEMPORARY_PASSWORD });
    });
    const choose = (new_password: string, as = cookie) =>
      ctx.send('POST', '/members/choose_password', { new_password }, { cookie: as });
    const loginAnswer = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/members/admin_login',
        payload: { username, password },
      });

    it('saves it: this session goes on, the others end, and only the new password signs in', async () => {
      const other = await login(ctx.app, { username, password: TEMPORARY_PASSWORD });
      expectReply(await choose('my-own-password'), 200, {
        status: 'success',
        message: 'Password saved. Welcome to Spotter!',
      });
      expect((await ctx.get('/members/view_members', { cookie })).statusCode).toBe(200);
      expect((await ctx.get('/members/admin_me', { cookie })).json().admin).toMatchObject({
        must_choose_password: false,
      });
      expect((await ctx.get('/members/admin_me', { cookie: other })).statusCode).toBe(401);
      expect((await loginAnswer(TEMPORARY_PASSWORD)).statusCode).toBe(401);
      expect((await loginAnswer('my-own-password')).statusCode).toBe(200);
      const [listed] = (await ctx.team.accounts())
        .json()
        .data.filter((account: { username: string }) => account.username === username);
      expect(listed.temporary_password).toBe(false);
    });

    it.each([
      [
        'the temporary password itself',
        TEMPORARY_PASSWORD,
        'Please choose a password other than the temporary one.',
      ],
      [
        'a password under 10 characters',
        'too-short',
        'New password must be at least 10 characters',
      ],
    ])('refuses %s (400), and keeps asking', async (_, password, message) => {
      expectReply(await choose(password), 400, { status: 'failed', message });
      expectReply(await ctx.get('/members/view_members', { cookie }), 403, FIRST);
    });

    it('refuses once the password is no longer temporary (409)', async () => {
      await choose('my-own-password');
      expectReply(await choose('yet-another-password'), 409, {
        status: 'failed',
        message: 'Your password is not a temporary one: change it in Settings.',
      });
      expect((await loginAnswer('my-own-password')).statusCode).toBe(200);
    });

    it('may sign out before choosing', async () => {
      expect(
        (await ctx.send('POST', '/members/admin_logout', undefined, { cookie })).statusCode,
      ).toBe(200);
      expect((await ctx.get('/members/admin_me', { cookie })).statusCode).toBe(401);
    });
  });
});
