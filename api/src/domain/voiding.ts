import { sql, type SqlBool, type Transaction } from 'kysely';
import { forUpdate } from '../db/transaction';
import type { Database, InvoicesTable, MembersTable } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-errors';
import { VOID_REASON_MAX } from '../schemas/invoices';
import { covers, EVERY_BRANCH, type BranchScope } from './branch-scope';
import { recordActivity, type Actor } from './activity';
import { today } from './dates';
import { creditNoteNumber, rupees } from './money';
import { nextNumber } from './numbering';

/**
 * Voiding a payment (docs/product/activity.md §23): the invoice stays as issued, a credit note gives its
 * money back, and the member owes that much again. A member's invoices less their credit notes
 * keep adding up to what the member has paid: the one place a paid amount goes down.
 */

export const VOID_REFUSED = {
  reason: 'Please give a reason.',
  voided: 'This invoice has already been voided.',
  nothingPaid: 'This invoice received no money: there is nothing to void.',
  removed: 'The member this invoice was issued to has been deleted: it cannot be voided.',
  olderPeriod: 'Only payments of the current period can be voided.',
} as const;

type Period = Pick<InvoicesTable, 'kind' | 'period_start'>;

/**
 * Whether an invoice bills its member's current period: since the last renewal, the invoices of
 * the period it started (its own renewal invoice and the payments after it); before any, every
 * invoice but a renewal's (one whose renewal was undone). Read from the period an invoice names,
 * not from its date: a renewal undone puts the period before it back.
 */
const ofCurrentPeriod = (invoice: Period, member: Pick<MembersTable, 'renewed_on'>) =>
  member.renewed_on === null
    ? invoice.kind !== 'renewal'
    : invoice.period_start === member.renewed_on;

/**
 * The same test in SQL, for the invoice list's `voidable`: over `invoices as i`, its credit note
 * `credit_notes as cn` and its member `members as m`, both left-joined.
 */
export const voidableSql = sql<SqlBool>`(i.paid_amount > 0 AND cn.id IS NULL AND m.id IS NOT NULL
  AND m.paid_amount >= i.paid_amount
  AND CASE WHEN m.renewed_on IS NULL THEN i.kind <> 'renewal' ELSE i.period_start = m.renewed_on END)`;

export interface VoidedInvoice {
  message: string;
  invoice_number: string;
  credit_note_number: string;
  amount: number;
  member_id: number;
  activity_id: number;
}

/**
 * Voids invoice `invoiceId` inside `trx`: issues the next credit note for what it received,
 * lowers its member's paid amount by as much, and records `payment.voided`. Refused (and nothing
 * written) without a reason, for an invoice voided already, one that received nothing, one of an
 * earlier period, or one whose member was deleted; one of a branch `scope` does not cover is not
 * found (docs/product/branches.md §26).
 */
export async function voidInvoice(
  trx: Transaction<Database>,
  actor: Actor,
  invoiceId: number,
  reason: string,
  scope: BranchScope = EVERY_BRANCH,
): Promise<VoidedInvoice> {
  const why = reason.trim();
  if (why === '') throw badRequest(VOID_REFUSED.reason);
  if (why.length > VOID_REASON_MAX)
    throw badRequest(`Reason must be at most ${VOID_REASON_MAX} characters`);
  const invoice = await trx
    .selectFrom('invoices')
    .select(['invoice_number', 'member_id', 'paid_amount', 'kind', 'period_start', 'branch_id'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice || !covers(scope, invoice.branch_id))
    throw notFound(`Invoice ${invoiceId} not found.`);
  // Locked: a member's payments and voids take turns, each computed from what the last one wrote
  // (and a second void of this invoice then finds the first one's credit note).
  const member =
    invoice.member_id === null
      ? undefined
      : await forUpdate(
          trx,
          trx
            .selectFrom('members')
            .select(['name', 'paid_amount', 'renewed_on'])
            .where('id', '=', invoice.member_id),
        ).executeTakeFirst();
  const earlier = await trx
    .selectFrom('credit_notes')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  if (earlier) throw conflict(VOID_REFUSED.voided);
  if (invoice.paid_amount === 0) throw conflict(VOID_REFUSED.nothingPaid);
  if (!member) throw conflict(VOID_REFUSED.removed);
  // The second: data from before the invoices added up (an older import) is not made negative.
  if (!ofCurrentPeriod(invoice, member) || member.paid_amount < invoice.paid_amount)
    throw conflict(VOID_REFUSED.olderPeriod);

  const memberId = invoice.member_id!;
  const amount = invoice.paid_amount;
  // The member first, then the credit note: the order a payment writes in (the member, then its
  // invoice), so that two writers never wait for each other's counter rows the other way round.
  await trx
    .updateTable('members')
    .set({ paid_amount: member.paid_amount - amount, updated_at: new Date().toISOString() })
    .where('id', '=', memberId)
    .execute();
  const id = await nextNumber(trx, 'credit_notes');
  const number = creditNoteNumber(id);
  await trx
    .insertInto('credit_notes')
    .values({
      id,
      credit_note_number: number,
      invoice_id: invoiceId,
      member_id: memberId,
      amount,
      reason: why,
      issued_on: today(),
      created_at: new Date().toISOString(),
      issued_by_id: actor.id,
      issued_by_name: actor.name,
    })
    .execute();
  const activity_id = await recordActivity(trx, actor, {
    action: 'payment.voided',
    label: member.name,
    subjectId: invoiceId,
    memberId,
    data: { invoice: invoice.invoice_number, credit_note: number, amount },
    reason: why,
  });
  return {
    message: `${invoice.invoice_number} voided. Credit note ${number} for ${rupees(amount)}.`,
    invoice_number: invoice.invoice_number,
    credit_note_number: number,
    amount,
    member_id: memberId,
    activity_id,
  };
}
