import type { Db } from '../../db/database';
import { forUpdate, transaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/http-errors';
import { MEMBER_MESSAGES, type DuesUpdateBody, type PaymentMethod } from '../../schemas';
import { DATE_RANGE, isDateInRange } from '../../schemas/input-rules';
import type { Actor } from '../../domain/activity';
import { billedMember, issuePaymentInvoice } from '../../domain/invoicing';
import { dueOf, rupees } from '../../domain/money';
import { memberWrites, type MemberInput } from '../../domain/membership';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';

function day(value: string | null, label: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (!isDateInRange(trimmed))
    throw badRequest(
      `${label} must be a real date written YYYY-MM-DD, from ${DATE_RANGE.first} to ${DATE_RANGE.last}`,
    );
  return trimmed;
}

/** The pending edit screen's fields, checked as the member form checks them. */
function duesChange(body: DuesUpdateBody) {
  if (body.paid_amount > body.total_fee) throw badRequest(MEMBER_MESSAGES.paidOverFee);
  const leave_date = day(body.leave_date, 'Pause date');
  const rejoin_date = day(body.rejoin_date, 'Rejoin date');
  if (leave_date && rejoin_date && rejoin_date < leave_date)
    throw badRequest('Rejoin date cannot be before the leave date');
  return (current: MemberInput): MemberInput => ({
    ...current,
    phone: body.phone,
    ...(body.shares_phone !== undefined && { shares_phone: body.shares_phone ? 1 : 0 }),
    plan_id: body.plan,
    total_fee: body.total_fee,
    paid_amount: body.paid_amount,
    leave_date,
    rejoin_date,
  });
}

/** Payments against dues (docs/product/billing.md §20); each write is one transaction. */
export function duesRepository(db: Db) {
  const members = memberWrites(db);
  return {
    /**
     * Lowers the member's due by `amount` and issues the payment invoice, together or not at all.
     * A member outside `scope`'s branches is not found (docs/product/branches.md §26).
     */
    recordPayment(
      actor: Actor,
      id: number,
      amount: number,
      method: PaymentMethod,
      scope: BranchScope = EVERY_BRANCH,
    ) {
      return transaction(db, async (trx) => {
        const read = trx
          .selectFrom('members as m')
          .innerJoin('plans as p', 'p.id', 'm.plan_id')
          .select([
            'm.name',
            'm.phone',
            'm.total_fee',
            'm.paid_amount',
            'm.period_start',
            'm.expire_date',
          ])
          .select(['p.name as plan_name', 'p.duration_days'])
          .where('m.id', '=', id)
          .where(inBranches('m.home_branch_id', scope));
        const member = await forUpdate(trx, read, 'm').executeTakeFirst();
        if (!member) throw notFound(`Member ${id} not found.`);
        const due = dueOf(member.total_fee, member.paid_amount);
        if (due === 0) throw badRequest(`${member.name} has nothing pending.`);
        if (amount > due)
          throw badRequest(`Amount cannot be more than the pending ${rupees(due)}.`);
        const paid = member.paid_amount + amount;
        await trx
          .updateTable('members')
          .set({ paid_amount: paid, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const billed = billedMember(
          { id, name: member.name, phone: member.phone },
          { name: member.plan_name, duration_days: member.duration_days },
          { start: member.period_start, end: member.expire_date },
        );
        const { invoice_number, activity_id } = await issuePaymentInvoice(
          trx,
          actor,
          billed,
          member.total_fee,
          member.paid_amount,
          paid,
          method,
        );
        return {
          member_id: id,
          member_name: member.name,
          invoice_number,
          // A payment is at least ₹1 (checked above), so its invoice was recorded as one.
          activity_id: activity_id!,
          paid_amount: paid,
          due_amount: dueOf(member.total_fee, paid),
        };
      });
    },

    /** Saves the screen's fields; a higher paid amount is billed as a payment by `method`, in the same transaction. */
    update: (actor: Actor, id: number, body: DuesUpdateBody, scope: BranchScope = EVERY_BRANCH) =>
      members.update(actor, id, duesChange(body), body.method ?? 'cash', scope),
  };
}
