import type { Plan } from '../types';
import { defineResource } from '../resource/resource';

export type PlanDetails = Omit<Plan, 'id'>;

const price = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

function toPlanDetails(raw: Record<string, unknown>): PlanDetails {
  return {
    name: String(raw.name ?? ''),
    duration_days: Number(raw.duration_days),
    price: price(raw.price),
    description: typeof raw.description === 'string' ? raw.description : '',
  };
}

/**
 * Membership plans: listed by the plans section and offered by the member form, hence declared
 * here. The plain list answers `{ plans }`; one plan may come bare or wrapped in `plan` / `data`.
 */
export const plansResource = defineResource<Plan, PlanDetails>({
  list: '/members/view_plans',
  plain: (body) => (Array.isArray(body) ? body : (body as { plans?: unknown } | undefined)?.plans),
  row: (raw) => ({ id: Number(raw.id), ...toPlanDetails(raw) }),
  rowId: (plan) => plan.id,
  one: (id) => `/members/edit_plan/${id}`,
  readOne: (body) => {
    if (!body || typeof body !== 'object') return undefined;
    const wrapped = body as { plan?: unknown; data?: unknown };
    return toPlanDetails((wrapped.plan ?? wrapped.data ?? body) as Record<string, unknown>);
  },
  create: '/members/add_plan',
  update: (id) => `/members/edit_plan/${id}`,
  remove: (id) => `/plans/delete_plan/${id}`,
});
