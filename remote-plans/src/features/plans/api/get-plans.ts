import { useMemo } from 'react';
import { request, useApi, type Plan } from '@spotter/shared';

export const PLANS_KEY = '/members/view_plans';

export interface PlansResponse {
  plans: Plan[];
}

/** SPEC §7: `{ plans: [...] }`; description is optional on the wire. */
export function toPlans(body: unknown): Plan[] {
  const list = Array.isArray(body) ? body : (body as { plans?: unknown } | undefined)?.plans;
  if (!Array.isArray(list)) return [];
  return (list as Partial<Plan>[]).map((p) => ({
    id: Number(p.id),
    name: String(p.name ?? ''),
    duration_days: Number(p.duration_days),
    price: p.price === null || p.price === undefined ? null : Number(p.price),
    description: p.description ?? '',
  }));
}

export async function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return { plans: toPlans(await request(PLANS_KEY, { signal })) };
}

export function usePlans() {
  const { data, error, isLoading, mutate } = useApi<unknown>(PLANS_KEY);
  const plans = useMemo(() => toPlans(data), [data]);
  return { plans, error, isLoading, retry: () => void mutate() };
}
