import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS_DIRS, migrationSequence } from '../migrate';
import { apiHoldingLock } from './api-lock';
import { DATABASE_FILE } from './backup-files';

/** A restore refused: nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** What a backup file holds, read without changing it; throws RestoreRefused when it will not do. */
export function checkBackup(
  file: string,
  migrations = { own: MIGRATIONS_DIRS.sqlite, shared: MIGRATIONS_DIRS.shared },
) {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new RestoreRefused(`${file} is not a file`);
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreRefused(`${file} is not a database: ${(error as Error).message}`);
  }
  try {
    const problems = integrityProblems(sqlite, file);
    if (problems) throw new RestoreRefused(problems);
    const applied = appliedMigrations(sqlite, file);
    const known = new Set(migrationSequence(migrations).map((m) => m.version));
    const unknown = applied.filter((version) => !known.has(version));
    if (unknown.length)
      throw new RestoreRefused(
        `${file} comes from a newer Spotter (migrations ${unknown.join(', ')}); restore it with that version`,
      );
    return { migrations: applied.length, pending: known.size - applied.length };
  } finally {
    sqlite.close();
  }
}

function integrityProblems(sqlite: BetterSqlite3.Database, file: string) {
  try {
    const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    const said = rows.map((row) => row.integrity_check);
    return said.join() === 'ok'
      ? null
      : `${file} fails SQLite's integrity check: ${said.slice(0, 5).join('; ')}`;
  } catch (error) {
    return `${file} is not a database: ${(error as Error).message}`;
  }
}

function appliedMigrations(sqlite: BetterSqlite3.Database, file: string) {
  try {
    return (sqlite.prepare('SELECT version FROM schema_migrations').all() as { version: string }[])
      .map((row) => row.version)
      .sort();
  } catch {
    throw new RestoreRefused(`${file} is not a Spotter database (it has no schema_migrations)`);
  }
}

/** `spotter.sqlite.before-restore-2026-11-25T22-30-15-123Z`: sorts by time, no colons. */
const asideName = (now: Date) =>
  `${DATABASE_FILE}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;

/**
 * Replaces the database in `dataDir` with the backup `file`, once the API serving that folder has
 * stopped: checked first (integrity, migrations no newer than this version's), the current
 * database kept aside with its WAL (a crash may have left commits only there), the copy moved in
 * under its final name in one rename. The next start applies any migration the backup lacks.
 */
export function restore(file: string, dataDir: string, now = new Date()) {
  const held = apiHoldingLock(dataDir);
  if (held) throw new RestoreRefused(`Not restored: ${held}.`);
  const source = path.resolve(file);
  const checked = checkBackup(source);
  fs.mkdirSync(dataDir, { recursive: true });
  const database = path.join(dataDir, DATABASE_FILE);
  const incoming = `${database}.restoring`;
  fs.copyFileSync(source, incoming);
  let keptAside: string | null = null;
  if (fs.existsSync(database)) {
    keptAside = path.join(dataDir, asideName(now));
    // The WAL and its index go with the file, under the names SQLite gives them beside it.
    for (const suffix of ['-wal', '-shm', ''])
      if (fs.existsSync(database + suffix)) fs.renameSync(database + suffix, keptAside + suffix);
  }
  fs.renameSync(incoming, database);
  return { database, keptAside, ...checked };
}
