import { createTestApp } from '../../testing/test-app';

describe('GET /health', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  it('answers 200 without a session while the database answers', async () => {
    const response = await ctx.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Spotter is up.' });
  });

  it('answers 503 once the database cannot be reached, so a balancer takes the instance out', async () => {
    await ctx.app.db.destroy();
    const response = await ctx.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'failed', message: 'The database cannot be reached.' });
  });
});
