import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MIGRATIONS_DIRS,
  migrationFiles,
  migrationSequence,
  sharedMigrationFiles,
  type MigrationFolders,
} from './migrate';
import { compileMigration, type SharedMigration } from './shared-migration';

describe('the migrations of the two databases', () => {
  it('have the same numbers and names, so both schemas go through the same steps', () => {
    const sqlite = migrationFiles(MIGRATIONS_DIRS.sqlite);
    expect(sqlite.length).toBeGreaterThan(0);
    expect(migrationFiles(MIGRATIONS_DIRS.postgres)).toEqual(sqlite);
  });

  it('are one sequence with the shared ones, the same for both, each number used once', () => {
    const versions = (own: string) =>
      migrationSequence({ own, shared: MIGRATIONS_DIRS.shared }).map((m) => m.version);
    const sqlite = versions(MIGRATIONS_DIRS.sqlite);
    expect(versions(MIGRATIONS_DIRS.postgres)).toEqual(sqlite);
    expect(new Set(sqlite.map((version) => version.slice(0, 3))).size).toBe(sqlite.length);
    // Every shared migration is in the sequence once, under its source name.
    for (const version of sharedMigrationFiles(MIGRATIONS_DIRS.shared).keys())
      expect(sqlite.filter((v) => v === version)).toEqual([version]);
  });
});

describe('the migration sequence', () => {
  let dir: string;
  let folders: MigrationFolders & { shared: string };
  const write = (folder: string, files: string[]) => {
    for (const file of files) fs.writeFileSync(path.join(folder, file), '');
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-sequence-'));
    folders = { own: path.join(dir, 'sqlite'), shared: path.join(dir, 'shared') };
    fs.mkdirSync(folders.own);
    fs.mkdirSync(folders.shared);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('orders the per-database files and the shared modules by number', () => {
    write(folders.own, ['001-a.sql', '003-c.sql', '010-j.sql', 'notes.md']);
    write(folders.shared, ['002-b.ts', '004-d.ts', '011-k.ts']);
    expect(migrationSequence(folders).map((m) => [m.version, m.shared])).toEqual([
      ['001-a.sql', false],
      ['002-b.ts', true],
      ['003-c.sql', false],
      ['004-d.ts', true],
      ['010-j.sql', false],
      ['011-k.ts', true],
    ]);
  });

  it('takes a shared module and what the build made of it as one, under its source name', () => {
    write(folders.shared, ['002-b.ts', '002-b.js', '002-b.js.map', '003-c.js', '004-d.d.ts']);
    write(folders.shared, ['005-e.test.ts', 'index.ts']);
    const shared = sharedMigrationFiles(folders.shared);
    expect([...shared.keys()]).toEqual(['002-b.ts', '003-c.ts']);
    // Running from source (Jest), the source itself is loaded.
    expect(shared.get('002-b.ts')).toBe(path.join(folders.shared, '002-b.ts'));
    expect(shared.get('003-c.ts')).toBe(path.join(folders.shared, '003-c.js'));
    expect(sharedMigrationFiles(path.join(dir, 'nowhere')).size).toBe(0);
  });

  it('refuses a number used twice, across the two kinds or within one', () => {
    write(folders.own, ['001-a.sql', '002-b.sql']);
    write(folders.shared, ['002-other.ts']);
    expect(() => migrationSequence(folders)).toThrow(
      'a migration number is used more than once: 002-b.sql and 002-other.ts',
    );
    fs.rmSync(path.join(folders.shared, '002-other.ts'));
    write(folders.own, ['001-again.sql']);
    expect(() => migrationSequence(folders)).toThrow(/001-a.sql and 001-again.sql/);
  });

  it('reads a single folder as its .sql files alone', () => {
    write(folders.own, ['001-a.sql']);
    expect(migrationSequence({ own: folders.own }).map((m) => m.version)).toEqual(['001-a.sql']);
  });
});

describe('a shared migration', () => {
  // docs/architecture.md's worked example (shared-migrations.test.ts applies it on each database).
  const memberNotes: SharedMigration = ({ schema, sql, text, id }) => [
    schema
      .createTable('member_notes')
      .addColumn('id', 'integer', id)
      .addColumn('member_id', 'integer', (col) =>
        col.notNull().references('members.id').onDelete('cascade'),
      )
      .addColumn('body', text, (col) => col.notNull().check(sql`length(body) BETWEEN 1 AND 2000`))
      .addColumn('created_at', text, (col) => col.notNull()),
    schema
      .createIndex('member_notes_by_member')
      .on('member_notes')
      .columns(['member_id', 'created_at']),
  ];

  it('compiles into each database’s own SQL', () => {
    const compiled = (dialect: 'sqlite' | 'postgres') =>
      compileMigration(memberNotes, dialect).map((query) => query.sql);
    expect(compiled('sqlite')).toEqual([
      'create table "member_notes" ("id" integer primary key autoincrement, "member_id" integer not null references "members" ("id") on delete cascade, "body" text not null check (length(body) BETWEEN 1 AND 2000), "created_at" text not null)',
      'create index "member_notes_by_member" on "member_notes" ("member_id", "created_at")',
    ]);
    expect(compiled('postgres')).toEqual([
      'create table "member_notes" ("id" integer generated by default as identity primary key, "member_id" integer not null references "members" ("id") on delete cascade, "body" text collate "C" not null check (length(body) BETWEEN 1 AND 2000), "created_at" text collate "C" not null)',
      'create index "member_notes_by_member" on "member_notes" ("member_id", "created_at")',
    ]);
  });

  it('keeps SQLite’s WITHOUT ROWID, BLOB and partial indexes in their place on PostgreSQL', () => {
    const keyed: SharedMigration = ({ schema, sql, bytes, withoutRowid }) => [
      withoutRowid(
        schema
          .createTable('scans')
          .addColumn('member_id', 'integer', (col) => col.primaryKey())
          .addColumn('image', bytes)
          .addColumn('gone_at', 'text'),
      ),
      schema
        .createIndex('scans_kept')
        .on('scans')
        .column('member_id')
        .where(sql.ref('gone_at'), 'is', null),
    ];
    expect(compileMigration(keyed, 'sqlite').map((query) => query.sql)).toEqual([
      'create table "scans" ("member_id" integer primary key, "image" blob, "gone_at" text) without rowid',
      'create index "scans_kept" on "scans" ("member_id") where "gone_at" is null',
    ]);
    expect(compileMigration(keyed, 'postgres').map((query) => query.sql)).toEqual([
      'create table "scans" ("member_id" integer primary key, "image" bytea, "gone_at" text)',
      'create index "scans_kept" on "scans" ("member_id") where "gone_at" is null',
    ]);
  });
});
