import type { Member } from '@spotter/shared';
import type { MemberDetails } from '../api/get-member';
import type { PlanOption } from '../api/get-plan-options';

export type FakeMember = MemberDetails & Pick<Member, 'plan_type' | 'expire_date'>;
type Reply = { status: number; body?: unknown; blob?: Blob };
/** May answer (or stall) a call in place of the fake; `undefined` lets the fake answer. */
type Override = (
  method: string,
  path: string,
  body: unknown,
) => Reply | undefined | Promise<Reply | undefined>;
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

const reply = ({ status, body, blob }: Reply) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': blob ? 'application/pdf' : 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    blob: async () => blob ?? new Blob([JSON.stringify(body ?? '')]),
  }) as unknown as Response;

const row = (m: FakeMember): Member => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  plan_type: m.plan_type,
  plan_id: m.plan,
  due_amount: m.due_amount,
  leave_date: m.leave_date,
  rejoin_date: m.rejoin_date,
  expire_date: m.expire_date,
  status: m.status,
});

const fromForm = (body: unknown) =>
  body instanceof FormData ? Object.fromEntries(body.entries()) : body;
const numberOrNull = (text: unknown) => (text === '' || text === undefined ? null : Number(text));

/**
 * Stands in for the members API behind `globalThis.fetch`: in-memory members and plans, server-side
 * search and paging like the real view_members, and `override` to make one call fail. `calls`
 * records every request (method, path with query, JSON body or multipart fields as an object).
 */
export function fakeMembersApi(
  initial: FakeMember[],
  plans: PlanOption[] = [],
  override?: Override,
) {
  let members = [...initial];
  let nextId = Math.max(0, ...members.map((m) => m.id)) + 1;
  let invoices = 0;
  const calls: Call[] = [];

  const save = (id: number, f: Record<string, string>): FakeMember => {
    const plan = plans.find((p) => String(p.id) === f.plan);
    return {
      id,
      name: f.name!,
      phone: f.phone!,
      email: f.email ?? '',
      age: numberOrNull(f.age),
      weight: numberOrNull(f.weight),
      blood_group: f.blood_group ?? '',
      location: f.location ?? '',
      profession: f.profession ?? '',
      status: f.status ?? 'Active',
      joining_date: f.joining_day || null,
      plan: plan?.id ?? null,
      plan_type: plan?.name ?? null,
      total_fee: numberOrNull(f.fee),
      due_amount: numberOrNull(f.due),
      leave_date: f.leave || null,
      rejoin_date: f.rejoin || null,
      expire_date: null,
    };
  };

  const list = (query: URLSearchParams): Reply => {
    const q = (query.get('q') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 5);
    const found = members.filter((m) =>
      [m.name, m.plan_type ?? '', m.status].some((v) => v.toLowerCase().includes(q)),
    );
    return {
      status: 200,
      body: { data: found.slice((page - 1) * size, page * size).map(row), total: found.length },
    };
  };

  const answer = (method: string, path: string, body: unknown): Reply => {
    const [pathname = '', search] = path.split('?');
    if (method === 'GET' && pathname === '/members/view_members')
      return list(new URLSearchParams(search));
    if (method === 'GET' && pathname === '/members/view_plans')
      return { status: 200, body: { plans } };
    if (method === 'POST' && pathname === '/members/add_member') {
      const member = save(nextId++, body as Record<string, string>);
      members = [...members, member];
      const invoice_number = `INV-${String(++invoices).padStart(5, '0')}`;
      return {
        status: 201,
        body: {
          status: 'success',
          message: 'Member added',
          member_id: member.id,
          invoice_number,
          expiry: null,
        },
      };
    }
    const match = /^\/members\/(update_member|delete_member|download_invoice)\/(\d+)\/?$/.exec(
      pathname,
    );
    const found = match && members.find((m) => m.id === Number(match[2]));
    if (!found) return { status: 404, body: { status: 'failed', message: 'Member not found' } };
    const action = `${method} ${match[1]}`;
    if (action === 'GET update_member') return { status: 200, body: found };
    if (action === 'POST update_member') {
      members = members.map((m) => (m === found ? save(m.id, body as Record<string, string>) : m));
      return { status: 200, body: { status: 'success', member_id: found.id } };
    }
    if (action === 'DELETE delete_member') {
      members = members.filter((m) => m !== found);
      return { status: 200, body: { status: 'success', message: 'Deleted' } };
    }
    if (action === 'GET download_invoice')
      return { status: 200, blob: new Blob(['%PDF-1.4 invoice'], { type: 'application/pdf' }) };
    return { status: 404, body: { status: 'failed', message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : fromForm(raw);
    calls.push({ method, path, body });
    return reply((await override?.(method, path, body)) ?? answer(method, path, body));
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock, members: () => members };
}

export const samplePlans: PlanOption[] = [
  { id: 1, name: 'Gold', duration_days: 90, price: 4500 },
  { id: 2, name: 'Trial', duration_days: 7, price: null },
];

export const sampleMember = (id: number, overrides: Partial<FakeMember> = {}): FakeMember => ({
  id,
  name: `Member ${String(id).padStart(2, '0')}`,
  phone: `98765${String(id).padStart(5, '0')}`,
  email: '',
  age: null,
  weight: null,
  blood_group: '',
  location: '',
  profession: '',
  status: 'Active',
  joining_date: '2026-01-10',
  plan: 1,
  plan_type: 'Gold',
  total_fee: 4500,
  due_amount: 500,
  leave_date: null,
  rejoin_date: null,
  expire_date: '2026-04-10',
  ...overrides,
});

export const sampleMembers = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleMember(i + 1));
