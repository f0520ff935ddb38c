import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import type { InvoicesTable } from '../../db/schema';
import { gymDetails } from '../../domain/gym';
import { renderInvoicePdf, type IssuingBranch } from './invoice-pdf';
import { creditNoteOf } from './invoices-repository';

/**
 * The branch `branchId` when the gym has two or more (docs/product/branches.md §26), for the PDF to print;
 * null with one branch, whose PDF stays as it always was. One query: that branch first, then any
 * other, so a second row says there is a chain.
 */
async function issuingBranch(db: Db, branchId: number): Promise<IssuingBranch | null> {
  const [issuer, other] = await db
    .selectFrom('branches')
    .select(['id', 'name', 'address', 'phone'])
    .orderBy(sql`id = ${branchId}`, 'desc')
    .orderBy('id')
    .limit(2)
    .execute();
  return other && issuer?.id === branchId ? issuer : null;
}

/**
 * Answers `invoice` as the PDF `invoice_<name>.pdf`, under the gym's details (GYM_NAME
 * `gymName` until saved) or, in a chain, its issuing branch's, and, once voided, naming its credit
 * note: both invoice downloads.
 */
export async function sendInvoicePdf(
  reply: FastifyReply,
  db: Db,
  gymName: string,
  invoice: InvoicesTable,
  name: string | number,
) {
  const [gym, branch, voidedBy] = await Promise.all([
    gymDetails(db, gymName),
    issuingBranch(db, invoice.branch_id),
    creditNoteOf(db, invoice.id),
  ]);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename=invoice_${name}.pdf`)
    .send(await renderInvoicePdf(invoice, { gym, branch, voidedBy }));
}
