import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@spotter/shared';
import { PLANS_KEY } from './get-plans';

export function deletePlan(id: number, signal?: AbortSignal) {
  return request<unknown>(`/plans/delete_plan/${id}`, { method: 'DELETE', signal });
}

type Row = { id: number };
type PlansBody = { plans?: Row[] } | Row[] | undefined;

function without(body: PlansBody, id: number): PlansBody {
  if (Array.isArray(body)) return body.filter((p) => p.id !== id);
  return body?.plans ? { ...body, plans: body.plans.filter((p) => p.id !== id) } : body;
}

/** Removes the row from the cached list at once (SPEC §4), rolls back if the server refuses. */
export function useDeletePlan() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (id: number, signal?: AbortSignal) =>
      mutate<PlansBody>(PLANS_KEY, deletePlan(id, signal).then(() => undefined), {
        optimisticData: (current) => without(current, id),
        rollbackOnError: true,
        populateCache: false,
        revalidate: true,
      }),
    [mutate],
  );
}
