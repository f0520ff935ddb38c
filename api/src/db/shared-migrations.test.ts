import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { openPostgres } from './database';
import { migratePostgres, migrateSqlite, type MigrationFolders } from './migrate';
import { freshTestDatabase, testDialect } from '../testing/test-database';

/** A database of this run's dialect, spoken to in plain SQL, migrated from the folders given. */
interface Scratch {
  rows(text: string): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
  migrate(folders: MigrationFolders): Promise<string[]>;
  close(): Promise<void>;
}

async function scratchDatabase(dir: string): Promise<Scratch> {
  if (testDialect() === 'sqlite') {
    const sqlite = new BetterSqlite3(path.join(dir, 'scratch.sqlite'));
    sqlite.pragma('foreign_keys = ON');
    return {
      rows: async (text) => sqlite.prepare(text).all() as Record<string, unknown>[],
      exec: async (text) => void sqlite.exec(text),
      migrate: async (folders) => migrateSqlite(sqlite, folders),
      close: async () => void sqlite.close(),
    };
  }
  const fresh = await freshTestDatabase();
  const { db, close } = await openPostgres(fresh.url!, 2, { migrate: false });
  return {
    rows: async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
    exec: async (text) => void (await sql.raw(text).execute(db)),
    migrate: (folders) => migratePostgres(db, folders),
    close: async () => {
      await close();
      await fresh.drop();
    },
  };
}

/**
 * An error whose message matches. Not toThrow: better-sqlite3 makes its errors with the Error of
 * the first test file that loaded it in this Jest worker, which the next file's toThrow does not
 * take for an error.
 */
const failure = (message: RegExp) => ({ message: expect.stringMatching(message) });

/** The tables of the scratch database, schema_migrations aside. */
const TABLES = {
  sqlite: `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'
    AND name <> 'schema_migrations' ORDER BY name`,
  postgres: `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
    AND tablename <> 'schema_migrations' ORDER BY tablename`,
};
const INDEXES = {
  sqlite: `SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'member_notes'
    AND name NOT LIKE 'sqlite%' ORDER BY name`,
  postgres: `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'member_notes'
    AND indexname NOT LIKE '%_pkey' ORDER BY indexname`,
};

// The worked example of docs/architecture.md ("Migrations"): a table with an index, written once.
const MEMBER_NOTES = `
export const up = ({ schema, sql, text, id }) => [
  schema
    .createTable('member_notes')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('body', text, (col) => col.notNull().check(sql\`length(body) BETWEEN 1 AND 2000\`))
    .addColumn('created_at', text, (col) => col.notNull()),
  schema
    .createIndex('member_notes_by_member')
    .on('member_notes')
    .columns(['member_id', 'created_at']),
];
`;

describe('a migration written once for both databases', () => {
  let dir: string;
  let folders: Required<MigrationFolders>;
  let db: Scratch;
  const write = (folder: string, file: string, text: string) =>
    fs.writeFileSync(path.join(folder, file), text);
  const versions = async () =>
    (await db.rows('SELECT version FROM schema_migrations ORDER BY version')).map(
      (row) => row.version,
    );
  const tables = async () => (await db.rows(TABLES[testDialect()])).map((row) => row.name);

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-shared-migrations-'));
    folders = { own: path.join(dir, 'own'), shared: path.join(dir, 'shared') };
    fs.mkdirSync(folders.own);
    fs.mkdirSync(folders.shared);
    // The per-database files are written in SQL both databases read alike, here.
    write(folders.own, '001-members.sql', 'CREATE TABLE members (id INTEGER PRIMARY KEY);');
    write(folders.shared, '002-member-notes.ts', MEMBER_NOTES);
    write(
      folders.own,
      '003-first-note.sql',
      "INSERT INTO members (id) VALUES (7); INSERT INTO member_notes (member_id, body, created_at) VALUES (7, 'Knee injury', '2026-01-01');",
    );
    db = await scratchDatabase(dir);
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is applied once, in number order among the per-database files, recorded under its file name', async () => {
    expect(await db.migrate(folders)).toEqual([
      '001-members.sql',
      '002-member-notes.ts',
      '003-first-note.sql',
    ]);
    expect(await versions()).toEqual([
      '001-members.sql',
      '002-member-notes.ts',
      '003-first-note.sql',
    ]);
    // 003 found the table 002 made: the numbers set the order, not the kind of file.
    expect(await db.rows('SELECT id, member_id, body FROM member_notes')).toEqual([
      { id: 1, member_id: 7, body: 'Knee injury' },
    ]);
    expect((await db.rows(INDEXES[testDialect()])).map((row) => row.name)).toEqual([
      'member_notes_by_member',
    ]);
    // What the builders wrote holds on this database: the id numbered by it, the CHECK, the key.
    await db.exec(
      "INSERT INTO member_notes (member_id, body, created_at) VALUES (7, 'Cleared', '2026-02-01')",
    );
    expect(await db.rows('SELECT id FROM member_notes ORDER BY id')).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    // A deleted note's number is not given again (AUTOINCREMENT; an identity on PostgreSQL).
    await db.exec('DELETE FROM member_notes WHERE id = 2');
    await db.exec("INSERT INTO member_notes (member_id, body, created_at) VALUES (7, 'Back', '')");
    expect(await db.rows('SELECT id FROM member_notes ORDER BY id')).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
    // Text compares bytewise on both: COLLATE "C" on PostgreSQL.
    expect(await db.rows("SELECT body FROM member_notes WHERE body < 'a' ORDER BY body")).toEqual([
      { body: 'Back' },
      { body: 'Knee injury' },
    ]);
    await expect(
      db.exec("INSERT INTO member_notes (member_id, body, created_at) VALUES (7, '', '')"),
    ).rejects.toMatchObject(failure(/CHECK|check constraint/));
    await expect(
      db.exec("INSERT INTO member_notes (member_id, body, created_at) VALUES (8, 'x', '')"),
    ).rejects.toMatchObject(failure(/FOREIGN KEY|foreign key/));
  });

  it('is skipped on the next start, even once its module would fail', async () => {
    await db.migrate(folders);
    write(
      folders.shared,
      '002-member-notes.ts',
      'export const up = () => { throw new Error("ran again"); };',
    );
    expect(await db.migrate(folders)).toEqual([]);
    expect(await versions()).toHaveLength(3);
  });

  it('on a database that has the earlier migrations, applies only what is new', async () => {
    // An earlier Spotter had 001 alone; this one brings 002 and 003.
    fs.renameSync(path.join(folders.own, '003-first-note.sql'), path.join(dir, 'later.sql'));
    await db.migrate({ own: folders.own });
    expect(await versions()).toEqual(['001-members.sql']);
    fs.renameSync(path.join(dir, 'later.sql'), path.join(folders.own, '003-first-note.sql'));
    expect(await db.migrate(folders)).toEqual(['002-member-notes.ts', '003-first-note.sql']);
    expect(await tables()).toEqual(['member_notes', 'members']);
  });

  it('is rolled back entirely when one of its statements fails, and stops the run there', async () => {
    write(
      folders.shared,
      '002-member-notes.ts',
      `export const up = ({ schema, db }) => [
        schema.createTable('member_notes').addColumn('id', 'integer'),
        schema.createIndex('member_notes_by_id').on('member_notes').column('id'),
        db.insertInto('nowhere').values({ id: 1 }),
      ];`,
    );
    await expect(db.migrate(folders)).rejects.toMatchObject(failure(/nowhere/));
    if (testDialect() === 'sqlite') {
      // Each migration commits alone: 001 stays, nothing of 002.
      expect(await tables()).toEqual(['members']);
      expect(await versions()).toEqual(['001-members.sql']);
    } else {
      // One transaction for the run: not even schema_migrations stays.
      expect(
        await db.rows('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()'),
      ).toEqual([]);
    }
  });

  it('refuses to start when a shared module takes a number a per-database file has', async () => {
    write(folders.shared, '003-also.ts', MEMBER_NOTES);
    await expect(db.migrate(folders)).rejects.toThrow(
      'a migration number is used more than once: 003-also.ts and 003-first-note.sql',
    );
    expect(await tables()).toEqual([]);
  });
});
