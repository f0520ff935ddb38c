import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loginLimiter } from './login-limiter';

// PostgreSQL only: there instances write at the same moment. (SQLite serialises writers; two
// instances in one test process would wait on each other's locks with the event loop blocked.)
describe('login limit across instances writing at once', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  it('counts every failure, none lost to a race', async () => {
    const limiter = (app: TestApp) =>
      loginLimiter(app.db, 'login', {
        perAccount: 100,
        perAddress: 100,
        addressDelayMs: 0,
        windowMs: 60_000,
      });
    const other = await buildApp(ctx.config);
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          limiter(i % 2 ? other : ctx.app).attempt('203.0.113.7', 'admin'),
        ),
      );
      expect(await limiter(ctx.app).attempt('203.0.113.7', 'admin')).toEqual({
        account: 21,
        address: 21,
      });
    } finally {
      await other.close();
    }
  });

  it('admits at most the limit of attempts made at once on two instances', async () => {
    const limiter = (app: TestApp) =>
      loginLimiter(app.db, 'login', {
        perAccount: 10,
        perAddress: 100,
        addressDelayMs: 0,
        windowMs: 60_000,
      });
    const other = await buildApp(ctx.config);
    try {
      const counted = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          limiter(i % 2 ? other : ctx.app).attempt('203.0.113.7', 'admin'),
        ),
      );
      expect(counted.filter((count) => count !== null)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});
