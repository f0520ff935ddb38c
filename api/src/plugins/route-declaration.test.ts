import { watchingRoutes } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';
import { declarationGaps } from './route-declaration';

/** Builds the app with the plans' list declared as `change` makes it: answers how it ended. */
const startWith = (change: Record<string, unknown>) =>
  watchingRoutes(
    () => createTestApp(),
    (route) => {
      if (route.url === '/members/view_plans' && route.method === 'GET')
        route.config = { ...route.config, ...change };
    },
  );

describe('the declaration every route makes (docs/architecture.md, "A route is one declaration")', () => {
  it.each([
    ['permission', { permission: undefined }, 'config.permission'],
    ['audience', { audience: undefined }, 'config.audience'],
    ['scope', { scope: undefined }, 'config.scope'],
    ['an audience of its own', { audience: 'visitors' }, 'config.audience'],
    ['a scope of its own', { scope: 'city' }, 'config.scope'],
  ])('is whole: an app with a route without its %s refuses to start', async (_, change, gap) => {
    await expect(startWith(change)).rejects.toThrow(
      `GET /members/view_plans does not declare ${gap} (plugins/route-declaration.ts)`,
    );
  });

  it('keeps the public audience for public routes: anyone may call them, and only them', () => {
    const route = (config: object) => declarationGaps({ method: 'GET', config });
    const gap = "config.audience 'public' with config.permission 'public', and only then";
    expect(route({ permission: 'public', audience: 'public', scope: 'chain' })).toEqual([]);
    expect(route({ permission: 'public', audience: 'staff', scope: 'chain' })).toEqual([gap]);
    expect(route({ permission: 'plans.view', audience: 'public', scope: 'chain' })).toEqual([gap]);
    expect(route({ permission: 'plans.view', audience: 'staff', scope: 'chain' })).toEqual([]);
  });

  it('is whole on every route of the app as built', async () => {
    const app = await createTestApp();
    await app.close();
  });
});
