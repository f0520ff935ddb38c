import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { adminOf, sessionTokenHash } from '../../plugins/auth';
import { loginLimiter, type LoginLimits } from '../../lib/login-limiter';
import { accountRepository } from './account-repository';
import { parseProfile } from './account-input';
import {
  AdminProfileInput,
  AdminProfileReply,
  AdminProfileSaved,
  Done,
  PasswordChange,
  PasswordChoice,
} from '../../schemas';

export interface AccountRoutesOptions {
  /** Wrong current passwords are limited like failed logins: a stolen session must not guess the password. */
  passwordLimits: LoginLimits;
}

/** docs/product/settings-and-search.md §18: the signed-in admin's details and password. */
const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, options) => {
  const accounts = accountRepository(app.db);
  const limiter = loginLimiter(app.db, 'password', options.passwordLimits);

  app.get(
    '/members/admin_profile',
    {
      config: { audience: 'staff', scope: 'chain', permission: 'signed-in' },
      schema: { response: { 200: AdminProfileReply } },
    },
    async (request) => ({
      status: 'success' as const,
      profile: await accounts.profile(request.admin!.id),
    }),
  );

  app.post(
    '/members/admin_profile',
    {
      config: {
        example: { json: { full_name: 'Example Owner', email: '', phone: '' } },
        audience: 'staff',
        scope: 'chain',
        permission: 'signed-in',
        records: 'profile.edited',
      },
      schema: { body: AdminProfileInput, response: { 200: AdminProfileSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Account settings updated successfully!',
      profile: await accounts.updateProfile(
        actorOf(request),
        request.admin!.id,
        parseProfile(request.body),
      ),
    }),
  );

  app.post(
    '/members/change_password',
    {
      config: {
        audience: 'staff',
        scope: 'chain',
        permission: 'signed-in',
        records: 'password.changed',
      },
      schema: { body: PasswordChange, response: { 200: Done } },
    },
    async (request) => {
      const { id, username } = request.admin!;
      const { current_password, new_password } = request.body;
      // Counted before the check, so a burst checks no more passwords than the limit.
      if (!(await limiter.attempt(request.ip, username)))
        throw new HttpError(429, 'Too many wrong passwords. Please wait a minute and try again.');
      const current = await accounts.passwordMatches(id, current_password);
      if (!current.matches) {
        // 400, not 401: the session is fine, and a 401 would send the admin to the login screen.
        throw badRequest('Current password is incorrect');
      }
      await limiter.succeeded(request.ip, username);
      if (new_password === current_password)
        throw badRequest('New password must be different from the current one');
      await accounts.changePassword(
        actorOf(request),
        id,
        current.hash,
        new_password,
        sessionTokenHash(request),
      );
      return { status: 'success' as const, message: 'Password changed successfully!' };
    },
  );

  // An account signed in with the temporary password an Owner gave it replaces it here, before
  // anything else answers it (plugins/auth.ts). The rules are the password change's.
  app.post(
    '/members/choose_password',
    {
      config: {
        example: { json: { new_password: 'an-example-own-password' } },
        audience: 'staff',
        scope: 'chain',
        permission: 'signed-in',
        beforeNewPassword: true,
        records: 'password.chosen',
      },
      schema: { body: PasswordChoice, response: { 200: Done } },
    },
    async (request) => {
      const admin = adminOf(request);
      if (!admin.mustChoosePassword)
        throw conflict('Your password is not a temporary one: change it in Settings.');
      await accounts.replaceTemporaryPassword(
        actorOf(request),
        admin.id,
        request.body.new_password,
        sessionTokenHash(request),
      );
      return { status: 'success' as const, message: 'Password saved. Welcome to Spotter!' };
    },
  );
};

export default fp(accountRoutes, { name: 'account-routes', encapsulate: true });
