import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, InvoicesTable } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { today } from './dates';

export type InvoiceValues = Omit<InvoicesTable, 'id' | 'invoice_number' | 'payment_method' | 'issued_on' | 'created_at'>;

export const invoiceNumber = (id: number) => `INV-${String(id).padStart(5, '0')}`;

/**
 * Issues the next invoice. Called inside the transaction that bills it: writers are serialised,
 * so max(id) + 1 gives sequential numbers without gaps, and a rollback takes the number back.
 */
export async function issueInvoice(trx: Transaction<Database>, values: InvoiceValues): Promise<string> {
  const { next } = await trx
    .selectFrom('invoices')
    .select(sql<number>`coalesce(max(id), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const number = invoiceNumber(next);
  await trx
    .insertInto('invoices')
    .values({ ...values, id: next, invoice_number: number, payment_method: 'cash', issued_on: today(), created_at: new Date().toISOString() })
    .execute();
  return number;
}

/** The member's most recent invoice, or a 404 saying whether the member or the invoice is missing. */
export async function latestInvoice(db: Db, memberId: number) {
  const invoice = await db.selectFrom('invoices').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (invoice) return invoice;
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  throw notFound(member ? `Member ${memberId} has no invoice yet.` : `Member ${memberId} not found.`);
}
