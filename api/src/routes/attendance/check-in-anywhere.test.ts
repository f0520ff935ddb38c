import { today } from '../../domain/dates';
import { NO_MEMBER_HERE } from './member-lookup';
import { branchesClient } from '../../testing/branches-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

/**
 * docs/product/branches.md §26: a visit happens at the branch chosen in the top bar; a member whose access
 * is their home branch's only checks in there alone (elsewhere as if there were no such member), one with every branch's anywhere; the
 * attendance of a branch lists and counts its own visits.
 */
describe('checking in at a branch', () => {
  const ctx = useSignedInApp();
  let monthly: number;
  let baner: number;

  beforeEach(async () => {
    monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
  });

  /** A paid-up member who joined today, at `home` with `access`. */
  const join = (name: string, phone: string, home: number, access: 'branch' | 'all' = 'branch') =>
    ctx.dues.join(monthly, 0, {
      name,
      phone,
      paid: '1500',
      due: '0',
      home_branch: String(home),
      branch_access: access,
    });
  const checkIn = (member_id: number, branch: number | string) =>
    ctx.send('POST', `/attendance/check_in?branch=${branch}`, { member_id });
  const day = (branch: number | string) =>
    ctx.get(`/attendance/records?branch=${branch}`).then((response) => response.json());
  const lookup = async (q: string, branch: number | string) =>
    (await ctx.get(`/attendance/lookup?q=${q}&branch=${branch}`)).json().data[0];

  it('checks a member in at their home branch, and one with every branch’s access anywhere, the visit at the branch chosen', async () => {
    const asha = await join('Asha', '+919800000001', 1);
    const kiran = await join('Kiran', '+919800000002', 1, 'all');
    const home = await checkIn(asha, 1);
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ message: 'Asha checked in.', record: { branch_id: 1 } });
    const away = await checkIn(kiran, baner);
    expect(away.statusCode).toBe(201);
    expect(away.json().record).toMatchObject({ name: 'Kiran', branch_id: baner });
    expect((await lookup('Kiran', baner)).refusal).toBe(
      'Kiran is already checked in. Check them out first.',
    );

    const stored = await ctx.app.db
      .selectFrom('attendance')
      .select(['member_id', 'branch_id'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { member_id: asha, branch_id: 1 },
      { member_id: kiran, branch_id: baner },
    ]);
  });

  it('answers a check-in of another branch’s member who may not train here as one of no member (404), writing nothing; the lookup says why', async () => {
    const ravi = await join('Ravi', '+919800000003', baner);
    const kiran = await join('Kiran', '+919800000002', baner, 'all');
    expect((await lookup('Ravi', 1)).refusal).toBe('Ravi is a member of Baner.');
    expect((await lookup('Ravi', baner)).refusal).toBeNull();
    // Under All branches the desk chose no branch: the check-in itself says to choose one.
    expect((await lookup('Ravi', 'all')).refusal).toBeNull();

    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-main', [1]);
    const before = await tableFingerprints(ctx.app);
    const refused = [
      await checkIn(ravi, 1),
      await ctx.send('POST', '/attendance/check_in', { member_id: ravi }, { cookie: desk.cookie }),
      await checkIn(999_999, 1),
    ];
    expect(refused.map((response) => [response.statusCode, response.body])).toEqual(
      refused.map(() => [404, JSON.stringify({ status: 'failed', message: NO_MEMBER_HERE })]),
    );
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect((await checkIn(ravi, baner)).statusCode).toBe(201);
    // One whose access is every branch's may train here: the limited desk checks them in.
    const traveller = await ctx.send(
      'POST',
      '/attendance/check_in',
      { member_id: kiran },
      { cookie: desk.cookie },
    );
    expect([traveller.statusCode, traveller.json().record.branch_id]).toEqual([201, 1]);
  });

  it('shows an account limited to a branch its members and those of every branch, never another branch’s own', async () => {
    await join('Ravi Stays', '+919800000004', 1);
    await join('Ravi Travels', '+919800000005', 1, 'all');
    await join('Ravi Here', '+919800000006', baner);
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-baner', [baner]);
    const found = (await ctx.get('/attendance/lookup?q=Ravi', { cookie: desk.cookie })).json();
    expect(found.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'Ravi Here',
      'Ravi Travels',
    ]);
  });

  it('refuses a check-in under All branches among several branches (400) and writes nothing; with no branch named, checks in at the first', async () => {
    const asha = await join('Asha', '+919800000001', 1);
    const ravi = await join('Ravi', '+919800000003', baner);
    const before = await tableFingerprints(ctx.app);
    const refused = await ctx.send('POST', '/attendance/check_in?branch=all', { member_id: asha });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Choose a branch in the top bar first: All branches is for reading.',
    ]);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    // No branch named is the first branch (the screens name none until the tab chooses one).
    const away = await ctx.send('POST', '/attendance/check_in', { member_id: ravi });
    expect([away.statusCode, away.json().message]).toEqual([404, NO_MEMBER_HERE]);
    const home = await ctx.send('POST', '/attendance/check_in', { member_id: asha });
    expect([home.statusCode, home.json().record.branch_id]).toEqual([201, 1]);
  });

  it('lists and counts each branch’s visits, both under All branches; a visit of another branch is not found for its check-out or delete', async () => {
    const asha = await join('Asha', '+919800000001', 1);
    const kiran = await join('Kiran', '+919800000002', baner, 'all');
    const ravi = await join('Ravi', '+919800000003', baner);
    const visitOf = async (member: number, branch: number) =>
      (await checkIn(member, branch)).json().record.id as number;
    const [a, k, r] = [await visitOf(asha, 1), await visitOf(kiran, 1), await visitOf(ravi, baner)];
    expect((await ctx.send('POST', `/attendance/check_out/${k}?branch=1`)).statusCode).toBe(200);

    const names = (page: { data: { name: string }[] }) => page.data.map((row) => row.name);
    const first = await day(1);
    expect([names(first), first.total, first.checked_in_now]).toEqual([['Kiran', 'Asha'], 2, 1]);
    expect(first.data.map((row: { branch_id: number }) => row.branch_id)).toEqual([1, 1]);
    const second = await day(baner);
    expect([names(second), second.total, second.checked_in_now]).toEqual([['Ravi'], 1, 1]);
    const all = await day('all');
    expect([names(all), all.total, all.checked_in_now, all.day]).toEqual([
      ['Ravi', 'Kiran', 'Asha'],
      3,
      2,
      today(),
    ]);
    // No branch named among several: the first branch's.
    expect((await ctx.get('/attendance/records')).json()).toEqual(first);
    const sorted = await ctx.get(`/attendance/records?branch=1&sort=name&page=1&page_size=10`);
    expect(names(sorted.json())).toEqual(['Asha', 'Kiran']);

    const before = await tableFingerprints(ctx.app);
    for (const refused of [
      await ctx.send('POST', `/attendance/check_out/${r}?branch=1`),
      await ctx.send('DELETE', `/attendance/delete/${r}?branch=1`),
      await ctx.send('DELETE', `/attendance/delete/${a}?branch=${baner}`),
    ])
      expect(refused.statusCode).toBe(404);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect((await ctx.send('POST', `/attendance/check_out/${r}?branch=all`)).statusCode).toBe(200);
    expect((await ctx.send('DELETE', `/attendance/delete/${a}?branch=1`)).statusCode).toBe(200);
    expect([(await day(1)).total, (await day(baner)).checked_in_now]).toEqual([1, 0]);
  });

  it('keeps a visit at the branch where it happened when its member moves', async () => {
    const asha = await join('Asha', '+919800000001', 1);
    await checkIn(asha, 1);
    expect((await branchesClient(ctx.app, ctx.cookie).move(asha, baner)).statusCode).toBe(200);
    expect([(await day(1)).total, (await day(1)).checked_in_now]).toEqual([1, 1]);
    expect([(await day(baner)).total, (await day(baner)).checked_in_now]).toEqual([0, 0]);
  });
});
