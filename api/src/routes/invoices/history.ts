import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonArray } from '../../lib/batches';
import { badRequest, notFound } from '../../lib/http-errors';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-query';
import { sortOf } from '../../lib/list-sort';
import {
  InvoiceFilters,
  InvoiceList,
  InvoiceNumberParams,
  InvoiceQuery,
  type InvoiceSort,
} from '../../schemas';
import { scopeOf } from '../../plugins/branch-scope';
import { covers, type BranchScope } from '../../domain/branch-scope';
import { invoicesCsv } from './invoices-csv';
import { invoicesList, type InvoiceFilter } from './invoices-list';
import { sendInvoicePdf } from './invoice-pdf-reply';

export interface InvoiceHistoryOptions {
  gymName: string;
}

/**
 * The filters as the list reads them, over the branches the request covers; dates out of order
 * are the client's mistake (400).
 */
function filterOf(
  { q, status, method, from, to }: InvoiceFilters,
  { ids }: BranchScope,
): InvoiceFilter {
  if (from && to && from > to) throw badRequest('From must be on or before To.');
  return { q: q ?? '', status, method, from, to, branches: ids };
}

/** Invoice history (docs/product/billing.md §19): the list (plain or paged and filtered), one invoice's PDF, the CSV export. */
const invoiceHistoryRoutes: FastifyPluginAsyncTypebox<InvoiceHistoryOptions> = async (
  app,
  options,
) => {
  const list = invoicesList(app.db);

  app.get(
    '/payments/all_invoices',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'invoices.view' },
      schema: { querystring: InvoiceQuery, response: { 200: InvoiceList } },
    },
    async (request, reply) => {
      const { page, page_size, sort, ...filters } = request.query;
      if (Object.values(request.query).every((value) => value === undefined)) {
        // The earlier product's call: every invoice as one array, streamed a batch at a time.
        // (A stream skips the response schema, which types only serialised answers: hence the cast.)
        return reply
          .type('application/json; charset=utf-8')
          .send(jsonArray(list.all({ q: '', branches: scopeOf(request).ids })) as never);
      }
      return list.page(
        filterOf(filters, scopeOf(request)),
        page ?? 1,
        page_size ?? DEFAULT_PAGE_SIZE,
        sortOf<InvoiceSort>(sort),
      );
    },
  );

  // Like the member's invoice, asked for with or without the trailing slash.
  for (const url of [
    '/payments/invoice_pdf/:invoice_number/',
    '/payments/invoice_pdf/:invoice_number',
  ]) {
    app.get(
      url,
      {
        config: {
          audience: 'staff',
          scope: 'branch',
          permission: 'invoices.view',
          readsById: 'invoice',
        },
        schema: { params: InvoiceNumberParams },
      },
      async (request, reply) => {
        const number = request.params.invoice_number;
        const invoice = await app.db
          .selectFrom('invoices')
          .selectAll()
          .where('invoice_number', '=', number)
          .executeTakeFirst();
        // One of a branch the request does not cover is answered as if it did not exist.
        if (!invoice || !covers(scopeOf(request), invoice.branch_id))
          throw notFound(`Invoice ${number} not found.`);
        return sendInvoicePdf(reply, app.db, options.gymName, invoice, number);
      },
    );
  }

  app.get(
    '/payments/export_invoices',
    {
      config: { audience: 'staff', scope: 'branch', permission: 'invoices.export' },
      schema: { querystring: InvoiceFilters },
    },
    async (request, reply) => {
      const csv = invoicesCsv(list.exported(filterOf(request.query, scopeOf(request))));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename=invoices.csv')
        .send(csv);
    },
  );
};

export default fp(invoiceHistoryRoutes, { name: 'invoice-history-routes', encapsulate: true });
