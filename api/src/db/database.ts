import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrate } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  sqlite: BetterSqlite3.Database;
  close: () => Promise<void>;
}

/** Opens (creating if needed) `spotter.sqlite` in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): OpenedDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(dataDir, 'spotter.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write is on disk (the WAL synced) before it is acknowledged, so an acknowledged payment
  // survives a power loss or an OS crash. NORMAL, the default, may lose the last commits then.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite, close: () => db.destroy() };
}
