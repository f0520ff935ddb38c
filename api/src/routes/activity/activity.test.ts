import { ACTIVITY_ACTIONS, type ActivityAction, type Actor } from '../../domain/activity';
import { addDays, dayStart, today } from '../../domain/dates';
import type { ActivityPage, ActivityRow } from '../../schemas';
import { recordAll, type Stamped } from '../../testing/recorded-at';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { enquiryBody } from '../../testing/enquiries-client';
import { trainer } from '../../testing/staff-client';
import { addAccount, ROLE_ID } from '../../testing/team';
import { ADMIN, multipart } from '../../testing/test-app';
import { localTime } from './activity-csv';
import { ACTIVITY_BATCH } from './activity-repository';

const OWNER: Actor = { id: 1, name: 'Test Admin' };
const ASHA: Actor = { id: 2, name: 'Asha Rao' };
const STRANGER: Actor = { id: null, name: 'mallory' };
const ACTIONS = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

/** The instant `minutes` after the gym's day `day` began. */
const into = (day: string, minutes: number) =>
  new Date(Date.parse(dayStart(day)) + minutes * 60_000).toISOString();

/**
 * Records over four of the gym's days (the first and last minute of each among them), of every
 * action, by two accounts and a username no account has.
 */
const varied = (count: number, first = '2026-03-01'): Stamped[] =>
  Array.from({ length: count }, (_, i) => ({
    at: into(addDays(first, i % 4), i % 7 === 0 ? 0 : i % 7 === 1 ? 1439 : (i * 97) % 1440),
    actor: [OWNER, ASHA, STRANGER][i % 3]!,
    action: ACTIONS[i % ACTIONS.length]!,
    label: `Member ${i}`,
    memberId: i % 5,
  }));

const page = async (ctx: SignedInApp, query: string) => {
  const response = await ctx.get(`/activity?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ActivityPage;
};

/** Every record of the trail as the database holds it, newest first: what the filters are held to. */
const everything = (ctx: SignedInApp) =>
  ctx.app.db
    .selectFrom('activity')
    .select(['id', 'at', 'admin_id', 'kind'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();

describe('/activity', () => {
  const ctx = useSignedInApp();
  beforeEach(() =>
    addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID.Manager,
      username: 'asha',
      full_name: 'Asha Rao',
    }),
  );

  it('lists the records newest first, a page at a time, with the total', async () => {
    const ids = await recordAll(ctx.app.db, varied(12));
    const window = 'from=2026-03-01&to=2026-03-04';
    const pages = [1, 2, 3].map((n) => page(ctx, `${window}&page=${n}&page_size=5`));
    const [first, second, third] = await Promise.all(pages);
    const newestFirst = (await everything(ctx)).filter((r) => ids.includes(r.id)).map((r) => r.id);
    expect([first, second, third].map((p) => p!.total)).toEqual([12, 12, 12]);
    expect([first, second, third].flatMap((p) => p!.data.map((row) => row.id))).toEqual(
      newestFirst,
    );
    expect(third!.data).toHaveLength(2);
    const { admin_id, who, ...row } = first!.data[0]!;
    expect([OWNER, ASHA, STRANGER]).toContainEqual({ id: admin_id, name: who });
    expect(row).toEqual({
      id: newestFirst[0],
      at: expect.any(String),
      action: expect.any(String),
      kind: expect.any(String),
      what: expect.any(String),
      details: expect.any(String),
      member_id: expect.any(Number),
    });
  });

  it('filters by person, kind and the gym’s days (both included), alone or together, totals included', async () => {
    await recordAll(ctx.app.db, varied(120));
    const all = await everything(ctx);
    const dayOf = (at: string) => today(new Date(at));
    const cases: [string, (r: (typeof all)[number]) => boolean][] = [
      ['admin_id=2', (r) => r.admin_id === 2],
      ['kind=payments', (r) => r.kind === 'payments'],
      ['kind=sign-ins', (r) => r.kind === 'sign-ins'],
      ['admin_id=1&kind=members', (r) => r.admin_id === 1 && r.kind === 'members'],
      ['from=2026-03-02', (r) => dayOf(r.at) >= '2026-03-02'],
      ['to=2026-03-02', (r) => dayOf(r.at) <= '2026-03-02'],
      ['from=2026-03-02&to=2026-03-02', (r) => dayOf(r.at) === '2026-03-02'],
      [
        'from=2026-03-02&to=2026-03-03&kind=team',
        (r) => r.kind === 'team' && dayOf(r.at) >= '2026-03-02' && dayOf(r.at) <= '2026-03-03',
      ],
      [
        'admin_id=2&from=2026-03-04&to=2026-03-09',
        (r) => r.admin_id === 2 && dayOf(r.at) >= '2026-03-04' && dayOf(r.at) <= '2026-03-09',
      ],
      ['from=2027-01-01', () => false],
      ['admin_id=99', () => false],
    ];
    for (const [query, keeps] of cases) {
      const expected = all.filter(keeps).map((r) => r.id);
      const listed = await page(ctx, `${query}&page_size=100`);
      expect({ query, total: listed.total, ids: listed.data.map((row) => row.id) }).toEqual({
        query,
        total: expected.length,
        ids: expected.slice(0, 100),
      });
    }
  });

  it('reads what the writes themselves record as sentences, each with its details', async () => {
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    await ctx.send('POST', `/members/edit_plan/${plan}`, {
      name: 'Gold',
      duration_days: 31,
      price: 1600,
    });
    await ctx.staff.add(trainer);
    await ctx.enquiries.add({ ...enquiryBody, plan_id: plan });
    await ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      ...(await multipart({ username: ADMIN.username, password: 'not-the-password' })),
    });
    const { data } = await page(ctx, 'page_size=100');
    const read = data.map(({ what, details }) => [what, details]);
    expect(read).toEqual(
      expect.arrayContaining([
        ['Added plan Gold', 'Duration (days): 30 · Price: ₹1,500'],
        ['Edited plan Gold', 'Duration (days): 30 → 31; Price: ₹1,500 → ₹1,600'],
        ['Added trainer Ravi Kumar', ''],
        ['Added enquiry Kiran Shah', 'Interest: Gold · Status: New'],
        ['Added account Asha Rao', 'Username: asha · Role: Manager'],
        ['Sign-in refused', 'Wrong password'],
        ['Signed in', ''],
      ]),
    );
    // Every action the API wrote is one the formatter knows: none reads as "Its name: label".
    expect(data.filter((row) => row.what.includes(': '))).toEqual([]);
  });

  it('refuses a From after the To, and filters it does not know', async () => {
    const late = await ctx.get('/activity?from=2026-03-02&to=2026-03-01');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('From must be on or before To.');
    for (const query of ['kind=nonsense', 'from=2026-02-30', 'admin_id=0', 'page_size=101'])
      expect((await ctx.get(`/activity?${query}`)).statusCode).toBe(400);
  });

  it('offers every account, disabled ones too, by name', async () => {
    const zoe = await addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID.Trainer,
      username: 'zoe',
      full_name: 'Zoe Das',
    });
    expect((await ctx.team.disable(zoe.id)).statusCode).toBe(200);
    const owner = await ctx.app.db
      .selectFrom('admins')
      .select(['full_name', 'username'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const response = await ctx.get('/activity/people');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: [
        { id: 2, name: 'Asha Rao' },
        { id: 1, name: owner.full_name || owner.username },
        { id: zoe.id, name: 'Zoe Das' },
      ].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)),
    });
  });
});

describe('/activity/download', () => {
  const ctx = useSignedInApp();
  const BOM = '\uFEFF';
  const lines = (body: string) => {
    expect(body.startsWith(BOM)).toBe(true);
    return body.slice(BOM.length, -2).split('\r\n');
  };
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const asCsv = (row: ActivityRow) =>
    [localTime(row.at), row.who, row.what, row.details].map(quoted).join(',');

  it('downloads exactly what the same filters list, every page of it, across batches', async () => {
    await recordAll(ctx.app.db, varied(ACTIVITY_BATCH + 9, '2026-02-01'));
    const response = await ctx.get('/activity/download?from=2026-02-01&to=2026-02-04&kind=members');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=activity-${today()}.csv`,
    );
    const [header, ...rows] = lines(response.body);
    expect(header).toBe('When,Who,What,Details');
    const query = 'from=2026-02-01&to=2026-02-04&kind=members&page_size=100';
    const { data: listed, total } = await page(ctx, query);
    for (let n = 2; listed.length < total; n += 1)
      listed.push(...(await page(ctx, `${query}&page=${n}`)).data);
    expect(total).toBeGreaterThan(100);
    expect(rows).toEqual(listed.map(asCsv));

    const whole = lines((await ctx.get('/activity/download?from=2026-02-01&to=2026-02-04')).body);
    expect(whole).toHaveLength(ACTIVITY_BATCH + 9 + 1);
  });

  it('writes When as the gym’s clock reads it, and names amounts in rupees', async () => {
    await recordAll(ctx.app.db, [
      {
        at: into('2026-03-02', 9 * 60 + 5),
        actor: ASHA,
        action: 'payment.received',
        label: 'Priya Patel',
        data: { invoice: 'INV-00015', amount: 150000, method: 'upi' },
      },
    ]);
    const [, row] = lines((await ctx.get('/activity/download?from=2026-03-02&to=2026-03-02')).body);
    expect(row).toBe(
      '2026-03-02 09:05,Asha Rao,"Received ₹1,50,000 from Priya Patel",INV-00015 · UPI',
    );
  });
});
