import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request, type PlanInput } from '@spotter/shared';
import { planKey } from './get-plan';
import { PLANS_KEY } from './get-plans';

export function updatePlan(id: string | number, input: PlanInput, signal?: AbortSignal) {
  return request<unknown>(planKey(id), { method: 'POST', json: input, signal });
}

/** Saves a plan, then revalidates the list and the plan itself. */
export function useUpdatePlan() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string | number, input: PlanInput, signal?: AbortSignal) => {
      await updatePlan(id, input, signal);
      void mutate(PLANS_KEY);
      void mutate(planKey(id));
    },
    [mutate],
  );
}
