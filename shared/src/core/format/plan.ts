import type { Plan } from '../types';

export function formatDuration(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return 'N/A';
  return days === 1 ? '1 day' : `${days} days`;
}

/** docs/product/calls-and-messages.md §9: '{name} ({duration_days} days)'. */
export function planOptionLabel(plan: Pick<Plan, 'name' | 'duration_days'>): string {
  return `${plan.name} (${plan.duration_days} days)`;
}

/**
 * A plan's price at branch `branchId` (docs/product/branches.md §26): its own price there when it has one,
 * else the plan's; the plan's when no branch is named. Null: no price.
 */
export function planPriceAt(
  plan: Pick<Plan, 'price' | 'branch_prices'>,
  branchId: number | string | null | undefined,
): number | null {
  const id =
    branchId === null || branchId === undefined || branchId === '' ? NaN : Number(branchId);
  return plan.branch_prices?.find((price) => price.branch_id === id)?.price ?? plan.price;
}
