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
import { takeSnapshot, type DatabaseSnapshot } from './database-snapshot';
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
 * The signed-in app of the enclosing describe block (or file). Each test starts on the database
 * the block's first test had (a fresh copy of the migrated template, signed in): with `'each'`
 * the block's app puts its database back before every test (see database-snapshot.ts), which is a
 * fraction of building a new app; with `'all'` its tests share one app and database as they leave
 * it. Closed after the block. Its fields are set once the block starts, so read them inside hooks
 * and tests, never when the block is defined.
 */
export function useSignedInApp(
  overrides: Partial<Config> = {},
  scope: 'each' | 'all' = 'each',
): SignedInApp {
  const current = {} as SignedInApp;
  let snapshot: DatabaseSnapshot | undefined;
  let fresh = false;
  const open = async () => {
    Object.assign(current, await signedInApp(overrides));
    if (scope === 'each')
      snapshot = await takeSnapshot({
        dataDir: current.dataDir,
        databaseUrl: current.config.databaseUrl,
      });
    fresh = true;
  };
  const close = async () => {
    await snapshot?.discard();
    snapshot = undefined;
    await current.close?.();
  };
  beforeAll(open);
  if (scope === 'each')
    beforeEach(async () => {
      // A test that closed the app (to start another on its data) leaves the next a new one.
      if (current.closed()) {
        await close();
        await open();
      } else if (!fresh) await snapshot?.restore();
      fresh = false;
    });
  // Nothing to close when the set-up failed (its own error says why).
  afterAll(close);
  return current;
}
