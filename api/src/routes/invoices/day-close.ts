import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../domain/activity';
import { today } from '../../domain/dates';
import { transaction } from '../../db/transaction';
import { scopeOf } from '../../plugins/branch-scope';
import { CashCountBody, CashCounted, DayClose, DayCloseQuery } from '../../schemas';
import { countCash, dayClose, type DayReader } from './day-close-repository';

/** Whose money the request reads: every account's with `takings.view_all`, else its own. */
const readerOf = (request: FastifyRequest): DayReader => ({
  scope: scopeOf(request),
  actor: actorOf(request),
  everyone: request.admin?.permissions.has('takings.view_all') ?? false,
});

/** Day close (docs/product/billing.md §27): a day's money by method and account, and the cash counted. */
const dayCloseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices/day_close',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'invoices.view',
        example: { queries: ['', '?day=2026-01-15'] },
      },
      schema: { querystring: DayCloseQuery, response: { 200: DayClose } },
    },
    async (request) => dayClose(app.db, request.query.day ?? today(), readerOf(request)),
  );

  app.post(
    '/invoices/day_close/cash_count',
    {
      config: {
        audience: 'staff',
        scope: 'branch',
        permission: 'payments.record',
        example: { json: { counted: 1500 } },
        records: 'cash.counted',
      },
      schema: { body: CashCountBody, response: { 200: CashCounted } },
    },
    async (request) => {
      const reader = readerOf(request);
      const { day, counted } = request.body;
      return transaction(app.db, (trx) => countCash(trx, day ?? today(), counted, reader));
    },
  );
};

export default fp(dayCloseRoutes, { name: 'day-close-routes', encapsulate: true });
