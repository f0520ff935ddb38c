import { plansResource, type PlansReply, useApi, useCan } from '@spotter/shared';

/**
 * Whether the gym has no plan yet, so nobody can join (docs/product/dashboard.md §15): true only once the
 * plans have answered with none. An account that may not see plans is never told. The same request
 * as the plan picker's (the kit's PlanField), so a form that shows both asks once. The members'
 * forms alone ask it (PlanNeeded).
 */
export function useNoPlanYet(): boolean {
  const canSee = useCan('plans.view');
  const { data } = useApi<PlansReply>(canSee ? plansResource.list : null);
  return data !== undefined && plansResource.plain(data).length === 0;
}
