import { useMemo } from 'react';
import { useApi, type Plan } from '@spotter/shared';

export const PLAN_OPTIONS_KEY = '/members/view_plans';

export type PlanOption = Pick<Plan, 'id' | 'name' | 'duration_days' | 'price'>;

/** SPEC §7: `{ plans: [{ id, name, duration_days, price }] }`. */
export function toPlanOptions(body: unknown): PlanOption[] {
  const list = (body as { plans?: unknown } | undefined)?.plans;
  if (!Array.isArray(list)) return [];
  return (list as Partial<Plan>[]).map((p) => ({
    id: Number(p.id),
    name: String(p.name ?? ''),
    duration_days: Number(p.duration_days),
    price: p.price === null || p.price === undefined ? null : Number(p.price),
  }));
}

/** The plans a member can be put on, for the form's Membership Plan select. */
export function usePlanOptions() {
  const { data, error, isLoading, mutate } = useApi<unknown>(PLAN_OPTIONS_KEY);
  const plans = useMemo(() => toPlanOptions(data), [data]);
  return { plans, error, isLoading, retry: () => void mutate() };
}
