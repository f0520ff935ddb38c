import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { scopeOf } from '../../plugins/branch-scope';
import { BranchInput, BranchList, BranchSaved, IdParams } from '../../schemas';
import { branchesRepository } from './branches-repository';

const MANAGE = { audience: 'staff', scope: 'chain', permission: 'branches.manage' } as const;

/**
 * docs/product/branches.md §26: the gym's branches. Every signed-in account reads them (the member and
 * staff forms offer them); only `branches.manage` at every branch adds and edits them (an account
 * limited to some is refused: EVERY_BRANCH_PERMISSIONS). No delete.
 */
const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const branches = branchesRepository(app.db);

  app.get(
    '/branches',
    {
      // The switcher's choices: answered whatever branch the tab has chosen, even a stale one.
      config: { audience: 'staff', scope: 'chain', permission: 'signed-in', anyBranch: true },
      schema: { response: { 200: BranchList } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await branches.list(scopeOf(request).allowed),
    }),
  );

  app.post(
    '/branches/add_branch',
    {
      config: {
        ...MANAGE,
        example: { json: { name: 'Example Branch', address: '', phone: '' } },
        records: 'branch.added',
      },
      schema: { body: BranchInput, response: { 201: BranchSaved } },
    },
    async (request, reply) => {
      const branch = await branches.create(actorOf(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success', message: 'Branch added successfully!', branch });
    },
  );

  app.post(
    '/branches/edit_branch/:id',
    {
      config: {
        ...MANAGE,
        example: { json: { name: 'Example Branch Edited', address: 'Lane 1', phone: '' } },
        records: 'branch.edited',
      },
      schema: { params: IdParams, body: BranchInput, response: { 200: BranchSaved } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Branch updated successfully!',
      branch: await branches.update(actorOf(request), request.params.id, request.body),
    }),
  );
};

export default fp(branchRoutes, { name: 'branch-routes', encapsulate: true });
