import { BRANCH_MISSING, BRANCH_PRICE_TWICE } from '../../schemas';
import { branchesClient } from '../../testing/branches-client';
import { deletedClient } from '../../testing/deleted-client';
import { importsClient } from '../../testing/imports-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

/** Plans are chain-wide, with an optional price per branch (docs/product/branches.md §26, migration 033). */
describe('a plan’s price per branch', () => {
  const ctx = useSignedInApp();
  let baner: number;
  let aundh: number;

  beforeEach(async () => {
    const branches = branchesClient(ctx.app, ctx.cookie);
    baner = await branches.add('Baner');
    aundh = await branches.add('Aundh');
  });

  const gold = { name: 'Gold', duration_days: 30, price: 1500, description: '' };
  const addPlan = (body: object, query = '') => ctx.send('POST', `/members/add_plan${query}`, body);
  const editPlan = (id: number, body: object, query = '', cookie = ctx.cookie) =>
    ctx.send('POST', `/members/edit_plan/${id}${query}`, body, { cookie });
  const stored = () =>
    ctx.app.db
      .selectFrom('plan_branch_prices')
      .selectAll()
      .orderBy('plan_id')
      .orderBy('branch_id')
      .execute();
  const details = async () => {
    const trail = await ctx.get('/activity?page=1&page_size=10');
    return (trail.json().data as { what: string; details: string }[]).map(
      (row) => `${row.what}: ${row.details}`,
    );
  };

  it('adds a plan with prices at some branches, answers and lists them by branch, and records them', async () => {
    const added = await addPlan({
      ...gold,
      branch_prices: [
        { branch_id: aundh, price: 1200 },
        { branch_id: baner, price: '1800' },
      ],
    });
    expect(added.statusCode).toBe(201);
    const { plan } = added.json();
    const prices = [
      { branch_id: baner, price: 1800 },
      { branch_id: aundh, price: 1200 },
    ];
    expect(plan).toEqual({
      id: expect.any(Number),
      ...gold,
      classes: 'all',
      branch_prices: prices,
    });
    expect((await ctx.get(`/members/edit_plan/${plan.id}`)).json()).toEqual(plan);
    expect((await ctx.get('/members/view_plans')).json().plans).toEqual([plan]);
    expect((await ctx.get('/members/view_plans?page=1&page_size=5')).json().data).toEqual([plan]);
    expect(await details()).toContain(
      'Added plan Gold: Duration (days): 30 · Price: ₹1,500 · Price at Baner: ₹1,800 · Price at Aundh: ₹1,200',
    );
  });

  it('leaves branch_prices out of a plan that has none, as a gym of one branch always read it', async () => {
    const { plan } = (await addPlan(gold)).json();
    expect(plan).toEqual({ id: expect.any(Number), ...gold, classes: 'all' });
    expect((await ctx.get(`/members/edit_plan/${plan.id}`)).json()).not.toHaveProperty(
      'branch_prices',
    );
  });

  it('replaces the prices an edit sends, keeps them when it sends none, and records each change by branch', async () => {
    const { plan } = (
      await addPlan({ ...gold, branch_prices: [{ branch_id: baner, price: 1800 }] })
    ).json();
    const kept = await editPlan(plan.id, { ...gold, price: 1600 });
    expect(kept.json().plan.branch_prices).toEqual([{ branch_id: baner, price: 1800 }]);
    const replaced = await editPlan(plan.id, {
      ...gold,
      price: 1600,
      branch_prices: [
        { branch_id: baner, price: 2000 },
        { branch_id: aundh, price: 1000 },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().plan.branch_prices).toEqual([
      { branch_id: baner, price: 2000 },
      { branch_id: aundh, price: 1000 },
    ]);
    const cleared = await editPlan(plan.id, { ...gold, price: 1600, branch_prices: [] });
    expect(cleared.json().plan).not.toHaveProperty('branch_prices');
    expect(await stored()).toEqual([]);
    expect(await details()).toEqual(
      expect.arrayContaining([
        'Edited plan Gold: Price: ₹1,500 → ₹1,600',
        'Edited plan Gold: Price at Baner: ₹1,800 → ₹2,000; Price at Aundh: — → ₹1,000',
        'Edited plan Gold: Price at Baner: ₹2,000 → —; Price at Aundh: ₹1,000 → —',
      ]),
    );
  });

  it.each([
    [
      'names a branch twice',
      () => [700, 800].map((price) => ({ branch_id: baner, price })),
      BRANCH_PRICE_TWICE,
    ],
    ['names a branch no one has', () => [{ branch_id: 999, price: 700 }], BRANCH_MISSING],
    [
      'gives a price below zero',
      () => [{ branch_id: baner, price: -1 }],
      'Price (branch prices, item 1) must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'gives a price that is not whole rupees',
      () => [
        { branch_id: aundh, price: 1 },
        { branch_id: baner, price: 10.5 },
      ],
      'Price (branch prices, item 2) must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'leaves the price out',
      () => [{ branch_id: baner }],
      'Price (branch prices, item 1) is required',
    ],
  ])('refuses prices that %s with 400, and writes nothing', async (_, prices, message) => {
    const { plan } = (
      await addPlan({ ...gold, branch_prices: [{ branch_id: aundh, price: 1200 }] })
    ).json();
    const before = await stored();
    const edit = await editPlan(plan.id, { ...gold, name: 'Platinum', branch_prices: prices() });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ status: 'failed', message });
    const add = await addPlan({ ...gold, name: 'Silver', branch_prices: prices() });
    expect(add.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    const plans = (await ctx.get('/members/view_plans')).json().plans;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Gold']);
  });

  it('sorts and searches the plans list by the price the chosen branch charges', async () => {
    await addPlan({
      ...gold,
      name: 'Cheap here',
      price: 3000,
      branch_prices: [{ branch_id: baner, price: 500 }],
    });
    await addPlan({ ...gold, name: 'Plain', price: 1000 });
    const names = async (query: string) =>
      (await ctx.get(`/members/view_plans?page=1&page_size=5&${query}`))
        .json()
        .data.map((plan: { name: string }) => plan.name);
    expect(await names(`sort=price&branch=${baner}`)).toEqual(['Cheap here', 'Plain']);
    expect(await names(`sort=price&branch=${aundh}`)).toEqual(['Plain', 'Cheap here']);
    expect(await names('sort=price&branch=all')).toEqual(['Plain', 'Cheap here']);
    expect(await names(`q=500&branch=${baner}`)).toEqual(['Cheap here']);
    expect(await names(`q=500&branch=${aundh}`)).toEqual([]);
  });

  it('shows an account limited to some branches only their prices, and keeps the others when it edits', async () => {
    const { plan } = (
      await addPlan({
        ...gold,
        branch_prices: [
          { branch_id: baner, price: 1800 },
          { branch_id: aundh, price: 1200 },
        ],
      })
    ).json();
    const owner = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner', [baner]);
    const seen = await ctx.get(`/members/edit_plan/${plan.id}`, { cookie: owner.cookie });
    expect(seen.json().branch_prices).toEqual([{ branch_id: baner, price: 1800 }]);

    const refused = await editPlan(
      plan.id,
      { ...gold, branch_prices: [{ branch_id: aundh, price: 1 }] },
      '',
      owner.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BRANCH_MISSING);

    const edited = await editPlan(plan.id, { ...gold, branch_prices: [] }, '', owner.cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plan).not.toHaveProperty('branch_prices');
    expect(await stored()).toEqual([{ plan_id: plan.id, branch_id: aundh, price: 1200 }]);
  });

  it('takes the prices into Deleted items with the plan and brings them back on restore', async () => {
    const { plan } = (
      await addPlan({ ...gold, branch_prices: [{ branch_id: baner, price: 1800 }] })
    ).json();
    expect((await ctx.send('DELETE', `/plans/delete_plan/${plan.id}`)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    const deleted = deletedClient(ctx.app, ctx.cookie);
    const restored = await deleted.restore(await deleted.idOf('plans', plan.id));
    expect(restored.statusCode).toBe(200);
    expect((await ctx.get(`/members/edit_plan/${plan.id}`)).json().branch_prices).toEqual([
      { branch_id: baner, price: 1800 },
    ]);
  });

  it('renews a member at the price of their home branch when the renewal names no fee', async () => {
    const { plan } = (
      await addPlan({ ...gold, branch_prices: [{ branch_id: baner, price: 1800 }] })
    ).json();
    const joined = (home: number, name: string, phone: string) =>
      ctx.dues.join(plan.id, 40, {
        name,
        phone,
        fee: '1500',
        paid: '1500',
        home_branch: String(home),
      });
    const atBaner = await joined(baner, 'Baner Member', '+919800000001');
    const atAundh = await joined(aundh, 'Aundh Member', '+919800000002');
    expect((await ctx.dues.renew(atBaner, {}, `?branch=${baner}`)).statusCode).toBe(200);
    expect((await ctx.dues.renew(atAundh, {}, `?branch=${aundh}`)).statusCode).toBe(200);
    expect((await ctx.dues.member(atBaner)).total_fee).toBe(1800);
    expect((await ctx.dues.member(atAundh)).total_fee).toBe(1500);
  });

  it('charges an imported new member without a fee the price of the branch the import’s new members join', async () => {
    await addPlan({ ...gold, name: 'Monthly', branch_prices: [{ branch_id: baner, price: 900 }] });
    const imports = importsClient(ctx.app, ctx.cookie);
    const { id, review } = await imports.reviewed(
      [
        ['Name', 'Phone', 'Plan', 'Paid'],
        ['Ravi', '9876543210', 'Monthly', '1000'],
      ],
      'members.csv',
      `&branch_id=${baner}`,
    );
    // At Baner the fee is ₹900, below the ₹1,000 paid: the row is refused as the form would,
    // whatever branch the run is then sent at.
    expect(review.counts).toMatchObject({ new: 0, error: 1 });
    const run = await ctx.send('POST', `/imports/${id}/run?branch=1`, { from: 0 });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ added: 0, skipped: 1 });

    const second = await imports.reviewed(
      [
        ['Name', 'Phone', 'Plan', 'Paid'],
        ['Meera', '9876543211', 'Monthly', '500'],
      ],
      'members.csv',
      `&branch_id=${baner}`,
    );
    await ctx.send('POST', `/imports/${second.id}/run`, { from: 0 });
    const meera = await ctx.app.db
      .selectFrom('members')
      .select(['total_fee', 'home_branch_id'])
      .where('name', '=', 'Meera')
      .executeTakeFirstOrThrow();
    expect(meera).toEqual({ total_fee: 900, home_branch_id: baner });
  });
});
