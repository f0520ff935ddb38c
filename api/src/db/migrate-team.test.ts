import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/passwords';
import { BUILT_IN_ROLES } from '../schemas';
import { freshTestDatabase, testDialect } from '../testing/test-database';
import { login } from '../testing/test-app';
import { migratePostgres, migrateSqlite, migrationFiles, MIGRATIONS_DIRS } from './migrate';

const TEAM_MIGRATION = '012-team-accounts-and-roles.sql';
const BEFORE = { username: 'old-admin', password: 'the-old-password' };

/** A folder holding the dialect's migrations before the team's. */
function migrationsBeforeTeam(dialect: 'sqlite' | 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-before-team-'));
  for (const file of migrationFiles(MIGRATIONS_DIRS[dialect]).filter((f) => f < TEAM_MIGRATION))
    fs.copyFileSync(path.join(MIGRATIONS_DIRS[dialect], file), path.join(dir, file));
  return dir;
}

/**
 * An installation from before migration 012, with one admin: a SQLite file in `dataDir`, or a
 * PostgreSQL database. Answers the database's URL (PostgreSQL) and how to drop it.
 */
async function installationBeforeTeam(dataDir: string) {
  const dialect = testDialect();
  const migrations = migrationsBeforeTeam(dialect);
  const values = [BEFORE.username, await hashPassword(BEFORE.password), new Date().toISOString()];
  try {
    if (dialect === 'sqlite') {
      const sqlite = new BetterSqlite3(path.join(dataDir, 'spotter.sqlite'));
      migrateSqlite(sqlite, migrations);
      sqlite
        .prepare('INSERT INTO admins (username, password_hash, created_at) VALUES (?, ?, ?)')
        .run(...values);
      sqlite.close();
      return { url: undefined, drop: async () => {} };
    }
    const database = await freshTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url! });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await migratePostgres(db, migrations);
    await sql`INSERT INTO admins (username, password_hash, created_at) VALUES (${sql.join(values)})`.execute(
      db,
    );
    await db.destroy();
    return database;
  } finally {
    fs.rmSync(migrations, { recursive: true, force: true });
  }
}

describe('migration 012 (team accounts and roles)', () => {
  it('makes the admins from before Owners, active, with their own passwords, at every branch (032), and adds the five built-in roles', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-team-migration-'));
    const database = await installationBeforeTeam(dataDir);
    // The configured first admin is the old one: started on its database, the API adds no other.
    const env = { DATA_DIR: dataDir, ADMIN_USERNAME: BEFORE.username, ADMIN_PASSWORD: 'unused-pw' };
    const app = await buildApp({ ...loadConfig(env), databaseUrl: database.url });
    try {
      const admins = await app.db
        .selectFrom('admins')
        .select([
          'username',
          'role_id',
          'disabled_at',
          'must_choose_password',
          'last_sign_in_at',
          'all_branches',
        ])
        .execute();
      expect(admins).toEqual([
        {
          username: BEFORE.username,
          role_id: 1,
          disabled_at: null,
          must_choose_password: 0,
          last_sign_in_at: null,
          all_branches: 1,
        },
      ]);
      expect(await app.db.selectFrom('admin_branches').selectAll().execute()).toEqual([]);
      const roles = await app.db
        .selectFrom('roles')
        .select(['id', 'name', 'built_in'])
        .orderBy('id')
        .execute();
      expect(roles).toEqual(BUILT_IN_ROLES.map(({ id, name }) => ({ id, name, built_in: 1 })));
      const cookie = await login(app, BEFORE);
      const me = await app.inject({ url: '/members/admin_me', headers: { cookie } });
      expect(me.json().admin).toMatchObject({ role: 'Owner', must_choose_password: false });
    } finally {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
