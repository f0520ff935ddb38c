import { LOGIN, requestsTo } from '../testing/route-calls';
import {
  appWithRouteTable,
  changedTables,
  tableFingerprints,
  type Route,
} from '../testing/route-table';
import { seedGym } from '../testing/seeded-gym';
import type { SignedInApp } from '../testing/signed-in-app';
import { ADMIN } from '../testing/test-app';

// Each route is sent what it accepts with a session (testing/route-calls.ts; the Owner's walk in
// every-route-for-every-role.test.ts proves it), so that a route answering without one would have
// something to write.
describe('every route but login', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await appWithRouteTable({ loginRateLimit: 1_000 }));
    await seedGym(gym.app, gym.cookie);
  });
  afterAll(() => gym.close());

  it('answers 401 "Please log in to continue." without a session, and writes nothing', async () => {
    // The collector sees the whole table: the routes the resource tests once listed by hand.
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        LOGIN,
        'GET /members/view_plans',
        'POST /members/update_member/:id',
        'GET /payments/invoice_pdf/:invoice_number/',
        'DELETE /attendance/delete/:id',
        'POST /members/change_password',
        'GET /dashboard/notifications',
        'POST /team/add_account',
      ]),
    );
    let before = await tableFingerprints(gym.app);
    const problems: string[] = [];
    for (const route of routes) {
      const { key, method } = route;
      if (key === LOGIN) continue;
      const requests = await requestsTo(route, ADMIN);
      if ('missing' in requests) {
        problems.push(requests.missing);
        continue;
      }
      for (const request of requests) {
        const response = await gym.app.inject(request);
        const expected =
          method === 'HEAD' ? '' : '{"status":"failed","message":"Please log in to continue."}';
        if (response.statusCode !== 401 || response.body !== expected)
          problems.push(`${key}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const after = await tableFingerprints(gym.app);
      const changed = changedTables(before, after);
      if (changed.length > 0) problems.push(`${key}: wrote to ${changed.join(', ')}`);
      before = after;
    }
    expect(problems).toEqual([]);
  });
});
