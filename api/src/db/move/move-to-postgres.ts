import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openPostgres, openSqlite, type Db } from '../database';
import { migratePostgres } from '../migrate';
import { countMismatches, keptMismatches } from './compare-copies';
import { advanceIdentities, copyRows } from './copy-rows';
import { SETTINGS_TABLES, sourceTables, type SourceTables } from './source-tables';
import { appliedMigrations, compareSchemas, filledTables } from './target-schema';

/** The move did not start: nothing was written to the target. */
export class MoveRefused extends Error {}
/** The copy ran but its checks found a difference: everything was rolled back. */
export class MoveCheckFailed extends Error {}

export interface MoveOptions {
  /** The SQLite installation's DATA_DIR (the folder holding spotter.sqlite). */
  from: string;
  /** postgres://… of an empty database (one the API never ran on). */
  to: string;
  /** Rows per INSERT at most. */
  batchRows?: number;
  /** Receives one line per step. */
  log?: (line: string) => void;
}

export interface MoveSummary {
  tables: { name: string; rows: number }[];
  kept: string[];
  rows: number;
  /** From opening the databases to the commit. */
  seconds: number;
}

/** The URL with its password hidden, for messages. */
export function shownUrl(url: string) {
  if (!URL.canParse(url)) return url;
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
}

const refuseIfFilled = async (target: Db, tables: SourceTables) => {
  const filled = await filledTables(target, tables);
  if (filled.length) {
    throw new MoveRefused(
      `the PostgreSQL database is not empty (rows in ${filled.join(', ')}); move into a new, empty database ` +
        `(an API started on it adds its first admin, so create the database, move, then start the API)`,
    );
  }
};

/**
 * Leaves the moved database as PostgreSQL would plan on it after a while: its statistics gathered
 * and its visibility map set (VACUUM ANALYZE), so the first requests are planned on the gym's real
 * rows, not on defaults (a search with no match walked every member newest first: 30 ms at
 * 100,000 members instead of one trigram lookup), and the kept tables compacted: their triggers
 * rewrote each row once per batch of the copy, leaving a few thousand rows spread over hundreds
 * of pages that every total read whole (VACUUM FULL; they are small). After the commit: VACUUM
 * runs outside a transaction.
 */
async function readyForQueries(db: Db, kept: readonly string[], log: (line: string) => void) {
  const started = performance.now();
  try {
    if (kept.length)
      await sql`VACUUM (FULL) ${sql.join(kept.map((name) => sql.table(name)))}`.execute(db);
    await sql`VACUUM (ANALYZE)`.execute(db);
    log(
      `Vacuumed and analyzed, the kept tables compacted, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    // The rows are moved and checked: autovacuum will gather the statistics in its own time.
    log(
      `Moved, but VACUUM failed (${(error as Error).message}): run VACUUM ANALYZE on the database`,
    );
  }
}

/**
 * Copies a gym's whole SQLite database into an empty PostgreSQL one, in ONE PostgreSQL
 * transaction: either everything is there and checked, or nothing is. Throws MoveRefused before
 * writing anything when the target is not empty or the two are not at the same migrations.
 */
export async function moveToPostgres({
  from,
  to,
  batchRows = 1000,
  log = () => {},
}: MoveOptions): Promise<MoveSummary> {
  const started = performance.now();
  const file = path.join(path.resolve(from), 'spotter.sqlite');
  if (!fs.existsSync(file)) throw new MoveRefused(`there is no Spotter database at ${file}`);
  // Opening it brings it to the latest migration, as the API would at start-up.
  const source = openSqlite(path.resolve(from));
  try {
    const tables = await sourceTables(source.db);
    const target = await openPostgres(to, 2, { migrate: false });
    try {
      // Checked before migrating too: a database some other installation uses is left untouched.
      await refuseIfFilled(target.db, tables);
      await migratePostgres(target.db);
      const [fromVersions, toVersions] = [
        await appliedMigrations(source.db),
        await appliedMigrations(target.db),
      ];
      if (fromVersions.join() !== toVersions.join()) {
        throw new MoveRefused(
          `the two databases are at different migrations: SQLite has ${fromVersions.at(-1)}, PostgreSQL ${toVersions.at(-1)} (run the same version of Spotter on both)`,
        );
      }
      const { problems, identities } = await compareSchemas(target.db, tables);
      if (problems.length) throw new MoveRefused(`the two schemas differ: ${problems.join('; ')}`);
      log(`From ${file} (${fromVersions.at(-1)}) into ${shownUrl(to)}`);
      log(
        `Copying ${tables.copied.length} tables; ${tables.kept.length} tables kept by triggers are rebuilt by PostgreSQL's own`,
      );

      // One read transaction on SQLite (every table from the same moment) around the one write
      // transaction on PostgreSQL.
      const summary = await source.db.transaction().execute((reading) =>
        target.db.transaction().execute(async (writing) => {
          // No one else writes these tables until the move commits (an API started meanwhile waits).
          await sql`LOCK TABLE ${sql.join(tables.copied.map((t) => sql.table(t.name)))} IN EXCLUSIVE MODE`.execute(
            writing,
          );
          await refuseIfFilled(writing, tables);
          // The gym's own settings replace the ones the migrations started the target with.
          for (const name of [...SETTINGS_TABLES].reverse())
            await sql`DELETE FROM ${sql.table(name)}`.execute(writing);
          const copied: MoveSummary['tables'] = [];
          for (const table of tables.copied) {
            const tableStarted = performance.now();
            const rows = await copyRows(reading, writing, table, batchRows);
            copied.push({ name: table.name, rows });
            log(
              `  ${table.name.padEnd(24)}${rows.toLocaleString('en-US').padStart(10)} rows  ${((performance.now() - tableStarted) / 1000).toFixed(1)} s`,
            );
          }
          await advanceIdentities(writing, identities);
          const mismatches = [
            ...(await countMismatches(reading, writing, tables.copied)),
            ...(await keptMismatches(reading, writing, tables.kept)),
          ];
          if (mismatches.length)
            throw new MoveCheckFailed(
              `the copy does not match its source, so nothing was kept: ${mismatches.join('; ')}`,
            );
          log(
            `Checked: the row counts of ${copied.length} tables and the contents of ${tables.kept.length} kept tables (${tables.kept.map((t) => t.name).join(', ')}) are equal`,
          );
          return {
            tables: copied,
            kept: tables.kept.map((t) => t.name),
            rows: copied.reduce((sum, t) => sum + t.rows, 0),
          };
        }),
      );
      await readyForQueries(target.db, summary.kept, log);
      return { ...summary, seconds: (performance.now() - started) / 1000 };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
