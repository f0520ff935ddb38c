import { today } from '../../domain/dates';
import { branchesClient } from '../../testing/branches-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { formPoster } from '../../testing/test-app';

/**
 * The members' side under a chosen branch (docs/product/branches.md §26): every list, search and count
 * covers `?branch=`, a record of another branch is not found, and All branches covers both.
 */

const MAIN = 1;

/** Branch Baner, and in each branch an expired member who owes and an active one who does not. */
async function twoBranches(ctx: SignedInApp) {
  const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
  const plan = String(await ctx.members.addPlan('Gold'));
  const add = async (name: string, phone: string, branch: number, fields = {}) => {
    const response = await ctx.members.add({
      ...memberForm,
      name,
      phone,
      plan,
      home_branch: String(branch),
      ...fields,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().member_id as number;
  };
  const active = { joining_day: today(), paid: '1500', due: '0' };
  return {
    baner,
    plan,
    asha: await add('Asha Iyer', '+919811100001', MAIN),
    anil: await add('Anil Iyer', '+919811100002', MAIN, active),
    bina: await add('Bina Iyer', '+919811100003', baner),
    bala: await add('Bala Iyer', '+919811100004', baner, active),
  };
}
type Seeded = Awaited<ReturnType<typeof twoBranches>>;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('the members side read under a chosen branch', () => {
  const ctx = useSignedInApp({}, 'all');
  let s: Seeded;
  const at = (branch: number | 'all') => `branch=${branch}`;

  beforeAll(async () => {
    s = await twoBranches(ctx);
  });

  it('lists, counts and searches the members of the chosen branch, each row with its home branch', async () => {
    const page = async (query: string) => (await ctx.get(`/members/view_members?${query}`)).json();
    const main = await page(`page=1&page_size=10&${at(MAIN)}`);
    expect({ total: main.total, ids: ids(main.data) }).toEqual({
      total: 2,
      ids: sorted(s.asha, s.anil),
    });
    expect(main.data.map((row: { home_branch_id: number }) => row.home_branch_id)).toEqual([
      MAIN,
      MAIN,
    ]);
    const all = await page(`page=1&page_size=10&${at('all')}`);
    expect({ total: all.total, ids: ids(all.data) }).toEqual({
      total: 4,
      ids: sorted(s.asha, s.anil, s.bina, s.bala),
    });
    expect(all.data.find((row: { id: number }) => row.id === s.bina).home_branch_id).toBe(s.baner);
    // By status (the counters' totals), by search (trigram and plan name), and unpaged.
    for (const [query, expected] of [
      [`status=Expired&${at(s.baner)}`, [s.bina]],
      [`status=Active&${at(s.baner)}`, [s.bala]],
      [`status=Inactive&${at(s.baner)}`, []],
      [`q=iyer&${at(s.baner)}`, [s.bina, s.bala]],
      [`q=gold&${at(MAIN)}`, [s.asha, s.anil]],
      [`q=ina&${at(s.baner)}`, [s.bina]],
      [`q=ina&${at(MAIN)}`, []],
      [`q=exp&${at(MAIN)}`, [s.asha]],
      [`sort=name&page=1&${at(s.baner)}`, [s.bina, s.bala]],
    ] as const) {
      const answer = await page(query);
      expect({ query, total: answer.total, ids: ids(answer.data) }).toEqual({
        query,
        total: expected.length,
        ids: sorted(...expected),
      });
    }
    const unpaged = (await ctx.get(`/members/view_members?${at(s.baner)}`)).json();
    expect(ids(unpaged)).toEqual(sorted(s.bina, s.bala));
  });

  it('exports the chosen branch’s members only', async () => {
    const csv = (await ctx.get(`/members/export?${at(s.baner)}`)).body;
    expect(csv).toContain('Bina Iyer');
    expect(csv).toContain('Bala Iyer');
    expect(csv).not.toContain('Asha Iyer');
    expect((await ctx.get(`/members/export?${at('all')}`)).body).toContain('Asha Iyer');
  });

  it('searches the chosen branch’s members from the top bar', async () => {
    const found = async (branch: number | 'all') =>
      ids((await ctx.get(`/search?q=iyer&${at(branch)}`)).json().members);
    expect(await found(MAIN)).toEqual(sorted(s.asha, s.anil));
    expect(await found(s.baner)).toEqual(sorted(s.bina, s.bala));
    expect(await found('all')).toEqual(sorted(s.asha, s.anil, s.bina, s.bala));
    const [hit] = (await ctx.get(`/search?q=bina&${at('all')}`)).json().members;
    expect(hit).toMatchObject({ id: s.bina, home_branch_id: s.baner });
    // Two letters: no trigram, a walk over the branch's members.
    expect(ids((await ctx.get(`/search?q=ba&${at(MAIN)}`)).json().members)).toEqual([]);
  });

  it('lists Pending and Expired for the chosen branch, with their totals and each row’s branch', async () => {
    const list = async (url: string) => (await ctx.get(url)).json();
    for (const [url, branch, expected] of [
      ['/payments/pending_members?page=1', MAIN, [s.asha]],
      ['/payments/pending_members?page=1', s.baner, [s.bina]],
      ['/payments/pending_members?page=1', 'all', [s.asha, s.bina]],
      ['/payments/pending_members?q=iyer', s.baner, [s.bina]],
      ['/payments/pending_members?q=gold', MAIN, [s.asha]],
      ['/members/expired_members?page=1', MAIN, [s.asha]],
      ['/members/expired_members?page=1', s.baner, [s.bina]],
      ['/members/expired_members?page=1', 'all', [s.asha, s.bina]],
      ['/members/expired_members?q=iyer', s.baner, [s.bina]],
    ] as const) {
      const answer = await list(`${url}&${at(branch)}`);
      expect({ url, branch, total: answer.total, ids: ids(answer.data) }).toEqual({
        url,
        branch,
        total: expected.length,
        ids: sorted(...expected),
      });
      for (const row of answer.data)
        expect(row.home_branch_id).toBe(row.id === s.bina ? s.baner : MAIN);
    }
  });

  it('answers 404 for another branch’s member, as for one that does not exist', async () => {
    const notFound = { message: `Member ${s.bina} not found.` };
    const under = `?${at(MAIN)}`;
    expect((await ctx.get(`/members/update_member/${s.bina}${under}`)).json()).toMatchObject(
      notFound,
    );
    expect((await ctx.get(`/members/update_member/${s.bina}?${at(s.baner)}`)).statusCode).toBe(200);
    expect((await ctx.get(`/members/history/${s.bina}${under}`)).statusCode).toBe(404);
    expect((await ctx.get(`/members/history/${s.bina}?${at('all')}`)).statusCode).toBe(200);
  });
});

describe('writes on another branch’s member', () => {
  const ctx = useSignedInApp();
  let s: Seeded;
  const state = async () => ({
    members: await ctx.app.db.selectFrom('members').selectAll().orderBy('id').execute(),
    invoices: await ctx.members.invoices(),
    activity: await ctx.app.db.selectFrom('activity').select('id').execute(),
  });

  beforeEach(async () => {
    s = await twoBranches(ctx);
  });

  it('are 404 and write nothing: edit, delete, payment, dues edit, renewal, move', async () => {
    const under = `?branch=${MAIN}`;
    const post = formPoster(ctx.app, ctx.cookie);
    const before = await state();
    const refused = [
      await post(`/members/update_member/${s.bina}${under}`, {
        ...memberForm,
        name: 'Bina Changed',
        plan: s.plan,
      }),
      await ctx.send('DELETE', `/members/delete_member/${s.bina}${under}`),
      await ctx.send('POST', `/payments/record_payment/${s.bina}${under}`, { amount: 100 }),
      await ctx.send('POST', `/payments/update_dues/${s.bina}${under}`, {
        phone: '+919811100003',
        plan: Number(s.plan),
        total_fee: 1500,
        paid_amount: 1500,
        leave_date: null,
        rejoin_date: null,
      }),
      await ctx.send('POST', `/members/renew_member/${s.bina}${under}`, {}),
      await ctx.send('POST', `/members/${s.bina}/move_branch${under}`, { branch_id: MAIN }),
    ];
    expect(refused.map((response) => [response.statusCode, response.json().message])).toEqual(
      refused.map(() => [404, `Member ${s.bina} not found.`]),
    );
    expect(await state()).toEqual(before);
    // The same payment at her own branch goes through.
    const paid = await ctx.send('POST', `/payments/record_payment/${s.bina}?branch=${s.baner}`, {
      amount: 100,
    });
    expect(paid.statusCode).toBe(200);
  });

  it('answers the History of another branch’s deleted member as not found, to a Trainer limited to this branch', async () => {
    expect((await ctx.members.remove(s.bina, `?branch=${s.baner}`)).statusCode).toBe(200);
    const main = await signedInAs(ctx.app, ctx.cookie, 'Trainer', 'trainer-main', [MAIN]);
    const baner = await signedInAs(ctx.app, ctx.cookie, 'Trainer', 'trainer-baner', [s.baner]);
    const history = (cookie: string, query = '') =>
      ctx.get(`/members/history/${s.bina}${query}`, { cookie });
    const refused = await history(main.cookie);
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { status: 'failed', message: `Member ${s.bina} not found.` },
    ]);
    const read = await history(baner.cookie);
    expect([read.statusCode, read.json().data[0].what]).toEqual([200, 'Deleted member Bina Iyer']);
    // Removed for good, nothing tells whose they were: only an account at every branch reads them.
    await ctx.app.db.deleteFrom('deleted_items').execute();
    expect((await history(baner.cookie)).statusCode).toBe(404);
    expect((await history(ctx.cookie, '?branch=all')).statusCode).toBe(200);
  });

  it('adds a member at the chosen branch unless the form names one', async () => {
    const post = formPoster(ctx.app, ctx.cookie);
    const add = async (query: string, fields = {}) => {
      const response = await post(`/members/add_member${query}`, {
        ...memberForm,
        phone: `+91982${String(Math.random()).slice(2, 9)}`,
        plan: s.plan,
        ...fields,
      });
      const { home_branch_id } = (
        await ctx.members.get(response.json().member_id, '?branch=all')
      ).json();
      return home_branch_id;
    };
    expect(await add(`?branch=${s.baner}`)).toBe(s.baner);
    expect(await add(`?branch=${s.baner}`, { home_branch: String(MAIN) })).toBe(MAIN);
    expect(await add('?branch=all')).toBe(MAIN);
  });

  it('moves the counts with the member: both branches’ totals right after a move', async () => {
    const totals = async (branch: number) => {
      const read = async (url: string) => (await ctx.get(`${url}&branch=${branch}`)).json().total;
      const summary = (await ctx.get(`/dashboard/summary?branch=${branch}`)).json();
      return {
        members: await read('/members/view_members?page=1'),
        expired: await read('/members/view_members?page=1&status=Expired'),
        pending: await read('/payments/pending_members?page=1'),
        expiredList: await read('/members/expired_members?page=1'),
        active: summary.active_members,
        owing: summary.outstanding,
        joined: summary.growth.map((month: { members: number }) => month.members),
      };
    };
    const [mainBefore, banerBefore] = [await totals(MAIN), await totals(s.baner)];
    expect(mainBefore).toMatchObject({ members: 2, expired: 1, pending: 1, expiredList: 1 });
    expect(mainBefore.owing).toEqual({ amount: 1000, members: 1 });
    const moved = await branchesClient(ctx.app, ctx.cookie).move(s.asha, s.baner);
    expect(moved.statusCode).toBe(200);
    expect(await totals(MAIN)).toEqual({
      members: 1,
      expired: 0,
      pending: 0,
      expiredList: 0,
      active: mainBefore.active,
      owing: { amount: 0, members: 0 },
      joined: mainBefore.joined,
    });
    expect(await totals(s.baner)).toEqual({
      members: 3,
      expired: 2,
      pending: 2,
      expiredList: 2,
      active: banerBefore.active,
      owing: { amount: 2000, members: 2 },
      joined: banerBefore.joined,
    });
  });

  it('shows only the chosen branch’s deleted members, and restores none of another branch', async () => {
    expect((await ctx.members.remove(s.bina, `?branch=${s.baner}`)).statusCode).toBe(200);
    expect((await ctx.members.remove(s.asha, `?branch=${MAIN}`)).statusCode).toBe(200);
    const listed = async (branch: number | 'all') =>
      (await ctx.deleted.list(`?page=1&page_size=10&branch=${branch}`))
        .json()
        .data.map((item: { item_id: number }) => item.item_id)
        .sort((a: number, b: number) => a - b);
    expect(await listed(MAIN)).toEqual([s.asha]);
    expect(await listed(s.baner)).toEqual([s.bina]);
    expect(await listed('all')).toEqual(sorted(s.asha, s.bina));
    const bina = await ctx.deleted.idOf('members', s.bina);
    const refused = await ctx.send('POST', `/deleted/restore/${bina}?branch=${MAIN}`);
    expect(refused.statusCode).toBe(404);
    expect(await listed('all')).toEqual(sorted(s.asha, s.bina));
    expect((await ctx.send('POST', `/deleted/restore/${bina}?branch=${s.baner}`)).statusCode).toBe(
      200,
    );
  });
});
