import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { moveMember } from '../../domain/branches';
import { transaction } from '../../db/transaction';
import { IdParams, MemberMoved, MoveBranchBody } from '../../schemas';

/**
 * Move to branch (docs/product.md §26): a member's home branch becomes another, in one transaction
 * with its record; their invoices stay with the branches that issued them.
 */
const moveBranchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/members/:id/move_branch',
    {
      config: { permission: 'members.edit' },
      schema: { params: IdParams, body: MoveBranchBody, response: { 200: MemberMoved } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { message, ...moved } = await transaction(app.db, (trx) =>
        moveMember(trx, actor, request.params.id, request.body.branch_id),
      );
      return { status: 'success' as const, message, ...moved };
    },
  );
};

export default moveBranchRoutes;
