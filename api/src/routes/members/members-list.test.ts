import { addDays, today } from '../../domain/dates';
import { memberForm, phoneNo } from '../../testing/members-client';
import { membersList } from './members-list';
import { useSignedInApp } from '../../testing/signed-in-app';

interface Row {
  id: number;
  name: string;
  plan_type: string;
  status: string;
}

const NAMES = [
  'Asha Verma',
  'Ravi Sharma',
  'Meena SHARMA',
  'Kavya Iyer',
  'Arjun Nair',
  'Zoë Müller',
  'Sam 100% Fit',
  'Dev_Patel',
  'O"Brien',
];

describe('member list and search', () => {
  const ctx = useSignedInApp({}, 'all');
  const plans: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['Gold', 'Silver Plus', 'Trial'])
      plans[name] = await ctx.members.addPlan(name);
    // 45 members: every name five times over Gold and Silver Plus, a third Inactive, one on Trial;
    // every fourth (3, 7, …) joined ten days ago (its 30-day plan runs on), the others expired long ago.
    for (let i = 0; i < 45; i += 1) {
      const plan = i === 30 ? plans.Trial! : i % 2 ? plans['Silver Plus']! : plans.Gold!;
      const response = await ctx.members.add({
        ...memberForm,
        phone: i === 0 ? memberForm.phone : phoneNo(i),
        name: `${NAMES[i % NAMES.length]} ${i}`,
        plan: String(plan),
        status: i % 3 ? 'Active' : 'Inactive',
        paid: String(i * 10),
        leave: i === 1 ? '2026-01-12' : '',
        joining_day: i % 4 === 3 ? addDays(today(), -10) : memberForm.joining_day,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  /** What a correct search answers: case-insensitive substring of name, plan name or status, newest first. */
  const reference = (all: Row[], q: string) => {
    const term = q.trim().toLowerCase();
    return all.filter((m) =>
      [m.name, m.plan_type, m.status].some((field) => field.toLowerCase().includes(term)),
    );
  };

  it('answers every member as a plain array, newest first, when asked without parameters', async () => {
    const response = await ctx.members.list();
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(45);
    expect(rows.map((r: Row) => r.id)).toEqual(
      [...rows.map((r: Row) => r.id)].sort((a, b) => b - a),
    );
    expect(rows.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Asha Verma 0',
      phone: '9812345678',
      plan_type: 'Gold',
      plan_id: plans.Gold,
      due_amount: 1500,
      leave_date: null,
      rejoin_date: null,
      expire_date: '2026-02-09',
      status: 'Inactive',
      home_branch_id: 1,
    });
    // Active, but past its expiry: shown as Expired (docs/product/screens.md §4).
    expect(rows.at(-2)).toMatchObject({
      plan_type: 'Silver Plus',
      due_amount: 1490,
      leave_date: '2026-01-12',
      status: 'Expired',
    });
    expect(rows.at(-8)).toMatchObject({ name: 'Dev_Patel 7', status: 'Active' });
    expect(new Set(rows.map((r: Row) => r.status))).toEqual(
      new Set(['Active', 'Expired', 'Inactive']),
    );
  });

  it.each(['Active', 'Expired', 'Inactive'])(
    'filters by the status shown, %s, alone and with a search, paged with its total',
    async (status) => {
      const all: Row[] = (await ctx.members.list()).json();
      const shown = all.filter((m) => m.status === status);
      expect(shown.length).toBeGreaterThan(5);
      for (const [page, size] of [
        [1, 5],
        [2, 5],
        [1, 100],
      ] as const) {
        const response = await ctx.members.list(`?page=${page}&page_size=${size}&status=${status}`);
        expect(response.json()).toEqual({
          data: shown.slice((page - 1) * size, page * size),
          total: shown.length,
        });
      }
      for (const q of ['sharma', 'gold', 'ar', 'ired', 'xyz']) {
        const expected = reference(shown, q);
        expect(
          (await ctx.members.list(`?page=1&page_size=3&status=${status}&q=${q}`)).json(),
        ).toEqual({ data: expected.slice(0, 3), total: expected.length });
      }
    },
  );

  it('pages with a total once page, page_size or q is given', async () => {
    const all: Row[] = (await ctx.members.list()).json();
    expect((await ctx.members.list('?page=1&page_size=5')).json()).toEqual({
      data: all.slice(0, 5),
      total: 45,
    });
    expect((await ctx.members.list('?page=2&page_size=10')).json()).toEqual({
      data: all.slice(10, 20),
      total: 45,
    });
    expect((await ctx.members.list('?page=5&page_size=10')).json()).toEqual({
      data: all.slice(40),
      total: 45,
    });
    expect((await ctx.members.list('?page=99')).json()).toEqual({ data: [], total: 45 });
    expect((await ctx.members.list('?q=')).json()).toEqual({ data: all.slice(0, 5), total: 45 });
    expect((await ctx.members.list('?page_size=100')).json()).toEqual({ data: all, total: 45 });
  });

  it.each([
    ['a surname in another case', 'sharma'],
    ['a first name', 'KAVYA'],
    ['a full name', 'ravi sharma 1'],
    ['a name and number', 'Iyer 21'],
    ['an accented name', 'zoë'],
    ['a plan name', 'silver plus'],
    ['a plan with one member', 'trial'],
    ['a status', 'inactive'],
    ['a substring of both statuses', 'ACTIVE'],
    ['the shown status Expired', 'expired'],
    ['a substring of Expired', 'IRE'],
    ['a plan and names at once', 'old'],
    ['two letters', 'ar'],
    ['one letter', 'z'],
    ['a percent sign', '100%'],
    ['an underscore', '_'],
    ['a double quote', 'o"b'],
    ['surrounding spaces', '  meena  '],
    ['nothing that exists', 'xyz'],
  ])('searches %s in name, plan and status like a case-insensitive substring', async (_, q) => {
    const all: Row[] = (await ctx.members.list()).json();
    const expected = reference(all, q);
    for (const [page, size] of [
      [1, 5],
      [2, 5],
      [1, 25],
      [3, 10],
    ] as const) {
      const response = await ctx.members.list(
        `?page=${page}&page_size=${size}&q=${encodeURIComponent(q)}`,
      );
      expect(response.json()).toEqual({
        data: expected.slice((page - 1) * size, page * size),
        total: expected.length,
      });
    }
  });

  it.each([
    ['?page=0', 'Page must be at least 1'],
    ['?page=abc', 'Page must be a whole number'],
    ['?page_size=0', 'Page size must be at least 1'],
    ['?page_size=101', 'Page size must be at most 100'],
    [`?q=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
    // Ajv's coercion once read these as numbers that broke the query (500).
    ['?page=Infinity', 'Page must be a whole number'],
    ['?page_size=-Infinity', 'Page size must be a whole number'],
    ['?page=0x10', 'Page must be a whole number'],
    ['?page=1e3', 'Page must be a whole number'],
    ['?page=%201', 'Page must be a whole number'],
    ['?page=1&page=2', 'Page must be a whole number'],
    ['?page=99999999999999999999', 'Page must be at most 1000000'],
    // A NUL byte once reached the full-text query (500).
    ['?q=mee%00ra', 'The search must not contain control characters'],
    ['?q=mee%1Bra', 'The search must not contain control characters'],
    ['?status=active', 'Status must be one of: Active, Expired, Inactive'],
    ['?status=Gone', 'Status must be one of: Active, Expired, Inactive'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await ctx.members.list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
  });

  it('streams the plain list in batches instead of building it whole', async () => {
    const response = await ctx.members.list();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('gives the same array whatever the batch size, letting the event loop turn between batches', async () => {
    const whole: Row[] = (await ctx.members.list()).json();
    for (const batch of [1, 7, 45, 1000]) {
      // Counts event-loop turns (I/O gets served on each) while the list is produced.
      let turns = 0;
      let done = false;
      const tick = () => {
        turns += 1;
        if (!done) setImmediate(tick);
      };
      setImmediate(tick);
      const chunks: string[] = [];
      for await (const chunk of membersList(ctx.app.db).allAsJson({ batchSize: batch }))
        chunks.push(String(chunk));
      done = true;
      const batches = Math.ceil(whole.length / batch);
      expect(JSON.parse(chunks.join(''))).toEqual(whole);
      expect(chunks).toHaveLength(batches + 2); // '[', one per batch, ']'
      expect(turns).toBeGreaterThanOrEqual(batches - 1);
    }
  });
});

describe('the plain list with no members', () => {
  const ctx = useSignedInApp();

  it('is an empty JSON array', async () => {
    const response = await ctx.members.list();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
  });
});

describe('member search after changes', () => {
  const ctx = useSignedInApp();

  it('keeps totals and the name index in step with updates and deletes', async () => {
    const gold = String(await ctx.members.addPlan('Gold'));
    const silver = String(await ctx.members.addPlan('Silver'));
    const ids: number[] = [];
    for (const [i, name] of ['Asha Verma', 'Ravi Sharma', 'Meena Sharma'].entries())
      ids.push(
        (await ctx.members.add({ ...memberForm, name, phone: phoneNo(i), plan: gold })).json()
          .member_id,
      );

    await ctx.members.update(ids[0]!, {
      ...memberForm,
      name: 'Asha Kapoor',
      plan: silver,
      status: 'Inactive',
    });
    await ctx.members.remove(ids[1]!);
    const search = async (q: string) => (await ctx.members.list(`?q=${q}`)).json();

    expect((await ctx.members.list('?page=1')).json().total).toBe(2);
    expect(await search('verma')).toEqual({ data: [], total: 0 });
    expect((await search('kapoor')).data.map((m: Row) => m.id)).toEqual([ids[0]]);
    expect((await search('sharma')).data.map((m: Row) => m.id)).toEqual([ids[2]]);
    expect((await search('silver')).total).toBe(1);
    expect((await search('gold')).total).toBe(1);
    expect((await search('inactive')).total).toBe(1);
    // Meena's membership (joined 2026-01-10, 30 days) has run out: she shows Expired, not Active.
    expect((await search('active')).total).toBe(1);
    expect((await search('expired')).data.map((m: Row) => m.id)).toEqual([ids[2]]);
  });
});
