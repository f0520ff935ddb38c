import { watchingRoutes } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';

describe('the permission every route declares', () => {
  it('is required: an app with a route that declares none refuses to start', async () => {
    const start = watchingRoutes(
      () => createTestApp(),
      (route) => {
        // As if the plans' list had been written without `config: { permission }`.
        if (route.url === '/members/view_plans' && route.method === 'GET')
          route.config = { ...route.config, permission: undefined };
      },
    );
    await expect(start).rejects.toThrow(
      'GET /members/view_plans declares no permission: add config.permission (plugins/auth.ts)',
    );
  });
});
