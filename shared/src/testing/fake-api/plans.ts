import type { Plan } from '../../types';
import type { Reply } from './fetch-stub';
import { listReply, nextId, notFound, ok } from './paging';

/** A plan as the fake stores it; tests may leave the description out. */
export type FakePlan = Omit<Plan, 'description'> & { description?: string };

export function plansRoutes(db: { plans: FakePlan[] }) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === '/members/view_plans' && method === 'GET') {
      const rows = db.plans.map((p) => ({ ...p, description: p.description ?? '' }));
      return listReply(rows, search, (plans) => ({ status: 'success', plans }), (p) => [p.name, p.description, p.price]);
    }
    if (pathname === '/members/add_plan' && method === 'POST') {
      const plan = { id: nextId(db.plans), ...(body as Omit<Plan, 'id'>) };
      db.plans = [...db.plans, plan];
      return ok({ message: `Plan added successfully! ID: ${plan.id}`, plan }, 201);
    }
    const match = /^\/(?:members\/edit_plan|plans\/delete_plan)\/(\d+)$/.exec(pathname);
    if (!match) return undefined;
    const found = db.plans.find((p) => p.id === Number(match[1]));
    if (!found) return notFound('Plan not found');
    if (method === 'GET') return { status: 200, body: found };
    if (method === 'POST') {
      db.plans = db.plans.map((p) => (p === found ? { ...p, ...(body as Partial<Plan>) } : p));
      return ok({ message: 'Plan updated successfully!' });
    }
    db.plans = db.plans.filter((p) => p !== found);
    return ok({ message: 'Deleted successfully!' });
  };
}
