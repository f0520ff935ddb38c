import type { Plan } from '@spotter/shared';

type Reply = { status: number; body?: unknown };
type Override = (method: string, path: string, body: unknown) => Reply | undefined;

const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

/**
 * Stands in for the plans API behind `globalThis.fetch`: an in-memory list, with `override`
 * to make one call fail. `calls` records every request (method, path, parsed JSON body).
 */
export function fakePlansApi(initial: Plan[], override?: Override) {
  let plans = [...initial];
  let nextId = Math.max(0, ...plans.map((p) => p.id)) + 1;
  const calls: { method: string; path: string; body: unknown }[] = [];

  const handle = (method: string, path: string, body: unknown): Reply => {
    const forced = override?.(method, path, body);
    if (forced) return forced;
    if (method === 'GET' && path === '/members/view_plans') return { status: 200, body: { plans } };
    if (method === 'POST' && path === '/members/add_plan') {
      const plan = { id: nextId++, ...(body as Omit<Plan, 'id'>) };
      plans = [...plans, plan];
      return { status: 201, body: { status: 'success', plan: { id: plan.id } } };
    }
    const edit = /^\/members\/edit_plan\/(\d+)$/.exec(path);
    const found = edit && plans.find((p) => p.id === Number(edit[1]));
    if (edit && !found) return { status: 404, body: { status: 'failed', message: 'Plan not found' } };
    if (found && method === 'GET') return { status: 200, body: found };
    if (found && method === 'POST') {
      plans = plans.map((p) => (p === found ? { ...p, ...(body as Partial<Plan>) } : p));
      return { status: 200, body: { status: 'success' } };
    }
    const del = /^\/plans\/delete_plan\/(\d+)$/.exec(path);
    if (del && method === 'DELETE') {
      plans = plans.filter((p) => p.id !== Number(del[1]));
      return { status: 200, body: { status: 'success' } };
    }
    return { status: 404, body: { status: 'failed', message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const { status, body: out } = handle(method, path, body);
    return reply(status, out);
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock, plans: () => plans };
}

export const samplePlans = (count: number): Plan[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Plan ${String(i + 1).padStart(2, '0')}`,
    duration_days: 30,
    price: 1000 + i,
    description: '',
  }));
