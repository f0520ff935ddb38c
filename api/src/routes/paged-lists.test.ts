import { useSignedInApp, type SignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';

/** The plans and staff lists' paged form (`?page=&page_size=&q=` → `{ data, total }`), beside their plain one. */
interface Case {
  url: string;
  /** Adds four rows, oldest first, and returns their names in that order. */
  seed: (ctx: SignedInApp) => Promise<string[]>;
  name: (row: Record<string, unknown>) => unknown;
  plain: (body: Record<string, unknown>) => unknown;
  searches: [query: string, names: number[]][];
}

const plans: Case = {
  url: '/members/view_plans',
  seed: async (ctx) => {
    const rows = [
      { name: 'Gold', duration_days: 30, price: 1200, description: 'Gym floor' },
      { name: 'Swim', duration_days: 90, price: 4500, description: 'Swimming POOL access' },
      { name: 'Trial', duration_days: 1, price: null, description: '' },
      { name: '100% Fit', duration_days: 60, price: 2000, description: '' },
    ];
    for (const payload of rows) await ctx.send('POST', '/members/add_plan', payload);
    return rows.map((r) => r.name);
  },
  name: (row) => row.name,
  plain: (body) => body.plans,
  // Name, description or price; '₹1,200' finds 1200; % and _ are plain characters.
  searches: [
    ['pool', [1]],
    ['GOLD', [0]],
    ['4500', [1]],
    ['%E2%82%B91%2C200', [0]],
    ['%25', [3]],
    ['nothing', []],
  ],
};

const staff: Case = {
  url: '/members/view_all_trainers_staff',
  seed: async (ctx) => {
    const people = [
      { name: 'Ravi Kumar' },
      { name: 'Asha Rao', location: 'Mumbai', trainer_or_staff: 'Staff' },
      { name: 'Meera Iyer' },
      { name: 'Kabir_S', location: 'Delhi' },
    ];
    for (const [i, person] of people.entries())
      await ctx.staff.add({
        ...trainer,
        phone: `+91980000000${i}`,
        email: `p${i}@example.com`,
        ...person,
      });
    return people.map((p) => p.name);
  },
  name: (row) => row.user,
  plain: (body) => body.data,
  // Name, role, location, phone or e-mail.
  searches: [
    ['iyer', [2]],
    ['staff', [1]],
    ['PUNE', [0, 2]],
    ['%2B919800000003', [3]],
    ['_', [3]],
    ['nothing', []],
  ],
};

describe.each([
  ['plans', plans],
  ['staff', staff],
] as const)('the %s list', (_label, list) => {
  const ctx = useSignedInApp();
  let names: string[];
  const get = (query: string) => ctx.get(`${list.url}${query}`);
  const page = async (query: string) => {
    const body = (await get(query)).json() as { data: Record<string, unknown>[]; total: number };
    return { names: body.data.map(list.name), total: body.total };
  };

  beforeEach(async () => {
    names = await list.seed(ctx);
  });

  it('keeps its plain form without a query', async () => {
    const body = (await get('')).json();
    expect(body.status).toBe('success');
    expect(list.plain(body)).toHaveLength(4);
  });

  it('answers one page and the total, oldest first', async () => {
    expect(await page('?page=1&page_size=3')).toEqual({ names: names.slice(0, 3), total: 4 });
    expect(await page('?page=2&page_size=3')).toEqual({ names: names.slice(3), total: 4 });
    expect(await page('?page=9')).toEqual({ names: [], total: 4 });
    expect(await page('?q=')).toEqual({ names: names.slice(0, 4), total: 4 });
  });

  it('searches case-insensitively, counting every match', async () => {
    for (const [q, found] of list.searches) {
      expect({ q, ...(await page(`?q=${q}&page_size=1`)) }).toEqual({
        q,
        names: found.slice(0, 1).map((i) => names[i]),
        total: found.length,
      });
    }
  });

  it.each([
    '?page=0',
    '?page_size=0',
    '?page_size=101',
    '?page=1.5',
    '?page=x',
    `?q=${'a'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
  });
});
