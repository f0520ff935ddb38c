import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { adminOf } from '../../plugins/auth';
import { adminsRepository } from './admins-repository';
import { gymDetails } from '../../domain/gym';
import { loginLimiter, type LoginLimits } from '../../lib/login-limiter';
import { Done, LoginBody, Me } from '../../schemas';

export interface AuthRoutesOptions {
  loginLimits: LoginLimits;
  /** GYM_NAME: the gym's name until Settings saves one. */
  gymName: string;
}

/** Sessions a login tries to start while the credentials keep changing under it. */
const LOGIN_TRIES = 3;

const tooMany = () =>
  new HttpError(429, 'Too many login attempts. Please wait a minute and try again.');

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const admins = adminsRepository(app.db);
  const limiter = loginLimiter(app.db, 'login', options.loginLimits);

  app.post(
    '/members/admin_login',
    {
      config: {
        audience: 'public',
        scope: 'chain',
        permission: 'public',
        records: ['signed_in', 'sign_in.refused'],
      },
      schema: { body: LoginBody, response: { 200: Done } },
      // A login posted with no body at all is an empty form, not a malformed request.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const username = request.body?.username?.trim() ?? '';
      const password = request.body?.password ?? '';
      if (!username || !password) throw badRequest('Please fill all required fields!');
      // request.ip is the peer, or what a trusted proxy (TRUST_PROXY) says the client is. Counted
      // before the password is checked: a burst checks no more passwords than the limit.
      if (!(await limiter.attempt(request.ip, username))) {
        await admins.refused('Too many attempts', username, await admins.accountNamed(username));
        throw tooMany();
      }
      // A password change, reset or disabling that commits between the check and the session
      // leaves the session unwritten: the login is decided again on the account as it is now.
      let attempt = await admins.authenticate(username, password);
      let started = false;
      for (let tries = 1; attempt.account && !attempt.refused && !started; tries += 1) {
        if (tries > LOGIN_TRIES)
          throw conflict('The password was changed meanwhile. Please try again.');
        started = await app.sessions.start(reply, attempt.account, attempt.credentialsVersion);
        if (!started) attempt = await admins.authenticate(username, password);
      }
      if (attempt.refused) await admins.refused(attempt.refused, username, attempt.account);
      if (!attempt.account || attempt.refused === 'Wrong password')
        throw new HttpError(401, 'Invalid username or password');
      await limiter.succeeded(request.ip, username);
      // Told only to whoever knows the password: an Owner disabled the account.
      if (attempt.refused === 'Account disabled')
        throw new HttpError(403, "This account has been disabled. Please ask the gym's owner.");
      return { status: 'success' as const, message: 'Login successful!' };
    },
  );

  app.post(
    '/members/admin_logout',
    {
      config: {
        audience: 'staff',
        scope: 'chain',
        permission: 'signed-in',
        beforeNewPassword: true,
        records: 'signed_out',
      },
      schema: { response: { 200: Done } },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { status: 'success' as const, message: 'Logged out successfully!' };
    },
  );

  app.get(
    '/members/admin_me',
    {
      // A tab starting at a stale choice of branch (a link from before a reset) still learns who
      // is signed in, and then replaces the choice from the list of branches.
      config: {
        audience: 'staff',
        scope: 'chain',
        permission: 'signed-in',
        beforeNewPassword: true,
        anyBranch: true,
      },
      schema: { response: { 200: Me } },
    },
    async (request) => {
      const admin = adminOf(request);
      return {
        status: 'success' as const,
        admin: {
          id: admin.id,
          username: admin.username,
          full_name: admin.fullName,
          role: admin.role,
          permissions: [...admin.permissions],
          must_choose_password: admin.mustChoosePassword,
          branches: admin.branches === null ? ('all' as const) : [...admin.branches],
        },
        gym_name: (await gymDetails(app.db, options.gymName)).name,
      };
    },
  );
};

export default fp(authRoutes, { name: 'auth-routes', encapsulate: true });
