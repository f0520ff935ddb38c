import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect';
import { applyFiguresPostgres, applyFiguresSqlite, FIGURES_TABLE } from './figures';
import { FIGURES } from './kept-figures';
import { MIGRATION_STEPS } from './migration-steps';
import { compileMigration, type SharedMigration } from './shared-migration';

/**
 * Migrations form one numbered sequence, applied in order, each once, recorded in
 * schema_migrations under its file name. A migration is either
 *
 * - a pair of SQL files, one per database, under the same name in api/migrations/sqlite and
 *   api/migrations/postgres: each PostgreSQL file means what its SQLite namesake means, in that
 *   database's own SQL (a test holds the two folders to the same list). 001–037 are all pairs,
 *   and a migration whose SQL the two databases cannot share (a trigger) is still written so;
 * - or, from 038 on, one TypeScript module written once for both, db/migrations/NNN-name.ts (see
 *   db/shared-migration.ts). Its `up(kit)` returns its statements made with Kysely's schema and
 *   query builders, which compile for either database; where the spellings differ, the kit names
 *   the difference once (`kit.text`, `kit.id`, `kit.withoutRowid`, `kit.bytes`) or picks per
 *   database (`kit.forDialect`). Chosen over one .sql file with per-database sections because
 *   what differs is in nearly every new table (each text column's COLLATE "C", the id column), so
 *   a shared .sql would still be mostly sections. `up` returns statements rather than running
 *   them because SQLite migrates synchronously at start-up (openSqlite) and PostgreSQL
 *   asynchronously: the runner compiles them for its database and runs them in the migration's
 *   transaction. Being code, the module lives under src/ and is compiled with the API (Node 20
 *   does not load TypeScript); it is recorded under its source name, NNN-name.ts, either way.
 *
 * No number is used twice across the folders: the runner refuses to start. What neither SQL nor
 * the builders can compute (a key only TypeScript folds) is a step of db/migration-steps.ts, run
 * right after its migration, in its transaction.
 *
 * From 037 on, the kept figures (db/kept-figures.ts) are applied after the numbered migrations, in
 * both databases alike: each figure whose declaration (or the SQL made from it) differs from the
 * one its database last applied gets its counter table made again as declared, its triggers made
 * again and the table filled from the rows it counts; a figure no longer declared loses its
 * triggers and its table. No migration makes a counter table any more. They come after every
 * migration rather than in one: a figure is declared as the latest schema has it, so a database
 * being brought up from an older migration takes the declarations only once it has that schema.
 */
export const MIGRATIONS_DIRS = {
  sqlite: path.resolve(__dirname, '..', '..', 'migrations', 'sqlite'),
  postgres: path.resolve(__dirname, '..', '..', 'migrations', 'postgres'),
  shared: path.resolve(__dirname, 'migrations'),
};

/**
 * Where a run takes its migrations from: the database's own folder of .sql files and the folder of
 * shared modules. A single folder (as the tests that copy the files below some number pass) means
 * that folder's .sql files and no shared module.
 */
export interface MigrationFolders {
  own: string;
  shared?: string;
}

const foldersFor = (dialect: DialectName, folders?: string | MigrationFolders): MigrationFolders =>
  folders === undefined
    ? { own: MIGRATIONS_DIRS[dialect], shared: MIGRATIONS_DIRS.shared }
    : typeof folders === 'string'
      ? { own: folders }
      : folders;

export const migrationFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}-[\w-]+\.sql$/.test(file))
    .sort();

const SHARED_FILE = /^(\d{3}-[\w-]+)\.(ts|js)$/;
// .ts when running from source (tsx, Jest), .js once built: a folder holding both uses its own kind.
const OWN_EXTENSION = path.extname(__filename);

/**
 * The shared migrations in `dir` (none if it does not exist), each under the name it is recorded
 * by, NNN-name.ts, with the file to load (the .js the build made from it, once built).
 */
export function sharedMigrationFiles(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const file of fs.readdirSync(dir).sort()) {
    const match = SHARED_FILE.exec(file);
    if (!match) continue;
    const version = `${match[1]}.ts`;
    if (!found.has(version) || path.extname(file) === OWN_EXTENSION)
      found.set(version, path.join(dir, file));
  }
  return found;
}

export interface Migration {
  /** Its name in schema_migrations. */
  version: string;
  file: string;
  shared: boolean;
}

/** Every migration in `folders`, in order of number; throws when a number is used twice. */
export function migrationSequence(folders: MigrationFolders): Migration[] {
  const sequence: Migration[] = [
    ...migrationFiles(folders.own).map((version) => ({
      version,
      file: path.join(folders.own, version),
      shared: false,
    })),
    ...[...(folders.shared ? sharedMigrationFiles(folders.shared) : [])].map(([version, file]) => ({
      version,
      file,
      shared: true,
    })),
  ].sort((a, b) => (a.version < b.version ? -1 : 1));
  const byNumber = new Map<string, string[]>();
  for (const { version } of sequence)
    byNumber.set(version.slice(0, 3), [...(byNumber.get(version.slice(0, 3)) ?? []), version]);
  const twice = [...byNumber.values()].filter((versions) => versions.length > 1);
  if (twice.length)
    throw new Error(
      `a migration number is used more than once: ${twice.map((v) => v.join(' and ')).join('; ')}`,
    );
  return sequence;
}

/** A shared migration's `up` (synchronously: SQLite migrates at start-up before anything else). */
function sharedMigration(file: string): SharedMigration {
  // require, not import(): synchronous, and under Jest it is the loader that compiles TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(file) as { up?: unknown };
  if (typeof loaded.up !== 'function') throw new Error(`${file} exports no up(kit) function`);
  return loaded.up as SharedMigration;
}

/** The statements of a shared migration, compiled for `dialect`. */
const statementsOf = (migration: Migration, dialect: DialectName) =>
  compileMigration(sharedMigration(migration.file), dialect);

const CREATE_VERSIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
)`;

/**
 * Whether every migration this code has is among `done`: the kept figures' SQL reads the latest
 * schema (a column a later migration adds), so a database brought up from an older migration, or
 * a test's folder of earlier ones, takes them only then.
 */
const hasLatestSchema = (dialect: DialectName, done: ReadonlySet<string>) =>
  migrationSequence(foldersFor(dialect)).every((migration) => done.has(migration.version));

/** SQLite: each migration in its own transaction; a failing one is rolled back and stops the run. */
export function migrateSqlite(
  sqlite: BetterSqlite3.Database,
  folders?: string | MigrationFolders,
): string[] {
  const sequence = migrationSequence(foldersFor('sqlite', folders));
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
  for (const migration of sequence) {
    if (applied.has(migration.version)) continue;
    const statements = migration.shared ? statementsOf(migration, 'sqlite') : null;
    sqlite.transaction(() => {
      if (statements) {
        for (const { sql: text, parameters } of statements) {
          const statement = sqlite.prepare(text);
          if (statement.reader) statement.all(...(parameters as unknown[]));
          else statement.run(...(parameters as unknown[]));
        }
      } else sqlite.exec(fs.readFileSync(migration.file, 'utf8'));
      MIGRATION_STEPS[migration.version]?.sqlite(sqlite);
      record.run(migration.version, new Date().toISOString());
    })();
    ran.push(migration.version);
  }
  const figuresTable = sqlite
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .get(FIGURES_TABLE);
  if (figuresTable && hasLatestSchema('sqlite', new Set([...applied, ...ran])))
    sqlite.transaction(() => applyFiguresSqlite(sqlite, FIGURES))();
  return ran;
}

/** Any fixed number: the key of the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_301_946;

/**
 * PostgreSQL: every pending migration (per-database file or shared module alike) in one
 * transaction, taken under an advisory lock. Instances starting at once queue on the lock; the
 * first applies the migrations, the others then find nothing left to do. DDL is transactional here, so a failing migration leaves nothing behind.
 */
export async function migratePostgres<DB>(
  db: Kysely<DB>,
  folders?: string | MigrationFolders,
): Promise<string[]> {
  const sequence = migrationSequence(foldersFor('postgres', folders));
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql.raw(CREATE_VERSIONS).execute(trx);
    const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(
      trx,
    );
    const applied = new Set(rows.map((row) => row.version));
    const ran: string[] = [];
    for (const migration of sequence) {
      if (applied.has(migration.version)) continue;
      if (migration.shared) {
        for (const statement of statementsOf(migration, 'postgres'))
          await trx.executeQuery(statement);
      } else {
        // No parameters: the driver sends the file as one simple query, all its statements in order.
        await sql.raw(fs.readFileSync(migration.file, 'utf8')).execute(trx);
      }
      await MIGRATION_STEPS[migration.version]?.postgres(trx);
      await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${migration.version}, ${new Date().toISOString()})`.execute(
        trx,
      );
      ran.push(migration.version);
    }
    const { rows: figuresTable } = await sql<{
      found: string | null;
    }>`SELECT to_regclass(${FIGURES_TABLE})::text AS found`.execute(trx);
    if (figuresTable[0]?.found && hasLatestSchema('postgres', new Set([...applied, ...ran])))
      await applyFiguresPostgres(trx, FIGURES);
    return ran;
  });
}
