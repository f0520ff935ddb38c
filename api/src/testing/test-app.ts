import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { withSharedCompilers } from './shared-compilers';
import { migratedTestDatabase, testDataDir, testDialect } from './test-database';

export const ADMIN = { username: 'test-admin', password: 'test-password-123' };

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * A real app on a fresh database of its own, already migrated (a copy of the run's template): a
 * SQLite file in its own temporary folder, or, when the suite runs on PostgreSQL, a new database
 * on the run's server. `databaseUrl: undefined` among the overrides asks for SQLite whatever the
 * suite runs on.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dataDir = testDataDir();
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const sqlite = 'databaseUrl' in overrides && overrides.databaseUrl === undefined;
  const database = await migratedTestDatabase(dataDir, sqlite ? 'sqlite' : testDialect()).catch(
    (error) => {
      removeDataDir();
      throw error;
    },
  );
  const config = {
    ...loadConfig({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DATA_DIR: dataDir,
    }),
    databaseUrl: database.url,
    // No reminder job on a timer: the writes a test makes plan the members they change, and a pass
    // starting by itself mid-test would only make the suite's timing less even.
    reminderJobEveryMs: 0,
    ...overrides,
  };
  const cleanUp = async () => {
    await database.drop();
    removeDataDir();
  };
  // A set-up that fails leaves no folder or database behind (hundreds, when the templates are missing).
  const app = await withSharedCompilers(() => buildApp(config)).catch(async (error) => {
    await cleanUp();
    throw error;
  });
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  return {
    app,
    config,
    dataDir,
    /** Whether the app was closed (a test may close it to start another on its data). */
    closed: () => closed,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

export type TestAppContext = Awaited<ReturnType<typeof createTestApp>>;

export type FormFields = Record<string, string | Blob | (string | Blob)[]>;

/** Encodes fields the way a browser's FormData does; an array sends the field once per item. */
export async function multipart(fields: FormFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) form.append(name, item);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POSTs `fields` as a multipart form with `cookie`, as the screens send their forms. */
export const formPoster =
  (app: TestApp, cookie: string) => async (url: string, fields: FormFields) => {
    const form = await multipart(fields);
    return app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { cookie, ...form.headers },
    });
  };

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'spotter_session');
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `spotter_session=${cookie.value}`;
}

/** Logs in as the configured admin and answers the `cookie` header to send. */
export async function login(app: TestApp, credentials = ADMIN): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/members/admin_login',
    ...(await multipart(credentials)),
  });
  return sessionCookie(response);
}
