import { createTestApp, login, type TestApp } from '../../testing/test-app';

describe('GET /members/view_plans, paged form', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let app: TestApp;
  let cookie: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    app = ctx.app;
    cookie = await login(app);
    const plans = [
      { name: 'Gold', duration_days: 30, price: 1200, description: 'Gym floor' },
      { name: 'Swim', duration_days: 90, price: 4500, description: 'Swimming POOL access' },
      { name: 'Trial', duration_days: 1, price: null, description: '' },
      { name: '100% Fit', duration_days: 60, price: 2000, description: '' },
    ];
    for (const plan of plans) await app.inject({ method: 'POST', url: '/members/add_plan', headers: { cookie }, payload: plan });
  });
  afterEach(() => ctx.close());

  const list = (query: string) => app.inject({ url: `/members/view_plans${query}`, headers: { cookie } });
  const names = async (query: string) => ((await list(query)).json() as { data: { name: string }[] }).data.map((p) => p.name);

  it('keeps the plain form without a query', async () => {
    const body = (await list('')).json();
    expect(body.status).toBe('success');
    expect(body.plans).toHaveLength(4);
  });

  it('answers one page and the total, oldest first', async () => {
    const response = await list('?page=2&page_size=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ id: expect.any(Number), name: '100% Fit', duration_days: 60, price: 2000, description: '' }],
      total: 4,
    });
    expect(await names('?page=1&page_size=2')).toEqual(['Gold', 'Swim']);
    expect(await names('?page=9')).toEqual([]);
  });

  it('searches name, description and price, case-insensitively', async () => {
    expect(await names('?q=pool')).toEqual(['Swim']);
    expect(await names('?q=GOLD')).toEqual(['Gold']);
    expect(await names('?q=4500')).toEqual(['Swim']);
    expect(await names('?q=%E2%82%B91%2C200')).toEqual(['Gold']);
    expect(await names('?q=%25')).toEqual(['100% Fit']);
    expect((await list('?q=nothing')).json()).toEqual({ data: [], total: 0 });
  });

  it.each(['?page=0', '?page_size=0', '?page_size=101', '?page=x', `?q=${'a'.repeat(101)}`])('refuses %s with 400', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/members/view_plans?page=1' })).statusCode).toBe(401);
  });
});
