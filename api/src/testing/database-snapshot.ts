import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from './templates';

/**
 * A test app's whole database as it stood at one moment, and how to put it back: the tests of a
 * block then share one app (its Fastify instance, its connections and reader threads), each
 * starting on the database the block's first test had. Building an app and a database for each
 * test had been a large part of the API suite's time (the files that did so now take a quarter
 * less), above all on PostgreSQL, where each new database also starts with cold caches.
 *
 * What a test may leave behind outside the database is put back too: the files in the data folder
 * (backups, exports) that were not there at the snapshot. The app keeps no other state between
 * requests (login counts, sessions and idempotency keys live in the database).
 */
export interface DatabaseSnapshot {
  /** Puts the database and the data folder back as they were when the snapshot was taken. */
  restore(): Promise<void>;
  /** Removes what the snapshot holds (its copy of the database, its connection). */
  discard(): Promise<void>;
}

interface SnapshotOf {
  dataDir: string;
  /** The app's PostgreSQL database; undefined for the SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
}

/** Takes a snapshot of an app's database; the app must be idle (no request under way). */
export async function takeSnapshot({
  dataDir,
  databaseUrl,
}: SnapshotOf): Promise<DatabaseSnapshot> {
  const database = databaseUrl
    ? await postgresSnapshot(databaseUrl)
    : await sqliteSnapshot(path.join(dataDir, SQLITE_FILE));
  // Listed after the snapshot, whose own copy (SQLite's) is kept beside the database.
  const files = new Set(fs.readdirSync(dataDir));
  return {
    async restore() {
      for (const name of fs.readdirSync(dataDir))
        if (!files.has(name)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      await database.restore();
    },
    discard: database.discard,
  };
}

/**
 * SQLite: a copy of the file, copied back page by page through SQLite's backup API into the file
 * the app has open. The app's connections (main, readers, writers) see the copied pages with their
 * next transaction, as they see another connection's commit.
 */
async function sqliteSnapshot(file: string) {
  const copy = `${file}.snapshot`;
  const live = new BetterSqlite3(file);
  try {
    await live.backup(copy);
  } finally {
    live.close();
  }
  const source = new BetterSqlite3(copy);
  return {
    async restore() {
      await source.backup(file);
    },
    async discard() {
      source.close();
      for (const name of [copy, `${copy}-wal`, `${copy}-shm`]) fs.rmSync(name, { force: true });
    },
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * PostgreSQL: every table's rows and every sequence's position, put back by one script in one
 * transaction: each table emptied and refilled with the snapshot's rows, with triggers and
 * foreign-key checks off for it (`session_replication_role = replica`) so that the kept figures
 * are restored as they were rather than counted again.
 */
async function postgresSnapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
      `SELECT c.table_name AS name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.is_generated = 'NEVER'
        GROUP BY c.table_name ORDER BY c.table_name`,
    );
    // Tests may add triggers (testing/break-table.ts makes writes fail): those not in the
    // snapshot are dropped, with their functions, before the rows are put back.
    const { rows: kept } = await client.query<{ triggers: string[]; functions: string[] }>(
      `SELECT
         ARRAY(SELECT t.tgname::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace) AS triggers,
         ARRAY(SELECT p.proname::text FROM pg_proc p
                WHERE p.pronamespace = current_schema()::regnamespace) AS functions`,
    );
    const names = (list: string[]) => `ARRAY[${list.map(literal).join(', ')}]::text[]`;
    const dropAdded = `DO $$ DECLARE item record; BEGIN
      FOR item IN SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                   WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
                     AND t.tgname::text <> ALL (${names(kept[0]!.triggers)}) LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', item.tgname, item.relname);
      END LOOP;
      FOR item IN SELECT p.oid FROM pg_proc p
                   WHERE p.pronamespace = current_schema()::regnamespace
                     AND p.proname::text <> ALL (${names(kept[0]!.functions)}) LOOP
        EXECUTE format('DROP FUNCTION %s', item.oid::regprocedure);
      END LOOP;
    END $$`;
    const script = ['BEGIN', dropAdded, 'SET LOCAL session_replication_role = replica'];
    for (const { name } of tables) script.push(`DELETE FROM ${quote(name)}`);
    for (const { name, columns } of tables) {
      const { rows } = await client.query<{ rows: string | null }>(
        `SELECT json_agg(t)::text AS rows FROM ${quote(name)} t`,
      );
      if (!rows[0]?.rows) continue;
      const list = columns.map(quote).join(', ');
      script.push(
        `INSERT INTO ${quote(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quote(name)}, ${literal(rows[0].rows)})`,
      );
    }
    const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS last
         FROM pg_sequences WHERE schemaname = current_schema()`,
    );
    for (const { name, last } of sequences)
      script.push(
        last === null
          ? `SELECT setval(${literal(name)}, 1, false)`
          : `SELECT setval(${literal(name)}, ${last}, true)`,
      );
    script.push('COMMIT');
    const restoring = script.join(';\n');
    return {
      async restore() {
        try {
          await client.query(restoring);
        } catch (error) {
          // The script stopped inside its transaction: end it, so the next restore starts clean.
          await client.query('ROLLBACK');
          throw error;
        }
      },
      async discard() {
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}
