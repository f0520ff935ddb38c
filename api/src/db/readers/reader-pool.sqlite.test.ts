import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { testDataDir } from '../../testing/test-database';
import { PooledSqliteDialect } from './pooled-dialect';
import { ReaderPool } from './reader-pool';
import { withStatementCache } from './statement-cache';

interface Notes {
  notes: { id: Generated<number>; text: string };
}

/** A WAL database of its own with one table, read through a pool of `readers` threads. */
function open(readers = 2) {
  const dir = testDataDir();
  const file = path.join(dir, 'readers.sqlite');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec(
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL); INSERT INTO notes (text) VALUES ('first')",
  );
  const pool = new ReaderPool(file, readers);
  const db = new Kysely<Notes>({
    dialect: new PooledSqliteDialect(withStatementCache(sqlite), pool),
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
    count,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('reads on reader threads (SQLite)', () => {
  it('answers a read while a transaction holds the writing connection, with what was committed', async () => {
    const { db, pool, count, close } = open();
    try {
      await pool.whenReady();
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

  it('reads on the main connection until a thread is ready, and with no threads at all', async () => {
    for (const readers of [2, 0]) {
      const { db, count, close } = open(readers);
      try {
        await db.insertInto('notes').values({ text: 'second' }).execute();
        expect(await count()).toBe(2);
      } finally {
        await close();
      }
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
