import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { testDataDir } from '../../testing/test-database';
import { PooledSqliteDialect } from './pooled-dialect';
import { SqliteThreads } from './sqlite-threads';
import { withStatementCache } from './statement-cache';

interface Notes {
  notes: { id: Generated<number>; text: string };
  tags: { note_id: number; tag: string };
}

/**
 * A WAL database of its own with two tables (a note's tags must name a note), read by `readers`
 * threads and written by a writer thread unless `writer` is false.
 */
function open(readers = 2, writer = true) {
  const dir = testDataDir();
  const file = path.join(dir, 'readers.sqlite');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);
    CREATE TABLE tags (note_id INTEGER NOT NULL REFERENCES notes (id), tag TEXT NOT NULL);
    INSERT INTO notes (text) VALUES ('first')`);
  const pool = new SqliteThreads(file, readers);
  const writing = new SqliteThreads(file, writer ? 1 : 0, { write: true });
  const db = new Kysely<Notes>({
    dialect: new PooledSqliteDialect(withStatementCache(sqlite), pool, writing),
  });
  const count = async (on: Kysely<Notes> = db) =>
    (
      await on
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    db,
    pool,
    writing,
    count,
    dir,
    file,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('reads on reader threads (SQLite)', () => {
  it('answers a read while a transaction holds the writing connection, with what was committed', async () => {
    const { db, pool, writing, count, close } = open();
    try {
      await Promise.all([pool.whenReady(), writing.whenReady()]);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'second' }).execute();
        // On the one connection this read would wait for the transaction: it waits inside it.
        expect(await count(db)).toBe(1);
        expect(await count(trx)).toBe(2);
      });
      expect(await count(db)).toBe(2);
    } finally {
      await close();
    }
  });

  it('reads SQL written by hand on a reader when SQLite says it only reads', async () => {
    const { db, pool, writing, close } = open();
    try {
      await Promise.all([pool.whenReady(), writing.whenReady()]);
      const count = sql<{ n: number }>`SELECT count(*) AS n FROM notes`;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'second' }).execute();
        // Sent to the writer, this would wait for the transaction, inside it.
        expect((await count.execute(db)).rows).toEqual([{ n: 1 }]);
        expect((await count.execute(trx)).rows).toEqual([{ n: 2 }]);
      });
      // Written by hand but writing: the writer runs it.
      await sql`WITH t AS (SELECT 'third' AS text) INSERT INTO notes (text) SELECT text FROM t`.execute(
        db,
      );
      expect((await count.execute(db)).rows).toEqual([{ n: 3 }]);
    } finally {
      await close();
    }
  });

  it('reads and writes on the main connection until a thread is ready, and with no threads at all', async () => {
    for (const [readers, writer] of [
      [2, true],
      [0, false],
    ] as const) {
      const { db, pool, writing, count, close } = open(readers, writer);
      try {
        await db
          .transaction()
          .execute((trx) => trx.insertInto('notes').values({ text: 'second' }).execute());
        expect(await count()).toBe(2);
        // The first write and the first read started the threads, for the next ones.
        expect([pool.started, writing.started]).toEqual([readers, writer ? 1 : 0]);
      } finally {
        await close();
      }
    }
  });

  it('writes on the writer thread as on the main connection: ids, counts, foreign keys, and the file holds them once closed', async () => {
    const { db, writing, count, dir, file } = open();
    await writing.whenReady();
    const added = await db.insertInto('notes').values({ text: 'second' }).executeTakeFirstOrThrow();
    expect(added.insertId).toBe(2n);
    const changed = await db
      .updateTable('notes')
      .set({ text: 'changed' })
      .executeTakeFirstOrThrow();
    expect(changed.numUpdatedRows).toBe(2n);
    await expect(
      db.insertInto('tags').values({ note_id: 99, tag: 'orphan' }).execute(),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(await count()).toBe(2);
    await db.destroy();
    const reopened = new BetterSqlite3(file, { readonly: true });
    try {
      expect(reopened.prepare('SELECT text FROM notes ORDER BY id').pluck().all()).toEqual([
        'changed',
        'changed',
      ]);
    } finally {
      reopened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('binds and answers BLOBs as Buffers, as the main connection does', async () => {
    const { db, pool, close } = open();
    try {
      await pool.whenReady();
      const row = await db
        .selectNoFrom([
          sql<Buffer>`x'00ff10'`.as('blob'),
          sql<number>`length(${Buffer.from([1, 2, 3, 4])})`.as('bound'),
        ])
        .executeTakeFirstOrThrow();
      expect(Buffer.isBuffer(row.blob)).toBe(true);
      expect([...row.blob]).toEqual([0, 255, 16]);
      expect(row.bound).toBe(4);
    } finally {
      await close();
    }
  });

  it("keeps SQLite's error code on a failed read (the errors the API tells apart by code)", async () => {
    const { db, pool, close } = open();
    try {
      await pool.whenReady();
      await expect(
        db
          .selectFrom('missing' as 'notes')
          .selectAll()
          .execute(),
      ).rejects.toMatchObject({
        code: 'SQLITE_ERROR',
        message: expect.stringContaining('no such table'),
      });
    } finally {
      await close();
    }
  });

  it('spreads reads sent at once over its threads and answers each its own rows', async () => {
    const { db, pool, close } = open(3);
    try {
      await pool.whenReady();
      const ids = Array.from({ length: 60 }, (_, i) => i);
      const answers = await Promise.all(
        ids.map((i) =>
          db.selectNoFrom(sql<number>`${i} * 2`.as('twice')).executeTakeFirstOrThrow(),
        ),
      );
      expect(answers.map((a) => a.twice)).toEqual(ids.map((i) => i * 2));
    } finally {
      await close();
    }
  });
});
