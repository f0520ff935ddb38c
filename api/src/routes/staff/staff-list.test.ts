import { staffClient, trainer } from '../../testing/staff-client';
import { createTestApp, login, type TestApp } from '../../testing/test-app';

describe('GET /members/view_all_trainers_staff, paged form', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let app: TestApp;
  let cookie: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    app = ctx.app;
    cookie = await login(app);
    const api = staffClient(app, cookie);
    await api.add(trainer);
    await api.add({ ...trainer, name: 'Asha Rao', location: 'Mumbai', trainer_or_staff: 'Staff', phone: '+919800000001', email: 'asha@example.com' });
    await api.add({ ...trainer, name: 'Meera Iyer', phone: '+919800000002', email: 'meera@example.com' });
  });
  afterEach(() => ctx.close());

  const list = (query: string) => app.inject({ url: `/members/view_all_trainers_staff${query}`, headers: { cookie } });
  const names = async (query: string) => ((await list(query)).json() as { data: { user: string }[] }).data.map((s) => s.user);

  it('keeps the plain form without a query', async () => {
    const body = (await list('')).json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(3);
  });

  it('answers one page and the total', async () => {
    const body = (await list('?page=2&page_size=2')).json();
    expect(body.total).toBe(3);
    expect(body.data).toEqual([expect.objectContaining({ user: 'Meera Iyer', trainer_or_staff: 'Trainer', profile_picture: null })]);
    expect(await names('?page_size=2')).toEqual(['Ravi Kumar', 'Asha Rao']);
  });

  it('searches name, role and location, case-insensitively', async () => {
    expect(await names('?q=iyer')).toEqual(['Meera Iyer']);
    expect(await names('?q=staff')).toEqual(['Asha Rao']);
    expect(await names('?q=PUNE')).toEqual(['Ravi Kumar', 'Meera Iyer']);
    expect((await list('?q=_')).json()).toEqual({ data: [], total: 0 });
  });

  it.each(['?page=0', '?page_size=500', '?page=1.5', `?q=${'a'.repeat(101)}`])('refuses %s with 400', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
  });
});
