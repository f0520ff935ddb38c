import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { Actor } from '../../domain/activity';
import { dueOf } from '../../domain/money';
import {
  coveredMember,
  MEMBER_BRANCH_COLUMNS,
  MEMBER_INPUT_COLUMNS,
  memberWrites,
} from '../../domain/membership';
import { moveToDeleted } from '../../domain/trash';
import { notFound } from '../../lib/http-errors';
import { inBranches } from '../../lib/branch-filter';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';

/**
 * The member form's calls; adding and saving go through the domain's member writes (invoices,
 * expiry). A member outside the request's branches is not found (docs/product/branches.md §26).
 */
export function membersRepository(db: Db) {
  return {
    ...memberWrites(db),

    async getForEdit(id: number, scope: BranchScope = EVERY_BRANCH) {
      const member = await db
        .selectFrom('members')
        .select([
          'id',
          'no_reminders',
          'shares_phone',
          ...MEMBER_INPUT_COLUMNS,
          ...MEMBER_BRANCH_COLUMNS,
        ])
        .where('id', '=', id)
        .where(inBranches('home_branch_id', scope))
        .executeTakeFirst();
      if (!member) throw notFound(`Member ${id} not found.`);
      const { plan_id, paid_amount, no_reminders, shares_phone, ...rest } = member;
      return {
        ...rest,
        plan: plan_id,
        due_amount: dueOf(member.total_fee, paid_amount),
        no_reminders: no_reminders === 1,
        shares_phone: shares_phone === 1,
      };
    },

    /**
     * Into Deleted items with their visits; their invoices stay in the history under their name,
     * unlinked until the member is restored. Answers the record of the delete.
     */
    remove(actor: Actor, id: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        if (!(await coveredMember(trx, id, scope))) throw notFound(`Member ${id} not found.`);
        const activityId = await moveToDeleted(trx, actor, 'members', id);
        if (activityId === null) throw notFound(`Member ${id} not found.`);
        return activityId;
      });
    },
  };
}
