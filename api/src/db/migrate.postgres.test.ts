import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openPostgres } from './database';
import { migratePostgres, migrationFiles, MIGRATIONS_DIRS } from './migrate';
import { freshTestDatabase } from '../testing/test-database';

describe('PostgreSQL migrations', () => {
  it('are applied once when two instances start on the same database at the same moment', async () => {
    const database = await freshTestDatabase();
    try {
      const [a, b] = await Promise.all([openPostgres(database.url!), openPostgres(database.url!)]);
      try {
        const { rows } = await sql<{
          version: string;
        }>`SELECT version FROM schema_migrations ORDER BY version`.execute(a.db);
        expect(rows.map((row) => row.version)).toEqual(migrationFiles(MIGRATIONS_DIRS.postgres));
        // Both answer queries on the one schema.
        expect(await b.db.selectFrom('plans').select('id').execute()).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await database.drop();
    }
  });

  it('leave nothing behind when one fails', async () => {
    const database = await freshTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-migrations-'));
    fs.writeFileSync(path.join(dir, '001-good.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(
      path.join(dir, '002-bad.sql'),
      'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);',
    );
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url! }) }),
    });
    try {
      await expect(migratePostgres(db, dir)).rejects.toThrow(/nowhere/);
      const { rows } = await sql<{
        name: string;
      }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(db);
      expect(rows).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
