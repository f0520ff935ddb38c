import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { voidInvoice } from '../../domain/voiding';
import { transaction } from '../../db/transaction';
import { scopeOf } from '../../plugins/branch-scope';
import { IdParams, VoidBody, Voided } from '../../schemas';

/** Void (docs/product/activity.md §23): an invoice's payment given back by a credit note, with a reason. */
const voidRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoices/void/:id',
    {
      config: {
        example: { json: { reason: 'Paid twice' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.void',
        records: 'payment.voided',
      },
      schema: { params: IdParams, body: VoidBody, response: { 200: Voided } },
    },
    async (request) => {
      const actor = actorOf(request);
      const voided = await transaction(app.db, (trx) =>
        voidInvoice(trx, actor, request.params.id, request.body.reason, scopeOf(request)),
      );
      return {
        status: 'success' as const,
        message: voided.message,
        credit_note_number: voided.credit_note_number,
        activity_id: voided.activity_id,
      };
    },
  );
};

export default fp(voidRoutes, { name: 'void-routes', encapsulate: true });
