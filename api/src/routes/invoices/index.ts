import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../plugins/branch-scope';
import { IdParams } from '../../schemas';
import dayCloseRoutes from './day-close';
import invoiceHistoryRoutes from './history';
import { sendInvoicePdf } from './invoice-pdf-reply';
import { latestInvoice } from './invoices-repository';
import voidRoutes from './void';

export interface InvoiceRoutesOptions {
  /** GYM_NAME: printed at the top of every invoice until Settings saves the gym's details. */
  gymName: string;
}

/** Invoice calls (docs/product/calls-and-messages.md §7): the member's latest invoice as a PDF, the invoice history (§19), voids (§23), Day close (billing.md §27). */
const invoiceRoutes: FastifyPluginAsyncTypebox<InvoiceRoutesOptions> = async (app, options) => {
  // The earlier product's client asks with a trailing slash; both spellings are served.
  for (const url of ['/members/download_invoice/:id/', '/members/download_invoice/:id']) {
    app.get(
      url,
      {
        config: {
          audience: 'staff',
          scope: 'branch',
          permission: 'invoices.view',
          readsById: 'member',
        },
        schema: { params: IdParams },
      },
      async (request, reply) => {
        const { id } = request.params;
        const invoice = await latestInvoice(app.db, id, scopeOf(request));
        return sendInvoicePdf(reply, app.db, options.gymName, invoice, id);
      },
    );
  }
  await app.register(invoiceHistoryRoutes, options);
  await app.register(voidRoutes);
  await app.register(dayCloseRoutes);
};

export default fp(invoiceRoutes, { name: 'invoice-routes', encapsulate: true });
