import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import type { InvoicesTable } from '../../db/schema';
import { gymDetails } from '../../domain/gym';
import { renderInvoicePdf } from './invoice-pdf';
import { creditNoteOf } from './invoices-repository';

/**
 * Answers `invoice` as the PDF `invoice_<name>.pdf`, under the gym's details (GYM_NAME
 * `gymName` until saved) and, once voided, naming its credit note: both invoice downloads.
 */
export async function sendInvoicePdf(
  reply: FastifyReply,
  db: Db,
  gymName: string,
  invoice: InvoicesTable,
  name: string | number,
) {
  const [gym, voidedBy] = await Promise.all([
    gymDetails(db, gymName),
    creditNoteOf(db, invoice.id),
  ]);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename=invoice_${name}.pdf`)
    .send(await renderInvoicePdf(invoice, gym, voidedBy));
}
