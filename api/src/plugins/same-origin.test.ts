import { useSignedInApp } from '../testing/signed-in-app';
import { multipart } from '../testing/test-app';

describe('state-changing requests from other origins', () => {
  const ctx = useSignedInApp(
    { allowedOrigins: ['http://localhost:3000', 'http://localhost:3003'] },
    'all',
  );

  const addPlan = async (name: string, headers: Record<string, string>) => {
    const form = await multipart({ name, duration_days: '30', price: '1000' });
    return ctx.app.inject({
      method: 'POST',
      url: '/members/add_plan',
      payload: form.payload,
      headers: { ...form.headers, cookie: ctx.cookie, ...headers },
    });
  };
  const planNames = async () =>
    (await ctx.app.db.selectFrom('plans').select('name').execute()).map((p) => p.name);

  it.each([
    ['a page on another port of the same site', { origin: 'http://localhost:3198' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a same-site fetch that sent no Origin', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site fetch that sent no Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write from %s with 403 and writes nothing', async (_, headers) => {
    const response = await addPlan('Forged', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'This request did not come from Spotter.',
    });
    expect(await planNames()).not.toContain('Forged');
  });

  it('refuses a login posted from another page (login forgery)', async () => {
    const form = await multipart({ username: 'test-admin', password: 'test-password-123' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/members/admin_login',
      payload: form.payload,
      headers: { ...form.headers, origin: 'http://localhost:3198', 'sec-fetch-site': 'same-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    [
      'the app’s own origin',
      'Own',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    ],
    ['another configured origin', 'Configured', { origin: 'http://localhost:3003' }],
    ['a same-origin fetch that sent no Origin', 'Fetch', { 'sec-fetch-site': 'same-origin' }],
    ['a client that is not a browser (neither header)', 'Script', {}],
  ])('accepts a write from %s', async (_, name, headers) => {
    expect((await addPlan(name, headers)).statusCode).toBe(201);
    expect(await planNames()).toContain(name);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await ctx.app.inject({
      url: '/members/view_plans',
      headers: { cookie: ctx.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
