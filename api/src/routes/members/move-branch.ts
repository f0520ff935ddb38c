import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { existingBranch, moveMember } from '../../domain/branches';
import { coveredMember } from '../../domain/membership';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { scopeOf } from '../../plugins/branch-scope';
import { IdParams, MemberMoved, MoveBranchBody } from '../../schemas';

/**
 * Move to branch (docs/product/branches.md §26): a member's home branch becomes another, in one transaction
 * with its record; their invoices stay with the branches that issued them. The member must be in
 * the request's branches (else not found), the target one the account may act on.
 */
const moveBranchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/members/:id/move_branch',
    {
      config: {
        example: { json: { branch_id: 2 } },
        audience: 'staff',
        scope: 'branch',
        permission: 'members.edit',
        records: 'member.moved',
      },
      schema: { params: IdParams, body: MoveBranchBody, response: { 200: MemberMoved } },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = scopeOf(request);
      const { id } = request.params;
      const { message, ...moved } = await transaction(app.db, async (trx) => {
        if (!(await coveredMember(trx, id, scope))) throw notFound(`Member ${id} not found.`);
        await existingBranch(trx, request.body.branch_id, scope);
        return moveMember(trx, actor, id, request.body.branch_id);
      });
      return { status: 'success' as const, message, ...moved };
    },
  );
};

export default fp(moveBranchRoutes, { name: 'move-branch-routes', encapsulate: true });
