import timers from 'node:timers';
import { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AccountBranches, BuiltInRoleName } from '../schemas';
import { SESSION_COOKIE } from '../plugins/auth';
import { setPasswordCostForTests } from '../lib/passwords';
import { takeSnapshot } from './database-snapshot';
import { setClock } from './recorded-at';
import { addTask, type TaskFields } from './reminders-client';
import { addAccount, ROLE_ID, TEMPORARY_PASSWORD } from './team';
import { ADMIN, createTestApp, sessionCookie, type TestApp } from './test-app';

// What the app's Node code reads from the globals and jsdom's lack: Fastify and light-my-request
// answer through setImmediate, and @fastify/compress asks whether an answer is a web stream or a
// Fetch Response (which no route answers: a class of its own stands in, that nothing is made of).
globalThis.setImmediate ??= timers.setImmediate;
globalThis.clearImmediate ??= timers.clearImmediate;
globalThis.ReadableStream ??= WebReadableStream as typeof globalThis.ReadableStream;
globalThis.Response ??= class NoFetchResponse {} as unknown as typeof globalThis.Response;

/** What a screen test's fetch receives from the app: status, headers and the bytes. */
export interface InjectedReply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A request as the screens' client sends it, its `/api` prefix taken off. */
export interface ScreenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Uint8Array | string;
}

/** The configured admin, an Owner: `owner`, as the screens' fake API calls it too. */
const OWNER = { username: 'owner', password: ADMIN.password };

/**
 * The real API for screen tests, in-process (shared/src/testing/in-process-api.ts puts it behind the
 * client's fetch): one app per test file on a copy of the run's migrated SQLite template, as the
 * API tests build theirs, answering through `app.inject` (no port). `reset` puts the database back
 * as the app started it (database-snapshot.ts, as useSignedInApp does between tests), so a file's
 * tests share one app. The screens' requests carry the session its cookie jar holds: the
 * configured admin (an Owner) at first, `signInAs` another role's new account, and whatever the
 * screens' own login and logout set.
 */
export async function screenApi() {
  // As jest-setup.ts does for the API tests: a cheap password hash, no reader threads.
  setPasswordCostForTests({ N: 1024, r: 1, p: 1 });
  process.env.SQLITE_READERS ??= '0';
  const ctx = await withNodeTimers(() =>
    createTestApp({ databaseUrl: undefined, adminUsername: OWNER.username }),
  );
  const { app } = ctx;
  const owner = await withNodeTimers(() => signIn(app, OWNER));
  const snapshot = await takeSnapshot({ dataDir: ctx.dataDir, databaseUrl: undefined });
  let session: string | undefined = owner;

  const keep = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) return;
    const gone = !cookie.value || cookie.maxAge === 0 || (cookie.expires ?? Infinity) <= new Date();
    session = gone ? undefined : `${SESSION_COOKIE}=${cookie.value}`;
  };

  const api = {
    /** As the Owner, outside the screens: a test's records, made through the routes. */
    seed: (method: InjectOptions['method'], url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) }),
    /** The screens' request, with the jar's session; the reply's cookie goes into the jar. */
    async answer({ method, url, headers, payload }: ScreenRequest): Promise<InjectedReply> {
      const response = await app.inject({
        method: method as InjectOptions['method'],
        url,
        headers: { ...headers, ...(session ? { cookie: session } : {}) },
        ...(payload === undefined
          ? {}
          : {
              payload:
                typeof payload === 'string'
                  ? payload
                  : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength),
            }),
      });
      keep(response);
      const replyHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined) replyHeaders[name] = String(value);
      return { status: response.statusCode, headers: replyHeaders, body: response.rawPayload };
    },
    /**
     * A new account with `role` (a built-in role's name or a role's id) at `branches` (all by
     * default), added by the Owner, signed in and past choosing its password; answers its id and
     * session cookie.
     */
    async account(
      role: BuiltInRoleName | number,
      username: string,
      {
        full_name,
        branches,
        staff_id,
      }: { full_name?: string; branches?: AccountBranches; staff_id?: number } = {},
    ) {
      const role_id = typeof role === 'number' ? role : ROLE_ID[role];
      const fields = { role_id, username, full_name, branches, staff_id };
      const { id } = await addAccount(app, owner, fields);
      const cookie = await signIn(app, { username, password: TEMPORARY_PASSWORD });
      const chosen = await app.inject({
        method: 'POST',
        url: '/members/choose_password',
        headers: { cookie },
        payload: { new_password: `${username}-own-password` },
      });
      if (chosen.statusCode !== 200)
        throw new Error(`choose_password answered ${chosen.statusCode}: ${chosen.body}`);
      return { id, cookie };
    },
    /**
     * The screens are signed in as the Owner (the configured admin, signing in again), or as a new
     * account with `role` (at `branches`, all by default; its own trainer record `staff_id`), or
     * signed out (`null`).
     */
    async signInAs(
      role: BuiltInRoleName | number | null,
      {
        username,
        branches,
        staff_id,
      }: { username?: string; branches?: AccountBranches; staff_id?: number } = {},
    ) {
      if (role === null) session = undefined;
      else if (role === 'Owner' && !branches) session = await signIn(app, OWNER);
      else {
        const name = username ?? `${String(role).toLowerCase().replace(/\W/g, '-')}-account`;
        session = (await api.account(role, name, { branches, staff_id })).cookie;
      }
    },
    /**
     * A reminder task written straight into its table, as the planner would (reminders-client.ts's
     * addTask, as the API tests do): answers its id.
     */
    task: (fields: TaskFields) => addTask(app.db, fields),
    /** Sets the clock (Date alone) at `time`, an ISO date, until `jest.useRealTimers()`. */
    setClock,
    /** Back to the database the app started with, signed in as the Owner. */
    async reset() {
      await snapshot.restore();
      session = owner;
    },
    async close() {
      await snapshot.discard();
      await withNodeTimers(() => ctx.close());
    },
  };
  return api;
}

/**
 * Logs in with a JSON body (test-app.ts's login sends a form through the Fetch API's Request,
 * which a screen test's jsdom lacks); answers the session's cookie.
 */
async function signIn(app: TestApp, credentials: { username: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/members/admin_login',
    payload: credentials,
  });
  return sessionCookie(response);
}

const TIMERS = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] as const;

/**
 * Runs `start` with Node's timers as the globals. A screen test's globals are jsdom's, whose
 * timers are numbers; the app's background jobs (daily backups, reminders, the purge of deleted
 * items), which start with the app and stop with it, unref theirs.
 */
async function withNodeTimers<T>(start: () => Promise<T>): Promise<T> {
  const own = Object.fromEntries(TIMERS.map((name) => [name, globalThis[name]]));
  Object.assign(globalThis, Object.fromEntries(TIMERS.map((name) => [name, timers[name]])));
  try {
    return await start();
  } finally {
    Object.assign(globalThis, own);
  }
}

export type ScreenApi = Awaited<ReturnType<typeof screenApi>>;
