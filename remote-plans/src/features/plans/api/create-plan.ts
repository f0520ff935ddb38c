import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request, type PlanInput } from '@spotter/shared';
import { PLANS_KEY } from './get-plans';

export interface CreatePlanResponse {
  plan?: { id: number };
  message?: string;
}

export function createPlan(input: PlanInput, signal?: AbortSignal) {
  return request<CreatePlanResponse | undefined>('/members/add_plan', { method: 'POST', json: input, signal });
}

/** Creates a plan, then revalidates the plans list. Resolves to the new plan's id. */
export function useCreatePlan() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: PlanInput, signal?: AbortSignal) => {
      const result = await createPlan(input, signal);
      void mutate(PLANS_KEY);
      return result?.plan?.id;
    },
    [mutate],
  );
}
