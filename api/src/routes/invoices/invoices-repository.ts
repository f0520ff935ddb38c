import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';

/** The member's most recent invoice, or a 404 saying whether the member or the invoice is missing. */
export async function latestInvoice(db: Db, memberId: number) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (invoice) return invoice;
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .executeTakeFirst();
  throw notFound(
    member ? `Member ${memberId} has no invoice yet.` : `Member ${memberId} not found.`,
  );
}

/** The credit note that voided invoice `invoiceId`, if any (docs/product.md §23). */
export const creditNoteOf = (db: Db, invoiceId: number) =>
  db
    .selectFrom('credit_notes')
    .select(['credit_note_number', 'issued_on'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
    .then((note) => note ?? null);
