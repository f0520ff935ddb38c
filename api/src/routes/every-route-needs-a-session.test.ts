import { refusalProblems } from '../testing/refusals';
import { isPublic, LOGIN } from '../testing/route-calls';
import { appWithRouteTable, type Route } from '../testing/route-table';
import { seedGym } from '../testing/seeded-gym';
import type { SignedInApp } from '../testing/signed-in-app';

// Each route is sent its declaration's example, which it accepts with a session (the Owner's walk
// in every-route-for-every-role.test.ts proves it), so that a route answering without one would
// have something to write. Only the routes whose declared audience is the public go unasked.
describe('every route but login and the gym’s name', () => {
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
        'POST /reminders/:id/outcome',
        'POST /team/add_account',
      ]),
    );
    // Declaring a route public is what lets it answer without a session: these three, no other.
    expect(routes.filter(isPublic).map((route) => route.key)).toEqual([
      LOGIN,
      'GET /members/gym_name',
      'HEAD /members/gym_name',
    ]);
    const problems = await refusalProblems(gym.app, routes, {
      status: 401,
      message: 'Please log in to continue.',
    });
    expect(problems).toEqual([]);
  });
});
