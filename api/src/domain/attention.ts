import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { addDays } from './dates';
import { EVERY_BRANCH, type BranchScope } from '../plugins/branch-scope';
import { inBranches } from '../lib/branch-filter';

/**
 * The one definition of the members the front desk must see to (docs/product.md §15), used by the
 * dashboard's cards and by the bell alike.
 */

type Members = ExpressionBuilder<Database, 'members'>;

/** "Expiring soon": the dashboard's card, the bell and the check-in standing (§16) all count these days. */
export const EXPIRING_WITHIN_DAYS = 7;

/** An Active member whose membership ends from `today` to seven days on (both included). */
export const expiringSoon = (today: string) => (eb: Members) =>
  eb.and([
    eb('status', '=', 'Active'),
    eb('expire_date', '>=', today),
    eb('expire_date', '<=', addDays(today, EXPIRING_WITHIN_DAYS)),
  ]);

/** A member owes when the fee is above what was paid (due = max(fee − paid, 0) > 0), whatever the status. */
export const owes = (eb: Members) => eb('total_fee', '>', eb.ref('paid_amount'));

/** What the member owes when `owes` holds; written as the `members_owing_by_due` index is, so it is read in that order. */
export const due = sql<number>`total_fee - paid_amount`;

/**
 * How many members of `scope`'s branches expire soon, and how many of those also owe (read from
 * the (status, expire_date) index's range).
 */
export async function expiringCounts(db: Db, today: string, scope: BranchScope = EVERY_BRANCH) {
  const row = await db
    .selectFrom('members')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      // A count of the rows where `owes` holds (summing the condition itself works on SQLite only).
      eb.fn.count<number>(eb.case().when(owes(eb)).then(eb.lit(1)).end()).as('owing'),
    ])
    .where(expiringSoon(today))
    .where(inBranches('home_branch_id', scope))
    .executeTakeFirstOrThrow();
  return { members: row.members, owing: row.owing };
}

/**
 * What the members of `scope`'s branches owe and how many owe anything: a sum over the rows per
 * branch that the triggers of migrations 009 and 027 keep.
 */
export async function outstandingDues(db: Db, scope: BranchScope = EVERY_BRANCH) {
  const row = await db
    .selectFrom('member_dues')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('members'), eb.lit(0)).as('members'),
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
    ])
    .where(inBranches('branch_id', scope))
    .executeTakeFirstOrThrow();
  return { members: Number(row.members), amount: Number(row.amount) };
}
