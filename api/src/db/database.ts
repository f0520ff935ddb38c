import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { DATABASE_FILE } from './backup/backup-files';
import { importPictureFiles, type PictureImport } from './import-picture-files';
import { migratePostgres, migrateSqlite } from './migrate';
import { PooledSqliteDialect } from './readers/pooled-dialect';
import { defaultWriters, SqliteThreads } from './readers/sqlite-threads';
import { withStatementCache } from './readers/statement-cache';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
  /** SQLite: what start-up imported from an old DATA_DIR/pictures folder (see import-picture-files.ts). */
  pictureImport?: PictureImport;
}

/**
 * Opens (creating if needed) `spotter.sqlite` in `dataDir` and brings its schema up to date,
 * pictures from before migration 011 included.
 */
export function openSqlite(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write is on disk (the WAL synced) before it is acknowledged, so an acknowledged payment
  // survives a power loss or an OS crash. NORMAL, the default, may lose the last commits then.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrateSqlite(sqlite);
  const pictureImport = importPictureFiles(sqlite, dataDir);
  // Reads run on reader threads (db/readers), off the main thread; writes too if so set.
  const db: Db = new Kysely<Database>({
    dialect: new PooledSqliteDialect(
      withStatementCache(sqlite),
      new SqliteThreads(file),
      new SqliteThreads(file, defaultWriters(), { write: true }),
    ),
  });
  return { db, sqlite, dialect: 'sqlite' as const, close: () => db.destroy(), pictureImport };
}

/**
 * The driver's answers as SQLite's: counts and sums (bigint, numeric) as numbers. Amounts are
 * whole rupees and counts far below 2^53, so nothing is lost.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC)
      return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * How long connecting to PostgreSQL may take. A server that is down refuses at once; one that
 * vanished (a fail-over moving its address) never answers, and without a limit every request would
 * wait out the 30 s request timeout. Only the connecting is limited: a request queued for a busy
 * pool's connection still waits its turn, so load alone never answers 503.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Whoever hears of a lost connection (the app's logger). */
export interface ConnectionLog {
  warn(details: object, message: string): void;
}

/**
 * pg's client with the connection limits above. It always listens for its own `'error'`: a client
 * whose connection ends between two of its queries (PostgreSQL restarting says so with 57P01)
 * emits one, and an event emitter without a listener turns it into a crash of the process. The
 * request using that client learns of it from its next query, which fails; the pool then drops
 * the client.
 */
class Client extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // TCP keep-alive probes after 10 s idle: a connection whose server vanished without closing
      // it is found dead in the end instead of being kept for ever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.on('error', () => {});
  }
}

/**
 * Connects to PostgreSQL at `url` and brings its schema up to date (one instance at a time).
 * `migrate: false` leaves the schema as it is, for a caller that looks at it first. The pool
 * outlives the server restarting or failing over: connections it loses are dropped (and `log`ged)
 * and new ones made on demand, so requests answer 503 meanwhile (db/errors.ts) and succeed again
 * once the server is back.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  { migrate = true, log }: { migrate?: boolean; log?: ConnectionLog } = {},
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, Client });
  // An idle connection that ends is reported here; unheard, the pool's 'error' ends the process.
  pool.on('error', (error) =>
    log?.warn({ err: error }, 'lost an idle database connection; the next request makes a new one'),
  );
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (migrate) await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** PostgreSQL when `databaseUrl` is set, else the embedded SQLite file in `dataDir`. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>,
  log?: ConnectionLog,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, { log });
  return openSqlite(config.dataDir);
}
