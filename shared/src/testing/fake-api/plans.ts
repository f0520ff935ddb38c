import { paths } from '@spotter/api/paths';
import type { Plan, PlanInput, PlansReply, PlanSaved } from '../../core/types';
import { moveToDeleted, type DeletedDb } from './deleted';
import type { Reply } from './fetch-stub';
import { answer, listReply, nextId, notFound } from './paging';
import { idRoute } from './route-ids';

/**
 * A plan as a test gives it; the description may be left out (it is then empty, as the API stores
 * it), and its classes (it then includes every class, as every plan until it is changed).
 */
export type FakePlan = Omit<Plan, 'description' | 'classes'> & {
  description?: string;
  classes?: Plan['classes'];
};

export const toPlan = ({ description = '', classes = 'all', ...plan }: FakePlan): Plan => ({
  ...plan,
  description,
  classes,
});

/**
 * The plan add and edit would save; the API checks the fields, the fake trusts the form. Branch
 * prices and classes left out of an edit stay (`kept`), and no prices are listed when there are none.
 */
const saved = (id: number, input: PlanInput, kept?: Plan): Plan => {
  const prices = [...(input.branch_prices ?? kept?.branch_prices ?? [])].sort(
    (a, b) => a.branch_id - b.branch_id,
  );
  const classes = input.classes ?? kept?.classes ?? 'all';
  const types = input.classes === undefined ? kept?.class_type_ids : input.class_type_ids;
  return {
    id,
    name: input.name.trim(),
    duration_days: input.duration_days,
    price: input.price ?? null,
    description: (input.description ?? '').trim(),
    ...(prices.length > 0 ? { branch_prices: prices } : {}),
    classes,
    ...(classes === 'chosen' ? { class_type_ids: types ?? [] } : {}),
  };
};

export function plansRoutes(db: DeletedDb) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.plans.list && method === 'GET') {
      const plain = (plans: Plan[]) => answer<PlansReply>({ status: 'success', plans });
      return listReply(db.plans, search, plain, (p) => [p.name, p.description, p.price]);
    }
    const input = body as PlanInput;
    if (pathname === paths.plans.add && method === 'POST') {
      const plan = saved(nextId(db.plans), input);
      db.plans = [...db.plans, plan];
      return answer<PlanSaved>(
        { status: 'success', message: `Plan added successfully! ID: ${plan.id}`, plan },
        201,
      );
    }
    const target = idRoute([paths.plans.edit, paths.plans.delete], pathname);
    if (!target) return undefined;
    const found = db.plans.find((p) => p.id === target.id);
    if (!found) return notFound('Plan not found');
    if (method === 'GET') return answer<Plan>(found);
    if (method === 'POST') {
      const plan = saved(found.id, input, found);
      db.plans = db.plans.map((p) => (p === found ? plan : p));
      return answer<PlanSaved>({ status: 'success', message: 'Plan updated successfully!', plan });
    }
    return moveToDeleted(db, 'plans', found, found.name);
  };
}
