import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

const memberOf = (db: Db, memberId: number, { ids }: BranchScope) =>
  db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where(inBranches('home_branch_id', { ids }))
    .executeTakeFirst();

/**
 * The member's most recent invoice, or a 404 saying whether the member or the invoice is missing;
 * a member of a branch `scope` does not cover is missing (docs/product/branches.md §26), whichever branch
 * issued the invoice.
 */
export async function latestInvoice(db: Db, memberId: number, scope: BranchScope = EVERY_BRANCH) {
  const missing = notFound(`Member ${memberId} not found.`);
  if (scope.ids !== null && !(await memberOf(db, memberId, scope))) throw missing;
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (invoice) return invoice;
  if (!(await memberOf(db, memberId, scope))) throw missing;
  throw notFound(`Member ${memberId} has no invoice yet.`);
}

/** The credit note that voided invoice `invoiceId`, if any (docs/product/activity.md §23). */
export const creditNoteOf = (db: Db, invoiceId: number) =>
  db
    .selectFrom('credit_notes')
    .select(['credit_note_number', 'issued_on'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst()
    .then((note) => note ?? null);
