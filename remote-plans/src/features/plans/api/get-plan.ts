import { useMemo } from 'react';
import { useApi, type Plan } from '@spotter/shared';

export const planKey = (id: string | number) => `/members/edit_plan/${id}`;

export type PlanDetails = Omit<Plan, 'id'>;

/** SPEC §7 names the fields only; accept them bare or wrapped in `plan` / `data`. */
export function toPlanDetails(body: unknown): PlanDetails | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const wrapped = body as { plan?: unknown; data?: unknown };
  const raw = (wrapped.plan ?? wrapped.data ?? body) as Partial<Plan>;
  return {
    name: String(raw.name ?? ''),
    duration_days: Number(raw.duration_days),
    price: raw.price === null || raw.price === undefined ? null : Number(raw.price),
    description: raw.description ?? '',
  };
}

export function usePlan(id: string | undefined) {
  const { data, error, isLoading, mutate } = useApi<unknown>(id ? planKey(id) : null);
  const plan = useMemo(() => toPlanDetails(data), [data]);
  return { plan, error, isLoading, retry: () => void mutate() };
}
