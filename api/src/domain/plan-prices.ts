import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest } from '../lib/http-errors';
import { inBranches } from '../lib/branch-filter';
import { BRANCH_PRICE_TWICE, type BranchPrice } from '../schemas';
import { existingBranches } from './branches';
import type { Change } from './activity';

/*
 * Plans are chain-wide, with an optional price per branch (docs/product/branches.md §26, migration 033): a
 * branch with a price of its own charges it for the plan, every other branch the plan's price.
 * What a member is charged by default (the member form's fee, a renewal, an import's new member)
 * is the plan's price at their home branch.
 */

type Trx = Transaction<Database>;

/** A plan's price at one branch as the trail records it: under the branch's name at the time. */
export const BRANCH_PRICE_FIELD = 'price_at:';
export const branchPriceField = (branchName: string) => `${BRANCH_PRICE_FIELD}${branchName}`;

/**
 * The price of the `plans` row in hand at branch `branchId`: its price there when it has one,
 * else its own (null: none). For a select, a sort or a search over `plans`:
 * `.select(priceAtBranch(id).as('price'))`.
 */
export const priceAtBranch = (branchId: number): RawBuilder<number | null> =>
  sql<number | null>`COALESCE((SELECT plan_branch_prices.price FROM plan_branch_prices
    WHERE plan_branch_prices.plan_id = plans.id AND plan_branch_prices.branch_id = ${branchId}),
    plans.price)`;

/** The branch prices of `planIds` at the branches `allowed` covers (null: every one), by plan. */
export async function branchPricesOf(
  q: Db | Trx,
  planIds: readonly number[],
  allowed: readonly number[] | null,
): Promise<Map<number, BranchPrice[]>> {
  const byPlan = new Map<number, BranchPrice[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await q
    .selectFrom('plan_branch_prices')
    .select(['plan_id', 'branch_id', 'price'])
    .where('plan_id', 'in', [...new Set(planIds)])
    .where(inBranches('branch_id', { ids: allowed }))
    .orderBy('plan_id')
    .orderBy('branch_id')
    .execute();
  for (const { plan_id, ...price } of rows)
    byPlan.set(plan_id, [...(byPlan.get(plan_id) ?? []), price]);
  return byPlan;
}

/** `plans` each with its `branch_prices`, left out where it has none (a one-branch gym as before). */
export async function withBranchPrices<T extends { id: number }>(
  q: Db | Trx,
  plans: T[],
  allowed: readonly number[] | null,
): Promise<(T & { branch_prices?: BranchPrice[] })[]> {
  const prices = await branchPricesOf(
    q,
    plans.map((plan) => plan.id),
    allowed,
  );
  return plans.map((plan) => {
    const own = prices.get(plan.id);
    return own ? { ...plan, branch_prices: own } : plan;
  });
}

/**
 * Replaces plan `planId`'s prices at the branches `allowed` covers with `given` (each branch once,
 * one that exists and that `allowed` covers: 400 otherwise, nothing written); prices at branches
 * beyond `allowed` stay. Answers the changes as the trail records them, "Price at Baner".
 */
export async function saveBranchPrices(
  trx: Trx,
  planId: number,
  given: readonly BranchPrice[],
  allowed: readonly number[] | null,
): Promise<Record<string, Change>> {
  const ids = given.map((price) => price.branch_id);
  if (new Set(ids).size !== ids.length) throw badRequest(BRANCH_PRICE_TWICE);
  const branches = await existingBranches(trx, ids, allowed);

  const before = await trx
    .selectFrom('plan_branch_prices')
    .innerJoin('branches', 'branches.id', 'plan_branch_prices.branch_id')
    .select(['branch_id', 'price', 'branches.name'])
    .where('plan_id', '=', planId)
    .where(inBranches('branch_id', { ids: allowed }))
    .execute();
  await trx
    .deleteFrom('plan_branch_prices')
    .where('plan_id', '=', planId)
    .where(inBranches('branch_id', { ids: allowed }))
    .execute();
  if (given.length > 0)
    await trx
      .insertInto('plan_branch_prices')
      .values(given.map(({ branch_id, price }) => ({ plan_id: planId, branch_id, price })))
      .execute();

  const changes: Record<string, Change> = {};
  const names = new Map([
    ...before.map((row) => [row.branch_id, row.name] as const),
    ...branches.map((branch) => [branch.id, branch.name] as const),
  ]);
  const old = new Map(before.map((row) => [row.branch_id, row.price]));
  const next = new Map(given.map((row) => [row.branch_id, row.price]));
  for (const id of [...new Set([...old.keys(), ...next.keys()])].sort((a, b) => a - b)) {
    const was = old.get(id) ?? null;
    const now = next.get(id) ?? null;
    if (was !== now) changes[branchPriceField(names.get(id) ?? `branch ${id}`)] = [was, now];
  }
  return changes;
}
