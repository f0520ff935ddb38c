import type { Transaction } from 'kysely';
import type { Database, InvoicesTable } from '../db/schema';
import type { PaymentMethod } from '../schemas/common';
import { recordActivity, type Actor } from './activity';
import { today } from './dates';
import { dueOf, invoiceNumber } from './money';
import { nextNumber } from './numbering';

/**
 * Issuing invoices (docs/product/billing.md §12): adding a member, a payment and a renewal each issue one,
 * numbered without gaps, inside the transaction that bills it. The members, dues and renewals
 * routes all bill through here.
 */

type Trx = Transaction<Database>;

/** Who and what an invoice bills, copied as it stands when the invoice is issued. */
export type BilledMember = { member_id: number } & Pick<
  InvoicesTable,
  | 'member_name'
  | 'member_phone'
  | 'plan_name'
  | 'plan_duration_days'
  | 'period_start'
  | 'period_end'
>;

/** The member (id, name, phone) and the plan's period an invoice bills, as they stand now. */
export const billedMember = (
  member: { id: number; name: string; phone: string },
  plan: { name: string; duration_days: number },
  period: { start: string; end: string },
): BilledMember => ({
  member_id: member.id,
  member_name: member.name,
  member_phone: member.phone,
  plan_name: plan.name,
  plan_duration_days: plan.duration_days,
  period_start: period.start,
  period_end: period.end,
});

type InvoiceValues = BilledMember &
  Pick<InvoicesTable, 'total_amount' | 'paid_amount' | 'due_amount' | 'kind' | 'payment_method'> & {
    /** The import (docs/product/import.md §24) that bills money received before Spotter; null otherwise. */
    import_id?: number | null;
  };

/** An issued invoice's number, and the trail's record of its payment (null when nothing was paid). */
export interface IssuedInvoice {
  invoice_number: string;
  activity_id: number | null;
}

/**
 * The branch an invoice of `memberId` is issued by (docs/product/branches.md §26): the member's home branch
 * as the invoice's own INSERT reads it, no round trip of its own. Every caller has written or
 * locked the member's row first (a new member, or FOR UPDATE), so a move to another branch waits
 * for the invoice, or the invoice for the move.
 */
const homeBranchOf = (trx: Trx, memberId: number) =>
  trx.selectFrom('members').select('home_branch_id').where('id', '=', memberId);

/**
 * Issues the next invoice, numbered without gaps (nextNumber) in one sequence whatever the branch,
 * inside the transaction that bills it. Every rupee the gym receives passes through here, so this
 * is where the invoice names who took it and the trail records the payment.
 */
async function issueInvoice(trx: Trx, actor: Actor, values: InvoiceValues): Promise<IssuedInvoice> {
  const next = await nextNumber(trx, 'invoices');
  const number = invoiceNumber(next);
  await trx
    .insertInto('invoices')
    .values({
      ...values,
      id: next,
      invoice_number: number,
      branch_id: homeBranchOf(trx, values.member_id),
      issued_on: today(),
      created_at: new Date().toISOString(),
      received_by_id: actor.id,
      received_by_name: actor.name,
    })
    .execute();
  const activity_id =
    values.paid_amount > 0
      ? await recordActivity(trx, actor, {
          action: 'payment.received',
          label: values.member_name,
          subjectId: next,
          memberId: values.member_id,
          data: {
            invoice: number,
            amount: values.paid_amount,
            method: values.payment_method,
            invoice_kind: values.kind,
            ...(values.import_id == null ? {} : { import_id: values.import_id }),
          },
        })
      : null;
  return { invoice_number: number, activity_id };
}

/** The first invoice of a new member: the whole fee, what was paid at the desk and how, what is due. */
export const issueJoiningInvoice = (
  trx: Trx,
  actor: Actor,
  member: BilledMember,
  fee: number,
  paid: number,
  method: PaymentMethod = 'cash',
  importId: number | null = null,
) =>
  issueInvoice(trx, actor, {
    ...member,
    total_amount: fee,
    paid_amount: paid,
    due_amount: dueOf(fee, paid),
    kind: 'joining',
    payment_method: method,
    import_id: importId,
  });

/** The first invoice of a new period (a renewal): its fee, what was paid and how, what is due. */
export const issueRenewalInvoice = (
  trx: Trx,
  actor: Actor,
  member: BilledMember,
  fee: number,
  paid: number,
  method: PaymentMethod,
) =>
  issueInvoice(trx, actor, {
    ...member,
    total_amount: fee,
    paid_amount: paid,
    due_amount: dueOf(fee, paid),
    kind: 'renewal',
    payment_method: method,
  });

/**
 * A receipt for money received since the last one (`paidBefore` → `paidNow`). Its total is the
 * balance the payment was made against, so that total − paid = due on the receipt too.
 */
export const issuePaymentInvoice = (
  trx: Trx,
  actor: Actor,
  member: BilledMember,
  fee: number,
  paidBefore: number,
  paidNow: number,
  method: PaymentMethod = 'cash',
  importId: number | null = null,
) =>
  issueInvoice(trx, actor, {
    ...member,
    payment_method: method,
    import_id: importId,
    total_amount: dueOf(fee, paidBefore),
    paid_amount: paidNow - paidBefore,
    due_amount: dueOf(fee, paidNow),
    kind: 'payment',
  });

/**
 * The member's invoices still owing (not voided, not carried before) marked carried to the renewal
 * invoice `renewal`, which bills what they left owing (docs/product/billing.md §20): they count
 * as owed no longer, there or anywhere. Answers how many it marked.
 */
export async function carryDues(trx: Trx, memberId: number, renewal: string): Promise<number> {
  const { numUpdatedRows } = await trx
    .updateTable('invoices')
    .set({ carried_to: renewal })
    .where('member_id', '=', memberId)
    .where('due_amount', '>', 0)
    .where('carried_to', 'is', null)
    .where('invoice_number', '<>', renewal)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_notes as c')
            .select('c.id')
            .whereRef('c.invoice_id', '=', 'invoices.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/** A renewal undone: the invoices it carried owe again, as they did before it. */
export const carryBack = (trx: Trx, renewal: string) =>
  trx.updateTable('invoices').set({ carried_to: null }).where('carried_to', '=', renewal).execute();
