import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { pageRequest } from '../../lib/list-query';
import {
  ExpiredPage,
  ExpiredQuery,
  IdParams,
  RenewalBody,
  Renewed,
  type ExpiredSort,
} from '../../schemas';
import { expiredList } from './expired-list';
import { renewalsRepository } from './renewals-repository';
import { scopeOf } from '../../plugins/branch-scope';
import { undoRenewal } from '../undo/undo-renewal';

/** Expired Member List and Renew (docs/product/billing.md §20). */
const renewalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = expiredList(app.db);
  const renewals = renewalsRepository(app.db);

  app.get(
    '/members/expired_members',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'payments.record' },
      schema: { querystring: ExpiredQuery, response: { 200: ExpiredPage } },
    },
    (request) =>
      // Always paged: without page, page_size or q it is the first page.
      list.page(
        pageRequest<ExpiredSort>(request.query) ?? pageRequest({ page: 1 })!,
        scopeOf(request),
      ),
  );

  app.post(
    '/members/renew_member/:id',
    {
      config: {
        example: { params: { id: '5' }, json: { paid: 500, method: 'upi' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        idempotent: true,
        records: ['membership.renewed', 'payment.received'],
        undo: undoRenewal,
      },
      schema: { params: IdParams, body: RenewalBody, response: { 200: Renewed } },
    },
    async (request) => {
      const renewed = await renewals.renew(
        actorOf(request),
        request.params.id,
        request.body ?? {},
        scopeOf(request),
      );
      return {
        status: 'success' as const,
        message: `Membership renewed until ${renewed.expiry}. Invoice: ${renewed.invoice_number}`,
        ...renewed,
      };
    },
  );
};

export default fp(renewalRoutes, { name: 'renewal-routes', encapsulate: true });
