import type { HTTPMethods } from 'fastify';
import type { Config } from '../config';
import { deletedClient } from './deleted-client';
import { duesClient } from './dues-client';
import { enquiriesClient } from './enquiries-client';
import { invoicesClient } from './invoices-client';
import { membersClient } from './members-client';
import { remindersClient } from './reminders-client';
import { staffClient } from './staff-client';
import { teamClient } from './team';
import { createTestApp, login } from './test-app';

/**
 * A test app (see createTestApp) signed in as the configured admin, with requests that send its
 * session and the screens' clients bound to it.
 */
export async function signedInApp(overrides: Partial<Config> = {}) {
  const ctx = await createTestApp(overrides);
  const { app } = ctx;
  const cookie = await login(app);
  return {
    ...ctx,
    cookie,
    /** GET with the session; `headers` are added (a `cookie` among them replaces it). */
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { cookie, ...headers } }),
    /** Any method with the session, and a JSON body when one is given. */
    send: (method: HTTPMethods, url: string, payload?: unknown, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { cookie, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    members: membersClient(app, cookie),
    dues: duesClient(app, cookie),
    staff: staffClient(app, cookie),
    enquiries: enquiriesClient(app, cookie),
    invoices: invoicesClient(app, cookie),
    team: teamClient(app, cookie),
    deleted: deletedClient(app, cookie),
    reminders: remindersClient(app, cookie),
  };
}

export type SignedInApp = Awaited<ReturnType<typeof signedInApp>>;

/**
 * The signed-in app of the enclosing describe block (or file): a fresh one for each test, or
 * with `'all'` one that its tests share, closed after them. Its fields change from test to test,
 * so read them inside hooks and tests, never when the block is defined.
 */
export function useSignedInApp(
  overrides: Partial<Config> = {},
  scope: 'each' | 'all' = 'each',
): SignedInApp {
  const current = {} as SignedInApp;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    Object.assign(current, await signedInApp(overrides));
  });
  // Nothing to close when the set-up failed (its own error says why).
  after(() => current.close?.());
  return current;
}
