import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Database } from './schema';
import { openPostgres } from './database';
import { applyFiguresPostgres, applyFiguresSqlite } from './figures';
import { FIGURES } from './kept-figures';
import {
  migratePostgres,
  migrateSqlite,
  migrationFiles,
  MIGRATIONS_DIRS,
  sharedMigrationFiles,
  type MigrationFolders,
} from './migrate';
import { freshTestDatabase, testDialect } from '../testing/test-database';

/**
 * Migration 044 (db/migrations/044-enquiry-follow-up-tasks.ts) on a database an earlier Spotter
 * left, on this run's database: the tasks and contacts kept, the enquiries waiting for a follow-up
 * given their task, and the kept counts right and kept after.
 */

interface Earlier {
  rows(text: string): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
  /** Every migration, as the app's start-up applies them. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations numbered below `version`, both kinds, copied into `dir`. */
function foldersBefore(version: string, dir: string): Required<MigrationFolders> {
  const dialect = testDialect();
  const folders = { own: path.join(dir, 'own'), shared: path.join(dir, 'shared') };
  fs.mkdirSync(folders.own);
  fs.mkdirSync(folders.shared);
  for (const file of migrationFiles(MIGRATIONS_DIRS[dialect]).filter((f) => f < version))
    fs.copyFileSync(path.join(MIGRATIONS_DIRS[dialect], file), path.join(folders.own, file));
  for (const [name, file] of sharedMigrationFiles(MIGRATIONS_DIRS.shared))
    if (name < version) fs.copyFileSync(file, path.join(folders.shared, path.basename(file)));
  return folders;
}

/**
 * Today's kept figures that a database of that time could keep: the trail's counts read a column
 * of migration 046 (the branch a write acted at), which this test of tasks does not need.
 */
const EARLIER_FIGURES = FIGURES.filter((figure) => figure.from !== 'activity');

/** A database migrated below `version` with the kept figures applied, as that Spotter ran it. */
async function earlierDatabase(version: string, dir: string): Promise<Earlier> {
  const folders = foldersBefore(version, dir);
  if (testDialect() === 'sqlite') {
    const sqlite = new BetterSqlite3(path.join(dir, 'earlier.sqlite'));
    sqlite.pragma('foreign_keys = ON');
    migrateSqlite(sqlite, folders);
    sqlite.transaction(() => applyFiguresSqlite(sqlite, EARLIER_FIGURES))();
    return {
      rows: async (text) => sqlite.prepare(text).all() as Record<string, unknown>[],
      exec: async (text) => void sqlite.exec(text),
      migrate: async () => void migrateSqlite(sqlite),
      close: async () => void sqlite.close(),
    };
  }
  const fresh = await freshTestDatabase();
  const { db, close } = await openPostgres(fresh.url!, 2, { migrate: false });
  await migratePostgres(db, folders);
  await db.transaction().execute((trx) => applyFiguresPostgres<Database>(trx, EARLIER_FIGURES));
  return {
    rows: async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
    exec: async (text) => void (await sql.raw(text).execute(db)),
    migrate: async () => void (await migratePostgres(db)),
    close: async () => {
      await close();
      await fresh.drop();
    },
  };
}

/**
 * An error whose message matches. Not toThrow: better-sqlite3 makes its errors with the Error of
 * the first test file that loaded it in this Jest worker.
 */
const failure = (message: RegExp) => ({ message: expect.stringMatching(message) });

const OPEN_DAYS = `SELECT due_on, branch_id, n FROM reminder_open_days WHERE n <> 0 ORDER BY due_on, branch_id`;
const OPEN_TRUTH = `SELECT due_on, branch_id, count(*) AS n FROM reminder_tasks WHERE state = 'open'
  GROUP BY due_on, branch_id ORDER BY due_on, branch_id`;
/** Counts as numbers on either database (PostgreSQL's count is a bigint). */
const numbers = (rows: Record<string, unknown>[]) =>
  rows.map((row) => ({ ...row, n: Number(row.n) }));

describe('migration 044: an enquiry’s follow-up makes a Reminders task', () => {
  let dir: string;
  let db: Earlier;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-044-'));
    db = await earlierDatabase('044', dir);
    // A second branch; a plan; Asha at branch 2, with an open dues task and a contact.
    await db.exec(`INSERT INTO branches (id, name, name_key, address, phone, created_at, updated_at)
      VALUES (2, 'Baner', 'baner', '', '', '', '')`);
    await db.exec(`INSERT INTO plans (id, name, name_key, duration_days, price, created_at, updated_at)
      VALUES (1, 'Gold', 'gold', 30, 1000, '', '')`);
    await db.exec(`INSERT INTO members (id, name, phone, joining_date, plan_id, total_fee, paid_amount,
      expire_date, created_at, updated_at, home_branch_id)
      VALUES (1, 'Asha', '9811100001', '2026-03-01', 1, 1000, 0, '2026-03-31', '', '', 2)`);
    await db.exec(`INSERT INTO reminder_tasks (id, member_id, rule_id, basis, planned_on, due_on, created_at, branch_id)
      VALUES (7, 1, (SELECT id FROM reminder_rules WHERE kind = 'dues'), '2026-03-01', '2026-03-08', '2026-03-08', '', 2)`);
    await db.exec(`INSERT INTO member_contacts (id, member_id, task_id, at, admin_name, channel, outcome, reason)
      VALUES (3, 1, 7, '2026-03-08T10:00:00.000Z', 'Owner', 'call', 'reached', 'Owes ₹1,000 for 7 days')`);
    // Enquiries: two waiting for their follow-up (one at branch 2), one Lost, one without a day.
    const enquiry = (id: number, status: string, followUp: string | null, branch = 1) =>
      db.exec(`INSERT INTO enquiries (id, name, phone, enquiry_date, status, created_at, updated_at, branch_id, follow_up_on)
        VALUES (${id}, 'Enquirer ${id}', '98111000${10 + id}', '2026-03-01', '${status}', '', '', ${branch},
        ${followUp === null ? 'NULL' : `'${followUp}'`})`);
    await enquiry(1, 'New', '2026-03-10');
    await enquiry(2, 'Contacted', '2026-03-12', 2);
    await enquiry(3, 'Lost', '2026-03-10');
    await enquiry(4, 'New', null);
    await db.migrate();
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the members’ tasks and contacts, and gives each enquiry waiting for its follow-up an open task that day, at its branch', async () => {
    expect(
      await db.rows(
        `SELECT id, member_id, enquiry_id, due_on, state, branch_id
         FROM reminder_tasks ORDER BY member_id IS NULL, enquiry_id`,
      ),
    ).toEqual([
      { id: 7, member_id: 1, enquiry_id: null, due_on: '2026-03-08', state: 'open', branch_id: 2 },
      ...[
        { enquiry_id: 1, due_on: '2026-03-10', branch_id: 1 },
        { enquiry_id: 2, due_on: '2026-03-12', branch_id: 2 },
      ].map((task) => ({ id: expect.any(Number), member_id: null, state: 'open', ...task })),
    ]);
    expect(
      (
        await db.rows(
          'SELECT rule_id IS NULL AS no_rule FROM reminder_tasks ORDER BY member_id IS NULL, enquiry_id',
        )
      ).map((row) => Boolean(row.no_rule)),
    ).toEqual([false, true, true]);
    expect(
      await db.rows('SELECT id, member_id, enquiry_id, task_id, reason FROM member_contacts'),
    ).toEqual([
      { id: 3, member_id: 1, enquiry_id: null, task_id: 7, reason: 'Owes ₹1,000 for 7 days' },
    ]);
    // The queue's counts cover them, and go on following every change.
    expect(numbers(await db.rows(OPEN_DAYS))).toEqual(numbers(await db.rows(OPEN_TRUTH)));
    expect(numbers(await db.rows(OPEN_DAYS))).toEqual([
      { due_on: '2026-03-08', branch_id: 2, n: 1 },
      { due_on: '2026-03-10', branch_id: 1, n: 1 },
      { due_on: '2026-03-12', branch_id: 2, n: 1 },
    ]);
    await db.exec(`UPDATE reminder_tasks SET due_on = '2026-03-15' WHERE enquiry_id = 1`);
    await db.exec(`UPDATE reminder_tasks SET state = 'done' WHERE enquiry_id = 2`);
    await db.exec(`INSERT INTO reminder_tasks (enquiry_id, basis, planned_on, due_on, created_at, branch_id)
      VALUES (4, '2026-03-20', '2026-03-20', '2026-03-20', '', 1)`);
    expect(numbers(await db.rows(OPEN_DAYS))).toEqual(numbers(await db.rows(OPEN_TRUTH)));
    expect(numbers(await db.rows(OPEN_DAYS))).toHaveLength(3);
  });

  it('keeps a member’s task at their home branch, an enquiry’s at its own, and deletes an enquiry’s tasks with it', async () => {
    // A member's task written without its branch takes their home branch (031's triggers, kept).
    await db.exec(`INSERT INTO reminder_tasks (member_id, rule_id, basis, planned_on, due_on, created_at)
      VALUES (1, (SELECT id FROM reminder_rules WHERE kind = 'promise'), '2026-03-09', '2026-03-10', '2026-03-10', '')`);
    expect(
      await db.rows(
        `SELECT branch_id FROM reminder_tasks WHERE planned_on = '2026-03-10' AND member_id = 1`,
      ),
    ).toEqual([{ branch_id: 2 }]);
    await db.exec('UPDATE members SET home_branch_id = 1 WHERE id = 1');
    expect(
      await db.rows('SELECT DISTINCT branch_id FROM reminder_tasks WHERE member_id = 1'),
    ).toEqual([{ branch_id: 1 }]);
    expect(await db.rows('SELECT branch_id FROM reminder_tasks WHERE enquiry_id = 2')).toEqual([
      { branch_id: 2 },
    ]);
    await db.exec('DELETE FROM enquiries WHERE id = 2');
    expect(await db.rows('SELECT id FROM reminder_tasks WHERE enquiry_id = 2')).toEqual([]);
    expect(numbers(await db.rows(OPEN_DAYS))).toEqual(numbers(await db.rows(OPEN_TRUTH)));
  });

  it.each([
    [
      'a task of a member and an enquiry',
      `INSERT INTO reminder_tasks (member_id, rule_id, enquiry_id, basis, planned_on, due_on, created_at)
        VALUES (1, 1, 4, '2026-03-20', '2026-03-20', '2026-03-20', '')`,
      /CHECK|check constraint/i,
    ],
    [
      'a task of no one',
      `INSERT INTO reminder_tasks (basis, planned_on, due_on, created_at)
        VALUES ('2026-03-20', '2026-03-20', '2026-03-20', '')`,
      /CHECK|check constraint/i,
    ],
    [
      'a second open task of one enquiry',
      `INSERT INTO reminder_tasks (enquiry_id, basis, planned_on, due_on, created_at)
        VALUES (1, '2026-03-20', '2026-03-20', '2026-03-20', '')`,
      /UNIQUE|unique|duplicate/,
    ],
    [
      'a contact with no one',
      `INSERT INTO member_contacts (at, admin_name, channel, outcome, reason)
        VALUES ('', 'Owner', 'call', 'reached', 'Enquiry follow-up')`,
      /CHECK|check constraint/i,
    ],
  ])('refuses %s', async (_, statement, message) => {
    await expect(db.exec(statement)).rejects.toMatchObject(failure(message));
  });
});
