import { createHash } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { enquiryBody } from '../testing/enquiries-client';
import { memberForm } from '../testing/members-client';
import { seedGym } from '../testing/seeded-gym';
import { signedInApp, type SignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';
import { ADMIN, multipart } from '../testing/test-app';

/** The one route that needs no session. */
const LOGIN = 'POST /members/admin_login';

/** What each route's parameters are filled with: records the seeded gym has. */
const PARAMS: Record<string, string> = {
  id: '1',
  invoice_number: 'INV-00001',
  '*': 'js/scalar.js',
};
/** Member 5's monthly plan has run out: it can be renewed. */
const RENEW = 'POST /members/renew_member/:id';

type Body = () => Promise<{ payload: string | Buffer | object; headers?: Record<string, string> }>;
const json =
  (payload: object): Body =>
  async () => ({ payload });
const form =
  (fields: Record<string, string>): Body =>
  () =>
    multipart(fields);

/**
 * A body each route that takes one accepts with a session (the last test checks that), so that a
 * route answering without one would have something to write.
 */
const BODIES: Record<string, Body> = {
  'POST /members/add_plan': json({ name: 'Intruder', duration_days: 30, price: 1 }),
  'POST /members/edit_plan/:id': json({ name: 'Intruder Edited', duration_days: 7, price: 1 }),
  'POST /members/add_member': form({ ...memberForm, name: 'Intruder', plan: '1' }),
  // Member 1 is on the yearly plan (2) and has paid 800 of 12000.
  'POST /members/update_member/:id': form({
    ...memberForm,
    name: 'Intruder',
    plan: '2',
    fee: '12000',
    paid: '1000',
    due: '11000',
  }),
  'POST /payments/record_payment/:id': json({ amount: 100, method: 'cash' }),
  'POST /payments/update_dues/:id': json({
    phone: '+919800000010',
    plan: 2,
    total_fee: 12000,
    paid_amount: 11000,
    leave_date: null,
    rejoin_date: null,
  }),
  [RENEW]: json({ paid: 500, method: 'upi' }),
  'POST /members/add_trainer_staff': form({ ...trainer, name: 'Intruder' }),
  'POST /members/edit_trainer_staff/:id': form({ ...trainer, name: 'Intruder' }),
  'POST /enquiries/add_enquiry': json({ ...enquiryBody, name: 'Intruder' }),
  'POST /enquiries/edit_enquiry/:id': json({ ...enquiryBody, name: 'Intruder', status: 'Lost' }),
  'POST /attendance/check_in': json({ member_id: 2 }),
  'POST /members/admin_profile': json({ full_name: 'Intruder', email: '', phone: '' }),
  'POST /team/add_account': json({
    full_name: 'Intruder',
    username: 'intruder',
    role_id: 3,
    temporary_password: 'a-temporary-password',
  }),
  'POST /team/edit_account/:id': json({ full_name: 'Intruder', role_id: 1 }),
  'POST /team/disable_account/:id': json({}),
  'POST /team/enable_account/:id': json({}),
  'POST /team/reset_password/:id': json({ temporary_password: 'a-temporary-password' }),
  'POST /team/add_role': json({ name: 'Intruders', permissions: ['members.view'] }),
  'POST /team/edit_role/:id': json({ name: 'Intruders', permissions: ['members.view'] }),
  'POST /members/change_password': json({
    current_password: ADMIN.password,
    new_password: 'an-intruders-password',
  }),
};
/** Writes that take no body: the URL says it all. */
const WITHOUT_BODY = new Set(['POST /members/admin_logout', 'POST /attendance/check_out/:id']);

interface Route {
  key: string;
  method: string;
  url: string;
}

/** A signed-in app, and every route Fastify added to it, seen through its onRoute hook. */
async function appWithRouteTable() {
  const routes: Route[] = [];
  const initialization = diagnostics.channel('fastify.initialization');
  const watch = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ key: `${method} ${route.url}`, method, url: route.url });
    });
  initialization.subscribe(watch);
  try {
    return { gym: await signedInApp({ loginRateLimit: 1_000 }), routes };
  } finally {
    initialization.unsubscribe(watch);
  }
}

const concrete = ({ key, url }: Pick<Route, 'key' | 'url'>) =>
  url.replace(/:(\w+)|\*/g, (match, name: string | undefined) =>
    key === RENEW ? '5' : PARAMS[name ?? match]!,
  );

/** Every row of every table, as one fingerprint per table. */
async function tables(gym: SignedInApp) {
  const db = gym.app.db as unknown as Kysely<Record<string, object>>;
  const fingerprints: Record<string, string> = {};
  for (const { name, isView } of await db.introspection.getTables()) {
    if (isView) continue;
    const rows = (await db.selectFrom(name).selectAll().execute()).map((row) =>
      JSON.stringify(row),
    );
    fingerprints[name] = createHash('sha256').update(rows.sort().join('\n')).digest('hex');
  }
  return fingerprints;
}

describe('every route but login', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await appWithRouteTable());
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
      ]),
    );
    const before = await tables(gym);
    const problems: string[] = [];
    for (const route of routes) {
      const { key, method } = route;
      if (key === LOGIN) continue;
      const body = method === 'POST' && !WITHOUT_BODY.has(key) ? BODIES[key] : undefined;
      if (method === 'POST' && !WITHOUT_BODY.has(key) && !body) {
        problems.push(`${key}: no body to send it; add one to BODIES`);
        continue;
      }
      const sent = await body?.();
      const response = await gym.app.inject({
        method: method as 'GET',
        url: concrete(route),
        payload: sent?.payload,
        headers: sent?.headers,
      });
      const expected =
        method === 'HEAD' ? '' : '{"status":"failed","message":"Please log in to continue."}';
      if (response.statusCode !== 401 || response.body !== expected)
        problems.push(`${key}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      const after = await tables(gym);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) {
        problems.push(`${key}: wrote to ${changed.join(', ')}`);
        Object.assign(before, after);
      }
    }
    expect(problems).toEqual([]);
  });

  it('sends bodies that each route accepts with a session', async () => {
    const refused: string[] = [];
    for (const [key, body] of Object.entries(BODIES)) {
      const [method, url] = key.split(' ') as ['POST', string];
      const sent = await body();
      const response = await gym.app.inject({
        method,
        url: concrete({ key, url }),
        payload: sent.payload,
        headers: { cookie: gym.cookie, ...sent.headers },
      });
      if (response.statusCode >= 300)
        refused.push(`${key}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });
});
