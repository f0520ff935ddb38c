import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/branch-scope';
import {
  AccountEdit,
  AccountSaved,
  Done,
  IdParams,
  NewAccount,
  PasswordReset,
  PERMISSION_LABELS,
  PERMISSION_NEEDS,
  PERMISSIONS,
  RoleInput,
  RoleSaved,
  RolesReply,
  TeamAccounts,
} from '../../schemas';
import { teamRepository } from './team-repository';

const MANAGE = { audience: 'staff', scope: 'chain', permission: 'team.manage' } as const;

/** Every permission as the role form lists it: fixed, so made once. */
const PERMISSION_CATALOGUE = PERMISSIONS.map((key) => ({
  key,
  label: PERMISSION_LABELS[key],
  needs: [...(PERMISSION_NEEDS[key] ?? [])],
}));

/** docs/product/team-and-roles.md §22: the team's accounts and roles, for those who may manage the team. */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const team = teamRepository(app.db);

  app.get(
    '/team/accounts',
    { config: MANAGE, schema: { response: { 200: TeamAccounts } } },
    async (request) => ({
      status: 'success' as const,
      data: await team.list(scopeOf(request).allowed),
    }),
  );

  app.post(
    '/team/add_account',
    {
      config: {
        ...MANAGE,
        example: {
          json: {
            full_name: 'Example Colleague',
            username: 'example',
            role_id: 3,
            temporary_password: 'a-temporary-password',
          },
        },
        records: 'account.added',
      },
      schema: { body: NewAccount, response: { 201: AccountSaved } },
    },
    async (request, reply) => {
      const account = await team.add(adminOf(request), request.body);
      return reply.code(201).send({
        status: 'success' as const,
        message: `Account ${account.username} added. Give them the temporary password: they choose their own when they first sign in.`,
        account,
      });
    },
  );

  app.post(
    '/team/edit_account/:id',
    {
      config: {
        ...MANAGE,
        example: { params: { id: '2' }, json: { full_name: 'Example Colleague', role_id: 1 } },
        records: 'account.edited',
      },
      schema: { params: IdParams, body: AccountEdit, response: { 200: AccountSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Account updated.',
      account: await team.edit(adminOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/team/disable_account/:id',
    {
      config: { ...MANAGE, example: { params: { id: '2' } }, records: 'account.disabled' },
      schema: { params: IdParams, response: { 200: AccountSaved } },
    },
    async (request) => {
      const account = await team.setDisabled(adminOf(request), request.params.id, true);
      return {
        status: 'success' as const,
        message: `${account.username} is disabled and signed out.`,
        account,
      };
    },
  );

  app.post(
    '/team/enable_account/:id',
    {
      config: { ...MANAGE, example: { params: { id: '2' } }, records: 'account.enabled' },
      schema: { params: IdParams, response: { 200: AccountSaved } },
    },
    async (request) => {
      const account = await team.setDisabled(adminOf(request), request.params.id, false);
      return {
        status: 'success' as const,
        message: `${account.username} is active again.`,
        account,
      };
    },
  );

  app.post(
    '/team/reset_password/:id',
    {
      config: {
        ...MANAGE,
        example: {
          params: { id: '2' },
          json: { temporary_password: 'another-temporary-password' },
        },
        records: 'account.password_reset',
      },
      schema: { params: IdParams, body: PasswordReset, response: { 200: AccountSaved } },
    },
    async (request) => {
      const account = await team.resetPassword(
        adminOf(request),
        request.params.id,
        request.body.temporary_password,
      );
      return {
        status: 'success' as const,
        message: `Password reset. ${account.username} chooses a new one at the next sign-in.`,
        account,
      };
    },
  );

  app.get(
    '/team/roles',
    { config: MANAGE, schema: { response: { 200: RolesReply } } },
    async () => ({
      status: 'success' as const,
      roles: await team.roles(),
      permissions: PERMISSION_CATALOGUE,
    }),
  );

  app.post(
    '/team/add_role',
    {
      config: {
        ...MANAGE,
        example: { json: { name: 'Example Role', permissions: ['members.view'] } },
        records: 'role.added',
      },
      schema: { body: RoleInput, response: { 201: RoleSaved } },
    },
    async (request, reply) => {
      const role = await team.addRole(adminOf(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: `Role ${role.name} added.`, role });
    },
  );

  app.post(
    '/team/edit_role/:id',
    {
      config: {
        ...MANAGE,
        example: {
          params: { id: '6' },
          json: { name: 'Example Role Edited', permissions: ['members.view'] },
        },
        records: 'role.edited',
      },
      schema: { params: IdParams, body: RoleInput, response: { 200: RoleSaved } },
    },
    async (request) => {
      const role = await team.editRole(adminOf(request), request.params.id, request.body);
      return { status: 'success' as const, message: `Role ${role.name} saved.`, role };
    },
  );

  app.delete(
    '/team/delete_role/:id',
    {
      config: { ...MANAGE, example: { params: { id: '7' } }, records: 'role.deleted' },
      schema: { params: IdParams, response: { 200: Done } },
    },
    async (request) => {
      await team.removeRole(adminOf(request), request.params.id);
      return { status: 'success' as const, message: 'Role deleted.' };
    },
  );
};

export default fp(teamRoutes, { name: 'team-routes', encapsulate: true });
