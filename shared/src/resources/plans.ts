import type { Plan, PlansReply } from '../types';
import { defineResource } from '../resource/resource';

/**
 * Membership plans: listed by the plans section and offered by the member form, hence declared
 * here. The plain list answers `{ status, plans }`; one plan (`edit_plan/{id}`) comes bare.
 */
export const plansResource = defineResource({
  list: '/members/view_plans',
  plain: (reply: PlansReply) => reply.plans,
  rowId: (plan) => plan.id,
  one: (id) => `/members/edit_plan/${id}`,
  readOne: (plan: Plan) => plan,
  create: '/members/add_plan',
  update: (id) => `/members/edit_plan/${id}`,
  remove: (id) => `/plans/delete_plan/${id}`,
  permissions: { create: 'plans.edit', update: 'plans.edit', remove: 'plans.edit' },
});
