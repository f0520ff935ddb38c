import { memberForm, sharedPhoneForm } from '../../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { multipart } from '../../testing/test-app';

/** The add route and the plans' count, for the block whose app is `ctx`. */
const planRoutes = (ctx: SignedInApp) => ({
  addPlan: (payload: unknown) => ctx.send('POST', '/members/add_plan', payload as object),
  countPlans: async () =>
    (
      await ctx.app.db
        .selectFrom('plans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
});
const gold = { name: 'Gold', duration_days: 30, price: 1500, description: 'Gym and pool' };

describe('plan routes', () => {
  const ctx = useSignedInApp();
  const { addPlan, countPlans } = planRoutes(ctx);

  it('creates a plan and lists it', async () => {
    const created = await addPlan({ ...gold, name: '  Gold  ' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      status: 'success',
      message: `Plan added successfully! ID: ${body.plan.id}`,
      plan: { id: expect.any(Number), ...gold, classes: 'all' },
    });
    const list = await ctx.get('/members/view_plans');
    expect(list.json()).toEqual({ status: 'success', plans: [body.plan] });
  });

  it('accepts a plan without price or description, and numbers sent as text', async () => {
    const response = await addPlan({ name: 'Trial', duration_days: '7' });
    expect(response.statusCode).toBe(201);
    expect(response.json().plan).toMatchObject({
      name: 'Trial',
      duration_days: 7,
      price: null,
      description: '',
    });
  });

  it('refuses "Infinity" as JSON, as multipart and on edit, and the plans list keeps working', async () => {
    const { plan } = (await addPlan(gold)).json();
    const json = '{"name":"InfPrice","duration_days":5,"price":"Infinity"}';
    const form = await multipart({ name: 'InfPrice', duration_days: '5', price: 'Infinity' });
    const attempts = [
      await ctx.app.inject({
        method: 'POST',
        url: '/members/add_plan',
        headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
        payload: json,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/members/add_plan',
        headers: { cookie: ctx.cookie, ...form.headers },
        payload: form.payload,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/members/edit_plan/${plan.id}`,
        headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
        payload: json,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: `/members/edit_plan/${plan.id}`,
        headers: { cookie: ctx.cookie, ...form.headers },
        payload: form.payload,
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'Price must be a whole number of rupees from 0 to 10000000',
      });
    }
    const list = await ctx.get('/members/view_plans');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ status: 'success', plans: [plan] });
    expect((await ctx.get(`/members/edit_plan/${plan.id}`)).json()).toEqual(plan);
  });

  it('refuses a duplicate name in any case with 409', async () => {
    await addPlan(gold);
    const duplicate = await addPlan({ ...gold, name: 'GOLD' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: 'failed',
      message: 'A plan named "GOLD" already exists.',
    });
    expect(await countPlans()).toBe(1);
  });

  it('loads a plan for editing, and 404s an unknown or 400s a malformed id', async () => {
    const { plan } = (await addPlan(gold)).json();
    const found = await ctx.get(`/members/edit_plan/${plan.id}`);
    expect(found.json()).toEqual(plan);

    const missing = await ctx.get('/members/edit_plan/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'failed', message: 'Plan 9999 not found.' });

    const malformed = await ctx.get('/members/edit_plan/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 'failed', message: 'Id must be a whole number' });
  });

  it('updates a plan', async () => {
    const { plan } = (await addPlan(gold)).json();
    const changes = { name: 'Gold Plus', duration_days: 60, price: null, description: '' };
    const response = await ctx.send('POST', `/members/edit_plan/${plan.id}`, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Plan updated successfully!',
      plan: { id: plan.id, ...changes, classes: 'all' },
    });
    const reloaded = await ctx.get(`/members/edit_plan/${plan.id}`);
    expect(reloaded.json()).toEqual({ id: plan.id, ...changes, classes: 'all' });
  });

  it('keeps a plan unchanged when an update is invalid, unknown or clashes', async () => {
    const { plan } = (await addPlan(gold)).json();
    await addPlan({ ...gold, name: 'Silver' });
    const post = (id: number | string, payload: object) =>
      ctx.send('POST', `/members/edit_plan/${id}`, payload);

    expect((await post(plan.id, { ...gold, duration_days: -1 })).statusCode).toBe(400);
    expect((await post(plan.id, { ...gold, name: 'silver' })).statusCode).toBe(409);
    expect((await post(9999, gold)).statusCode).toBe(404);
    expect((await post(plan.id, { ...gold, name: 'gold' })).statusCode).toBe(200);

    const reloaded = await ctx.get(`/members/edit_plan/${plan.id}`);
    expect(reloaded.json()).toEqual({ ...plan, name: 'gold' });
  });

  it('deletes a plan, then 404s deleting it again', async () => {
    const { plan } = (await addPlan(gold)).json();
    const response = await ctx.send('DELETE', `/plans/delete_plan/${plan.id}`);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Deleted successfully!',
      activity_id: expect.any(Number),
    });
    expect(await countPlans()).toBe(0);

    const again = await ctx.send('DELETE', `/plans/delete_plan/${plan.id}`);
    expect(again.statusCode).toBe(404);
    const malformed = await ctx.send('DELETE', '/plans/delete_plan/0');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses with 409 to delete a plan that members are on, and deletes it once they moved', async () => {
    const { plan } = (await addPlan(gold)).json();
    const { plan: silver } = (await addPlan({ ...gold, name: 'Silver' })).json();
    const members = ctx.members;
    const ids: number[] = [];
    for (const name of ['Asha', 'Ravi'])
      ids.push(
        (await members.add({ ...sharedPhoneForm, name, plan: String(plan.id) })).json().member_id,
      );

    const response = await ctx.send('DELETE', `/plans/delete_plan/${plan.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'This plan cannot be deleted: 2 members are on it. Move them to another plan first.',
    });
    expect(await countPlans()).toBe(2);

    await members.remove(ids[0]!);
    await members.update(ids[1]!, { ...memberForm, name: 'Ravi', plan: String(silver.id) });
    expect((await ctx.send('DELETE', `/plans/delete_plan/${plan.id}`)).statusCode).toBe(200);
  });
});

// A refusal writes nothing, so the refusals share one app: a refusal that wrote would fail its own
// test (the count) and every later one (one app each was 28 apps a database).
describe('plan routes, refusing an add', () => {
  const ctx = useSignedInApp({}, 'all');
  const { addPlan, countPlans } = planRoutes(ctx);

  it.each([
    ['an empty name', { ...gold, name: '' }, 'Name is required'],
    ['a blank name', { ...gold, name: '   ' }, 'Name must not be blank'],
    ['no name', { duration_days: 30 }, 'Name is required'],
    [
      'a 5,000-character name',
      { ...gold, name: 'x'.repeat(5000) },
      'Name must be at most 100 characters',
    ],
    ['no duration', { name: 'Gold' }, 'Duration days is required'],
    ['a negative duration', { ...gold, duration_days: -5 }, 'Duration days must be at least 1'],
    ['a zero duration', { ...gold, duration_days: 0 }, 'Duration days must be at least 1'],
    [
      'a non-numeric duration',
      { ...gold, duration_days: 'thirty' },
      'Duration days must be a whole number',
    ],
    [
      'a fractional duration',
      { ...gold, duration_days: 1.5 },
      'Duration days must be a whole number',
    ],
    [
      'a duration over ten years',
      { ...gold, duration_days: 3651 },
      'Duration days must be at most 3650',
    ],
    [
      'a non-numeric price',
      { ...gold, price: 'abc' },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a negative price',
      { ...gold, price: -1 },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a huge price',
      { ...gold, price: 10_000_001 },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a 1,001-character description',
      { ...gold, description: 'd'.repeat(1001) },
      'Description must be at most 1000 characters',
    ],
    ['a JSON array', [gold], 'The body must be an object'],
    [
      'a price of "Infinity"',
      { ...gold, price: 'Infinity' },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a price of 1e308',
      { ...gold, price: 1e308 },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a price in hex',
      { ...gold, price: '0x20' },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a price as an exponent',
      { ...gold, price: '1e3' },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a price in an array',
      { ...gold, price: [5] },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'an empty price text',
      { ...gold, price: '' },
      'Price must be a whole number of rupees from 0 to 10000000',
    ],
    [
      'a duration of "Infinity"',
      { ...gold, duration_days: 'Infinity' },
      'Duration days must be a whole number',
    ],
    [
      'a duration of "NaN"',
      { ...gold, duration_days: 'NaN' },
      'Duration days must be a whole number',
    ],
    [
      'a duration with spaces',
      { ...gold, duration_days: ' 30' },
      'Duration days must be a whole number',
    ],
    [
      'a duration of true',
      { ...gold, duration_days: true },
      'Duration days must be a whole number',
    ],
    [
      'a name with a NUL byte',
      { ...gold, name: 'Go\u0000ld' },
      'Name must not contain control characters',
    ],
    [
      'a description with an escape character',
      { ...gold, description: 'a\u001Bb' },
      'Description must not contain control characters',
    ],
  ])('refuses %s with 400 and writes nothing', async (_, payload, message) => {
    const response = await addPlan(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(await countPlans()).toBe(0);
  });

  it('refuses broken JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/members/add_plan',
      headers: { cookie: ctx.cookie, 'content-type': 'application/json' },
      payload: '{"name": "Gold", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/JSON/),
    });
    expect(await countPlans()).toBe(0);
  });
});
