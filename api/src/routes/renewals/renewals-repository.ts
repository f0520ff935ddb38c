import type { Db } from '../../db/database';
import { forKeyShare, forUpdate, transaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { MEMBER_MESSAGES, type RenewalBody } from '../../schemas';
import { MONEY_MAX } from '../../schemas/input-rules';
import { addDays, dayInWords, today } from '../../domain/dates';
import { changesBetween, recordActivity, type Actor } from '../../domain/activity';
import { billedMember, carryDues, issueRenewalInvoice } from '../../domain/invoicing';
import { RENEWED_FIELDS } from '../../domain/membership';
import { dueOf, rupees } from '../../domain/money';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { inBranches } from '../../lib/branch-filter';
import { priceAtBranch } from '../../domain/plan-prices';

/** Renewals (docs/product/billing.md §20): a new period from today, billed on a renewal invoice. */
export function renewalsRepository(db: Db) {
  return {
    /** A member outside `scope`'s branches is not found (docs/product/branches.md §26). */
    renew(actor: Actor, id: number, body: RenewalBody, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const read = trx
          .selectFrom('members')
          .select(['name', 'phone', 'home_branch_id', ...RENEWED_FIELDS])
          .where('id', '=', id)
          .where(inBranches('home_branch_id', scope));
        // Locked: two desks renewing the same member at once renew it once.
        const member = await forUpdate(trx, read).executeTakeFirst();
        if (!member) throw notFound(`Member ${id} not found.`);
        const start = today();
        if (member.expire_date >= start)
          throw conflict(
            `${member.name}'s membership runs until ${dayInWords(member.expire_date)}; it can be renewed once it has expired.`,
          );
        // Kept until the member is written: a plan deleted meanwhile is waited for and found gone.
        // Its price is the one their home branch charges (docs/product/branches.md §26).
        const plan = await forKeyShare(
          trx,
          trx
            .selectFrom('plans')
            .select(['name', 'duration_days', priceAtBranch(member.home_branch_id).as('price')])
            .where('id', '=', body.plan ?? member.plan_id),
        ).executeTakeFirst();
        if (!plan) throw badRequest('Please choose an existing plan');

        // What is still owed from the period that ended is carried into the new one, not forgotten.
        const carried = dueOf(member.total_fee, member.paid_amount);
        const total = (body.fee ?? plan.price ?? 0) + carried;
        const paid = body.paid ?? 0;
        if (total > MONEY_MAX)
          throw badRequest(
            `The fee with the ${rupees(carried)} still owed cannot be more than ${rupees(MONEY_MAX)}`,
          );
        if (paid > total) {
          throw badRequest(
            carried
              ? `Paid amount cannot be more than the fee and the ${rupees(carried)} still owed`
              : MEMBER_MESSAGES.paidOverFee,
          );
        }
        const expiry = addDays(start, plan.duration_days);
        const renewed = {
          plan_id: body.plan ?? member.plan_id,
          status: 'Active' as const,
          total_fee: total,
          paid_amount: paid,
          renewed_on: start,
          leave_date: null,
          rejoin_date: null,
          expire_date: expiry,
        };
        await trx
          .updateTable('members')
          .set({ ...renewed, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        // Every field the renewal set, old → new: what undoing it puts back.
        const activity_id = await recordActivity(trx, actor, {
          action: 'membership.renewed',
          label: member.name,
          subjectId: id,
          memberId: id,
          data: {
            plan: plan.name,
            expiry,
            changes: changesBetween(member, renewed, RENEWED_FIELDS),
          },
        });
        const billed = billedMember({ id, name: member.name, phone: member.phone }, plan, {
          start,
          end: expiry,
        });
        const { invoice_number } = await issueRenewalInvoice(
          trx,
          actor,
          billed,
          total,
          paid,
          body.method ?? 'cash',
        );
        // What the earlier invoices left owing is billed on this one now.
        if (carried > 0) await carryDues(trx, id, invoice_number);
        return {
          member_id: id,
          expiry,
          invoice_number,
          activity_id,
          total_fee: total,
          due_amount: dueOf(total, paid),
        };
      });
    },
  };
}
