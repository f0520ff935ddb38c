import type { Plan } from '../types';

export function formatDuration(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return 'N/A';
  return days === 1 ? '1 day' : `${days} days`;
}

/** docs/product.md §9: '{name} ({duration_days} days)'. */
export function planOptionLabel(plan: Pick<Plan, 'name' | 'duration_days'>): string {
  return `${plan.name} (${plan.duration_days} days)`;
}
