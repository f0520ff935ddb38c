import { createTestApp, login } from '../testing/test-app';

describe('error responses', () => {
  it('hides the details of unexpected errors behind a generic 500', async () => {
    const ctx = await createTestApp();
    ctx.app.get(
      '/boom',
      { config: { audience: 'staff', scope: 'chain', permission: 'signed-in' } },
      async () => {
        throw new Error('SQLITE_CORRUPT: secret internals');
      },
    );
    try {
      const cookie = await login(ctx.app);
      const response = await ctx.app.inject({ url: '/boom', headers: { cookie } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'Something went wrong on the server. Please try again.',
      });
      expect(response.body).not.toContain('secret');
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 while the database cannot be reached, whatever the lost connection said', async () => {
    const ctx = await createTestApp();
    const lost = [
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
    ];
    lost.forEach((error, i) =>
      ctx.app.get(
        `/lost/${i}`,
        { config: { audience: 'staff', scope: 'chain', permission: 'signed-in' } },
        async () => {
          throw error;
        },
      ),
    );
    try {
      const cookie = await login(ctx.app);
      for (const i of lost.keys()) {
        const response = await ctx.app.inject({ url: `/lost/${i}`, headers: { cookie } });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: 'failed',
          message: 'The database is unavailable; try again in a moment.',
        });
      }
    } finally {
      await ctx.close();
    }
  });

  it('answers unknown routes with 404 in the same shape, once signed in', async () => {
    const ctx = await createTestApp();
    try {
      const anonymous = await ctx.app.inject({ url: '/members/nothing_here' });
      expect(anonymous.statusCode).toBe(401);
      const cookie = await login(ctx.app);
      const response = await ctx.app.inject({
        url: '/members/nothing_here?x=1',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'No route GET /members/nothing_here',
      });
    } finally {
      await ctx.close();
    }
  });
});
