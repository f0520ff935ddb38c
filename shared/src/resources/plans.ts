import { paths, pathTo } from '@spotter/api/paths';
import type { Plan, PlansReply } from '@spotter/shared/core';
import { defineResource } from '../resource/resource';

/**
 * Membership plans: listed by the plans section and offered by the member form, hence declared
 * here. The plain list answers `{ status, plans }`; one plan (`edit_plan/{id}`) comes bare.
 */
export const plansResource = defineResource({
  list: paths.plans.list,
  plain: (reply: PlansReply) => reply.plans,
  rowId: (plan) => plan.id,
  one: (id) => pathTo(paths.plans.edit, { id }),
  readOne: (plan: Plan) => plan,
  create: paths.plans.add,
  update: (id) => pathTo(paths.plans.edit, { id }),
  remove: (id) => pathTo(paths.plans.delete, { id }),
  permissions: { create: 'plans.edit', update: 'plans.edit', remove: 'plans.edit' },
});
