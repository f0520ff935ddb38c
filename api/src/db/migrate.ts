import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { applyFiguresPostgres, applyFiguresSqlite, FIGURES_TABLE } from './figures';
import { FIGURES } from './kept-figures';
import { MIGRATION_STEPS } from './migration-steps';

/**
 * Numbered SQL files, one folder per database, applied in order, each once. The two folders hold
 * the same numbers and names: each PostgreSQL migration means what its SQLite namesake means, in
 * that database's own SQL (a test holds them to the same list). What SQL cannot compute (a key
 * only TypeScript folds) is a step of db/migration-steps.ts, run right after its file.
 *
 * From 037 on, the kept figures (db/kept-figures.ts) are applied after the numbered files, in both
 * databases alike: each figure whose declaration (or the SQL made from it) differs from the one
 * its database last applied gets its triggers made again and its table rebuilt. They come after
 * every file rather than in one: a figure is declared as the latest schema has it, so a database
 * being brought up from an older migration takes the declarations only once it has that schema.
 */
export const MIGRATIONS_DIRS = {
  sqlite: path.resolve(__dirname, '..', '..', 'migrations', 'sqlite'),
  postgres: path.resolve(__dirname, '..', '..', 'migrations', 'postgres'),
};

export const migrationFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();

const CREATE_VERSIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;

/** SQLite: each migration in its own transaction; a failing one is rolled back and stops the run. */
export function migrateSqlite(
  sqlite: BetterSqlite3.Database,
  dir = MIGRATIONS_DIRS.sqlite,
): string[] {
  sqlite.exec(CREATE_VERSIONS);
  const applied = new Set(
    sqlite
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: string }).version),
  );
  const record = sqlite.prepare(
    'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)',
  );
  const ran: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (applied.has(file)) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    sqlite.transaction(() => {
      sqlite.exec(text);
      MIGRATION_STEPS[file]?.sqlite(sqlite);
      record.run(file, new Date().toISOString());
    })();
    ran.push(file);
  }
  const figuresTable = sqlite
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .get(FIGURES_TABLE);
  if (figuresTable) sqlite.transaction(() => applyFiguresSqlite(sqlite, FIGURES))();
  return ran;
}

/** Any fixed number: the key of the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_301_946;

/**
 * PostgreSQL: every pending migration in one transaction, taken under an advisory lock. Instances
 * starting at once queue on the lock; the first applies the migrations, the others then find
 * nothing left to do. DDL is transactional here, so a failing migration leaves nothing behind.
 */
export async function migratePostgres<DB>(
  db: Kysely<DB>,
  dir = MIGRATIONS_DIRS.postgres,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql.raw(CREATE_VERSIONS).execute(trx);
    const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(
      trx,
    );
    const applied = new Set(rows.map((row) => row.version));
    const ran: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (applied.has(file)) continue;
      // No parameters: the driver sends the file as one simple query, all its statements in order.
      await sql.raw(fs.readFileSync(path.join(dir, file), 'utf8')).execute(trx);
      await MIGRATION_STEPS[file]?.postgres(trx);
      await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${file}, ${new Date().toISOString()})`.execute(
        trx,
      );
      ran.push(file);
    }
    const { rows: figuresTable } = await sql<{
      found: string | null;
    }>`SELECT to_regclass(${FIGURES_TABLE})::text AS found`.execute(trx);
    if (figuresTable[0]?.found) await applyFiguresPostgres(trx, FIGURES);
    return ran;
  });
}
