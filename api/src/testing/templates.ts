import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite } from '../db/database';

/**
 * The run's migrated template databases, made once by global-setup.ts and named to the test
 * workers through these variables: each test app starts on a copy (see test-database.ts).
 */
const VARIABLES = {
  sqlite: 'SPOTTER_TEST_SQLITE_TEMPLATE',
  postgres: 'SPOTTER_TEST_POSTGRES_TEMPLATE',
} as const;

/** The file the API opens in its data folder (db/database.ts). */
export const SQLITE_FILE = 'spotter.sqlite';

/** The SQLite template's file, or the PostgreSQL template's database name. */
export function templateOf(dialect: keyof typeof VARIABLES): string {
  const template = process.env[VARIABLES[dialect]];
  if (!template)
    throw new Error(
      `${VARIABLES[dialect]} is not set: run the API suite through Jest (its global setup makes the template)`,
    );
  return template;
}

/**
 * Migrates a SQLite database and closes it, which checkpoints its WAL into the file: a plain copy
 * of that one file is then a whole database. Answers how to remove it.
 */
export function makeSqliteTemplate(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-template-'));
  // Closed directly: Kysely closes the connection only once a query has gone through it.
  openSqlite(dir).sqlite.close();
  const file = path.join(dir, SQLITE_FILE);
  if (!fs.existsSync(file) || fs.existsSync(`${file}-wal`))
    throw new Error(`the SQLite template in ${dir} was not closed into one file`);
  process.env[VARIABLES.sqlite] = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Creates and migrates a template database on the server, then closes every connection to it
 * and refuses new ones: PostgreSQL copies a template only while nobody is connected to it.
 */
export async function makePostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const { createDatabase, dropDatabase } = await import('./postgres/server.mjs');
  const name = `spotter_template_${process.pid}_${Date.now()}`;
  const opened = await openPostgres(await createDatabase(serverUrl, name));
  await opened.close();
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    await server.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
  } finally {
    await server.end();
  }
  process.env[VARIABLES.postgres] = name;
  return () => dropDatabase(serverUrl, name);
}

/** Whether this run already has the template (made by the other API project's global setup). */
export const hasTemplate = (dialect: keyof typeof VARIABLES) =>
  Boolean(process.env[VARIABLES[dialect]]);
