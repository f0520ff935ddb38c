import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SQLITE_FILE, templateOf } from './templates';

declare global {
  /** 'postgres' in the Jest project that runs the API suite on PostgreSQL (jest.config.js). */
  var SPOTTER_TEST_DATABASE: 'sqlite' | 'postgres' | undefined;
}

/** The database the API tests of this run use. */
export const testDialect = (): 'sqlite' | 'postgres' =>
  globalThis.SPOTTER_TEST_DATABASE ?? 'sqlite';

/** Linux's memory-backed folder, where the machine has one the tests may write to. */
const MEMORY = '/dev/shm';
const inMemory = (() => {
  try {
    fs.accessSync(MEMORY, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
})();

/**
 * A new temporary folder for one test app's data, in memory where possible: the API syncs every
 * SQLite commit to disk (synchronous=FULL), and on a busy disk those syncs, not the tests, took
 * most of the suite's time. The SQLite code is the same either way.
 */
export const testDataDir = () =>
  fs.mkdtempSync(path.join(inMemory ? MEMORY : os.tmpdir(), 'spotter-api-'));

function serverUrl() {
  const server = process.env.SPOTTER_TEST_POSTGRES_URL;
  if (!server)
    throw new Error(
      'SPOTTER_TEST_POSTGRES_URL is not set: run the suite through Jest (its global setup starts PostgreSQL)',
    );
  return server;
}

/** A new database on the run's PostgreSQL server (a copy of `template` if given), and how to drop it. */
async function newPostgresDatabase(template?: string) {
  const server = serverUrl();
  // Loaded with import(): the module is ESM (the scripts share it), kept as import() for Jest.
  const { createDatabase, dropDatabase } = await import('./postgres/server.mjs');
  const name = `spotter_test_${randomBytes(6).toString('hex')}`;
  return {
    url: await createDatabase(server, name, template),
    drop: () => dropDatabase(server, name),
  };
}

/**
 * On PostgreSQL, a fresh empty database on the run's server, and how to drop it; on SQLite
 * nothing (the caller's data folder holds the file the app creates).
 */
export async function freshTestDatabase(): Promise<{
  url: string | undefined;
  drop: () => Promise<void>;
}> {
  if (testDialect() !== 'postgres') return { url: undefined, drop: async () => {} };
  return newPostgresDatabase();
}

/**
 * A fresh database of its own for one test app, already migrated: a copy of the run's template
 * (see global-setup.ts), so no test pays for the migrations. On SQLite the copy is the database
 * file in `dataDir`, where the app opens it; on PostgreSQL a new database on the run's server.
 */
export async function migratedTestDatabase(
  dataDir: string,
  dialect = testDialect(),
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (dialect === 'postgres') return newPostgresDatabase(templateOf('postgres'));
  fs.copyFileSync(templateOf('sqlite'), path.join(dataDir, SQLITE_FILE));
  return { url: undefined, drop: async () => {} };
}
