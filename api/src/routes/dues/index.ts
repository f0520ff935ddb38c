import fp from 'fastify-plugin';
import { actorOf } from '../../domain/activity';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rupees } from '../../domain/money';
import { pageRequest } from '../../lib/list-query';
import {
  DuesUpdateBody,
  DuesUpdated,
  IdParams,
  PaymentBody,
  PaymentRecorded,
  PendingPage,
  PendingQuery,
  type PendingSort,
} from '../../schemas';
import { duesRepository } from './dues-repository';
import { pendingList } from './pending-list';
import { scopeOf } from '../../plugins/branch-scope';
import { undoPayment } from '../undo/undo-payment';

/** Balance Pending (docs/product/billing.md §20): members who owe, and payments against their dues. */
const duesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dues = duesRepository(app.db);
  const list = pendingList(app.db);

  app.get(
    '/payments/pending_members',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'payments.record' },
      schema: { querystring: PendingQuery, response: { 200: PendingPage } },
    },
    (request) => {
      const { age, ...query } = request.query;
      // Always paged: without page, page_size or q it is the first page.
      return list.page(
        pageRequest<PendingSort>(query) ?? pageRequest({ page: 1 })!,
        age,
        scopeOf(request),
      );
    },
  );

  app.post(
    '/payments/record_payment/:id',
    {
      config: {
        example: { queries: ['?branch=all'], json: { amount: 100, method: 'cash' } },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        idempotent: true,
        records: 'payment.received',
        undo: undoPayment,
      },
      schema: { params: IdParams, body: PaymentBody, response: { 200: PaymentRecorded } },
    },
    async (request) => {
      const { amount } = request.body;
      const { member_name, ...recorded } = await dues.recordPayment(
        actorOf(request),
        request.params.id,
        amount,
        request.body.method ?? 'cash',
        scopeOf(request),
      );
      return {
        status: 'success' as const,
        message: `${rupees(amount)} received from ${member_name}. Invoice ${recorded.invoice_number}.`,
        ...recorded,
      };
    },
  );

  app.post(
    '/payments/update_dues/:id',
    {
      config: {
        example: {
          queries: ['?branch=all'],
          json: {
            phone: '+919800000010',
            plan: 2,
            total_fee: 12000,
            paid_amount: 11000,
            leave_date: null,
            rejoin_date: null,
          },
        },
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        idempotent: true,
        records: ['member.edited', 'payment.received'],
      },
      schema: { params: IdParams, body: DuesUpdateBody, response: { 200: DuesUpdated } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'User data updated!',
      ...(await dues.update(actorOf(request), request.params.id, request.body, scopeOf(request))),
    }),
  );
};

export default fp(duesRoutes, { name: 'dues-routes', encapsulate: true });
