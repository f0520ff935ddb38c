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
