import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { addDays } from './dates';
import { EVERY_BRANCH, type BranchScope } from './branch-scope';
import { inBranches } from '../lib/branch-filter';

/**
 * The one definition of the members the front desk must see to (docs/product/dashboard.md §15), used by the
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

/** A figure per branch: its id and the figure, for the branches that have any. */
export type PerBranch<T> = Map<number, T>;

/**
 * How many members of `scope`'s branches expire soon, by home branch (read from the
 * (status, expire_date) index's range).
 */
export async function expiringByBranch(
  db: Db,
  today: string,
  scope: BranchScope = EVERY_BRANCH,
): Promise<PerBranch<number>> {
  const rows = await db
    .selectFrom('members')
    .select((eb) => ['home_branch_id', eb.fn.countAll<number>().as('members')])
    .where(expiringSoon(today))
    .where(inBranches('home_branch_id', scope))
    .groupBy('home_branch_id')
    .execute();
  return new Map(rows.map((row) => [row.home_branch_id, Number(row.members)]));
}

/**
 * What the members of `scope`'s branches owe and how many owe anything, by branch: the rows per
 * branch that the triggers of migrations 009 and 027 keep.
 */
export async function duesByBranch(
  db: Db,
  scope: BranchScope = EVERY_BRANCH,
): Promise<PerBranch<{ members: number; amount: number }>> {
  const rows = await db
    .selectFrom('member_dues')
    .select(['branch_id', 'members', 'amount'])
    .where(inBranches('branch_id', scope))
    .execute();
  return new Map(
    rows.map((row) => [
      row.branch_id,
      { members: Number(row.members), amount: Number(row.amount) },
    ]),
  );
}
