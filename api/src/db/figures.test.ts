import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { openPostgres } from './database';
import {
  applyFiguresPostgres,
  applyFiguresSqlite,
  figureSql,
  keptQuery,
  readColumns,
  truthQuery,
  type Figure,
} from './figures';
import { FIGURES } from './kept-figures';
import type { Database } from './schema';
import { migratePostgres, migrateSqlite, migrationFiles, MIGRATIONS_DIRS } from './migrate';
import { declaredShape, tableShape } from '../testing/kept-tables';
import { freshTestDatabase, testDialect } from '../testing/test-database';

/** A database of this run's dialect, spoken to in plain SQL, migrated only when asked. */
interface Scratch {
  exec(text: string): Promise<void>;
  rows(text: string): Promise<Record<string, unknown>[]>;
  /** The migrations of `dir` (all of them by default), then the declared figures if 037 ran. */
  migrate(dir?: string): Promise<void>;
  /** Applies `figures` as the migrations would, answering the figures (re)applied. */
  apply(figures: readonly Figure[]): Promise<string[]>;
  close(): Promise<void>;
}

async function scratchDatabase(): Promise<Scratch> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-figures-'));
  if (testDialect() === 'sqlite') {
    const sqlite = new BetterSqlite3(path.join(dir, 'scratch.sqlite'));
    sqlite.pragma('foreign_keys = ON');
    return {
      exec: async (text) => void sqlite.exec(text),
      rows: async (text) => sqlite.prepare(text).all() as Record<string, unknown>[],
      migrate: async (from) => void migrateSqlite(sqlite, from),
      apply: async (figures) => sqlite.transaction(() => applyFiguresSqlite(sqlite, figures))(),
      close: async () => {
        sqlite.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshTestDatabase();
  const { db, close } = await openPostgres(fresh.url!, 2, { migrate: false });
  return {
    exec: async (text) => void (await sql.raw(text).execute(db)),
    rows: async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
    migrate: async (from) => void (await migratePostgres(db, from)),
    apply: (figures) =>
      db.transaction().execute((trx) => applyFiguresPostgres<Database>(trx, figures)),
    close: async () => {
      await close();
      await fresh.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rows as sorted JSON, numbers as numbers: the two databases' answers compared alike. */
const comparable = (rows: Record<string, unknown>[]) =>
  rows
    .map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [
            column,
            typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
          ]),
        ),
      ),
    )
    .sort();

describe('a figure made from its declaration', () => {
  const member: Figure = {
    table: 'member_counts',
    columns: { plan_id: 'integer', branch_id: 'integer', n: 'integer' },
    from: 'members',
    as: 'm',
    where: "m.status = 'Active' AND m.name <> 'm.status'",
    key: { plan_id: 'm.plan_id', branch_id: 'm.home_branch_id' },
    sum: { n: '1' },
  };

  it('follows updates of the columns it reads only, quoted text left as written', () => {
    expect(readColumns(member)).toEqual(['home_branch_id', 'name', 'plan_id', 'status']);
    const { create } = figureSql(member, 'sqlite');
    expect(create).toContain(
      'AFTER UPDATE OF home_branch_id, name, plan_id, status ON members BEGIN',
    );
    expect(create).toContain("NEW.name <> 'm.status'");
  });

  it('adds each change in key order, summed per key, rows that cancel out untouched', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const { create } = figureSql(member, dialect);
      expect(create).toContain(
        'GROUP BY plan_id, branch_id HAVING sum(n) <> 0 ORDER BY plan_id, branch_id',
      );
      expect(create).toContain('ON CONFLICT (plan_id, branch_id) DO UPDATE SET n = ');
    }
  });

  it('counts inserts and deletes once per statement on PostgreSQL, updates once per row', () => {
    const { create, drop } = figureSql(member, 'postgres');
    expect(create).toContain(
      'AFTER INSERT ON members REFERENCING NEW TABLE AS kept_added\n  FOR EACH STATEMENT',
    );
    expect(create).toContain(
      'AFTER DELETE ON members REFERENCING OLD TABLE AS kept_removed\n  FOR EACH STATEMENT',
    );
    expect(create).toContain('ON members\n  FOR EACH ROW');
    expect(
      drop.match(/DROP FUNCTION IF EXISTS kept_member_counts_members_\w+\(\) CASCADE/g),
    ).toHaveLength(3);
  });

  it('takes a second source’s key by column name, and refuses one giving other columns', () => {
    const both: Figure = {
      ...member,
      also: [
        {
          from: 'invoices',
          as: 'i',
          key: { branch_id: 'i.branch_id', plan_id: '0' },
          sum: { n: '1' },
        },
      ],
    };
    expect(truthQuery(both)).toContain('SELECT 0 AS plan_id, i.branch_id AS branch_id, (1) AS n');
    const wrong: Figure = {
      ...both,
      also: [{ from: 'invoices', as: 'i', key: { branch_id: 'i.branch_id' }, sum: { n: '1' } }],
    };
    expect(() => figureSql(wrong, 'sqlite')).toThrow(/invoices gives other columns/);
  });

  it('makes its counter table: the key columns its primary key, in the order declared', () => {
    const byBranch: Figure = {
      ...member,
      columns: { branch_id: 'integer', status: 'text', n: 'integer' },
      key: { branch_id: 'm.home_branch_id', status: 'm.status' },
      indexes: { member_counts_by_status: ['status', 'n'] },
    };
    expect(figureSql(byBranch, 'sqlite').createTable).toBe(
      'create table "member_counts" ("branch_id" integer not null, "status" text not null, ' +
        '"n" integer not null, constraint "member_counts_pkey" primary key ("branch_id", "status")) without rowid;\n' +
        'create index "member_counts_by_status" on "member_counts" ("status", "n");\n',
    );
    expect(figureSql(byBranch, 'postgres').createTable).toContain(
      '"status" text collate "C" not null, "n" integer not null, constraint "member_counts_pkey" primary key ("branch_id", "status"));',
    );
    // What makes the table is part of the figure: changing a column's type applies it again.
    expect(figureSql(byBranch, 'sqlite').digest).not.toBe(
      figureSql({ ...byBranch, columns: { ...byBranch.columns, status: 'integer' } }, 'sqlite')
        .digest,
    );
  });

  it('refuses a column without a type, a type for no column, and an index of no column', () => {
    const { branch_id: _, ...untyped } = member.columns;
    expect(() => figureSql({ ...member, columns: untyped }, 'sqlite')).toThrow(
      'member_counts: no type for branch_id',
    );
    expect(() =>
      figureSql({ ...member, columns: { ...member.columns, status: 'text' } }, 'sqlite'),
    ).toThrow('member_counts: a type for status, neither key nor measure');
    expect(() =>
      figureSql({ ...member, indexes: { member_counts_by_day: ['day', 'n'] } }, 'postgres'),
    ).toThrow('member_counts: its index member_counts_by_day names day, not one of its columns');
  });

  it('counts a row under each value a key lists, a null value nowhere', () => {
    const activity = FIGURES.find((figure) => figure.table === 'activity_counts')!;
    const truth = truthQuery(activity);
    expect(truth.match(/SELECT /g)).toHaveLength(5);
    expect(truth).toContain("'' AS kind, 0 AS admin_id");
    expect(truth).toContain('(a.admin_id IS NOT NULL)');
  });
});

describe('declared figures on this database', () => {
  let db: Scratch;
  beforeEach(async () => {
    db = await scratchDatabase();
  });
  afterEach(() => db.close());

  /** Visits to rooms, the paid ones counted per floor and day with their minutes. */
  const SCRATCH = `CREATE TABLE rooms (id INTEGER PRIMARY KEY, floor TEXT NOT NULL);
    CREATE TABLE room_visits (id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL, day TEXT NOT NULL,
      minutes INTEGER NOT NULL, paid INTEGER NOT NULL, note TEXT NOT NULL DEFAULT '');
    INSERT INTO rooms (id, floor) VALUES (1, 'ground'), (2, 'ground'), (3, 'first');`;
  // The one declaration a new figure is: its counter table too, which no migration makes.
  const paidMinutes: Figure = {
    table: 'paid_minutes',
    columns: { floor: 'text', day: 'text', n: 'integer', minutes: 'integer' },
    indexes: { paid_minutes_by_day: ['day', 'floor'] },
    from: 'room_visits',
    as: 'v',
    join: [{ table: 'rooms', as: 'r', on: 'r.id = v.room_id' }],
    where: 'v.paid = 1',
    key: { floor: 'r.floor', day: 'v.day' },
    sum: { n: '1', minutes: 'v.minutes' },
    dropEmpty: true,
  };
  // What it means, written as COUNT and SUM by hand.
  const counted = async () =>
    comparable(
      await db.rows(`SELECT r.floor, v.day, count(*) AS n, sum(v.minutes) AS minutes
        FROM room_visits v JOIN rooms r ON r.id = v.room_id WHERE v.paid = 1 GROUP BY r.floor, v.day`),
    );
  const kept = async () => comparable(await db.rows('SELECT * FROM paid_minutes'));
  const shape = (table: string) => tableShape(db.rows, testDialect(), table);

  it('is kept by its triggers through inserts, updates of each kind and deletes, with one declaration', async () => {
    await db.migrate();
    await db.exec(SCRATCH);
    // The figures already applied stay as they are: only the new one is made, its table with it.
    expect(await shape('paid_minutes')).toBeNull();
    expect(await db.apply([...FIGURES, paidMinutes])).toEqual(['paid_minutes']);
    expect(await shape('paid_minutes')).toEqual(declaredShape(paidMinutes));

    await db.exec(`INSERT INTO room_visits (id, room_id, day, minutes, paid) VALUES
      (1, 1, '2026-03-01', 30, 1), (2, 2, '2026-03-01', 45, 1), (3, 3, '2026-03-01', 60, 0),
      (4, 3, '2026-03-02', 20, 1), (5, 1, '2026-03-02', 10, 1)`);
    await db.exec(
      `INSERT INTO room_visits (id, room_id, day, minutes, paid) VALUES (6, 3, '2026-03-02', 5, 1)`,
    );
    expect(await kept()).toEqual(await counted());
    expect(await kept()).toHaveLength(3);

    await db.exec(`UPDATE room_visits SET day = '2026-03-03' WHERE id IN (1, 4)`); // the key moves
    await db.exec('UPDATE room_visits SET paid = 1 - paid WHERE id IN (2, 3)'); // in and out of the count
    await db.exec('UPDATE room_visits SET minutes = minutes + 1'); // a measure only
    await db.exec(`UPDATE room_visits SET note = 'late'`); // nothing counted
    expect(await kept()).toEqual(await counted());

    await db.exec('DELETE FROM room_visits WHERE id IN (3, 6)');
    await db.exec('DELETE FROM room_visits WHERE id = 5');
    expect(await kept()).toEqual(await counted());
    // A row back to 0 is deleted (dropEmpty): ground floor's 2 March had visit 5 only.
    expect(await db.rows('SELECT * FROM paid_minutes WHERE n = 0')).toEqual([]);
    expect(await db.rows(`SELECT * FROM paid_minutes WHERE day = '2026-03-02'`)).toEqual([]);
  });

  it('is applied again with its table made again when its declaration changes, and dropped with its table when it goes', async () => {
    await db.migrate();
    await db.exec(SCRATCH);
    await db.apply([...FIGURES, paidMinutes]);
    await db.exec(`INSERT INTO room_visits (id, room_id, day, minutes, paid) VALUES
      (1, 1, '2026-03-01', 30, 1), (2, 3, '2026-03-01', 60, 0)`);
    expect(await db.apply([...FIGURES, paidMinutes])).toEqual([]);

    const everyVisit: Figure = { ...paidMinutes, where: undefined };
    expect(await db.apply([...FIGURES, everyVisit])).toEqual(['paid_minutes']);
    expect(await kept()).toEqual(
      comparable([
        { floor: 'first', day: '2026-03-01', n: 1, minutes: 60 },
        { floor: 'ground', day: '2026-03-01', n: 1, minutes: 30 },
      ]),
    );
    await db.exec(
      `INSERT INTO room_visits (id, room_id, day, minutes, paid) VALUES (3, 3, '2026-03-01', 5, 0)`,
    );
    expect(await db.rows(`SELECT n FROM paid_minutes WHERE floor = 'first'`)).toEqual([{ n: 2 }]);

    // A dimension added is the declaration alone: the table is made again with its column.
    const perRoom: Figure = {
      ...everyVisit,
      columns: { ...everyVisit.columns, room_id: 'integer' },
      key: { floor: 'r.floor', room_id: 'v.room_id', day: 'v.day' },
    };
    expect(await db.apply([...FIGURES, perRoom])).toEqual(['paid_minutes']);
    expect(await shape('paid_minutes')).toEqual(declaredShape(perRoom));
    expect(await kept()).toEqual(
      comparable([
        { floor: 'first', room_id: 3, day: '2026-03-01', n: 2, minutes: 65 },
        { floor: 'ground', room_id: 1, day: '2026-03-01', n: 1, minutes: 30 },
      ]),
    );

    // Gone: its triggers and its table, which nothing would keep any more.
    expect(await db.apply(FIGURES)).toEqual([]);
    expect(await shape('paid_minutes')).toBeNull();
    await db.exec(
      `INSERT INTO room_visits (id, room_id, day, minutes, paid) VALUES (4, 3, '2026-03-01', 5, 0)`,
    );
    expect(await db.rows(`SELECT figure FROM kept_figures WHERE figure = 'paid_minutes'`)).toEqual(
      [],
    );
  });

  it('replace the hand-written triggers from 037 on, every counter table made again as declared and filled from the rows it counts', async () => {
    const dialect = testDialect();
    const earlier = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-before-037-'));
    for (const file of migrationFiles(MIGRATIONS_DIRS[dialect]).filter((f) => f < '037'))
      fs.copyFileSync(path.join(MIGRATIONS_DIRS[dialect], file), path.join(earlier, file));
    try {
      await db.migrate(earlier);
    } finally {
      fs.rmSync(earlier, { recursive: true, force: true });
    }
    // A gym as 036 kept it: members, an invoice, a visit, a record; then counts gone wrong.
    await db.exec(`INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at)
      VALUES ('Gold', 'gold', 30, 1000, '', '');
      INSERT INTO members (name, phone, status, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at)
      VALUES ('Asha', '1234567', 'Active', '2026-01-01', 1, 1000, 400, '2026-02-01', '', ''),
        ('Ravi', '7654321', 'Inactive', '2026-01-15', 1, 1000, 1000, '2026-02-15', '', '');
      INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name,
        plan_duration_days, period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind,
        issued_on, created_at, branch_id)
      VALUES (1, 'INV-00001', 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 1000, 400, 600,
        'cash', 'joining', '2026-01-01', '', 1);
      INSERT INTO attendance (member_id, day, check_in, check_out, created_at, branch_id)
      VALUES (1, '2026-01-05', 'a', NULL, '', 1);
      INSERT INTO activity (at, admin_id, admin_name, action, kind, label, data)
      VALUES ('2026-01-05T10:00:00.000Z', NULL, 'Someone', 'member.edited', 'members', 'Asha', '{}');
      UPDATE member_counts SET n = n + 5;
      DELETE FROM attendance_day_counts;`);

    await db.migrate();
    /** Every counter table is as declared and holds what the rows it counts say. */
    const asDeclared = async () => {
      for (const figure of FIGURES) {
        const truth = comparable(await db.rows(truthQuery(figure)));
        expect({
          figure: figure.table,
          shape: await tableShape(db.rows, dialect, figure.table),
          rows: comparable(await db.rows(keptQuery(figure))),
        }).toEqual({ figure: figure.table, shape: declaredShape(figure), rows: truth });
      }
    };
    await asDeclared();
    expect(comparable(await db.rows('SELECT * FROM attendance_day_counts'))).toEqual(
      comparable([{ day: '2026-01-05', branch_id: 1, total: 1, open: 1 }]),
    );

    // A database whose figures were applied from earlier declarations (before the tables were
    // declared too, the tables the migrations made): on its next start each is made again.
    await db.exec(`UPDATE kept_figures SET digest = 'earlier';
      ALTER TABLE member_counts ADD COLUMN left_over INTEGER;
      DROP INDEX invoice_counts_by_branch;
      UPDATE member_counts SET n = n + 5;`);
    await db.migrate();
    await asDeclared();

    // Every trigger writing a counter table is a generated one: three for each table counted.
    const triggers = await db.rows(
      dialect === 'sqlite'
        ? `SELECT name, sql AS body FROM sqlite_schema WHERE type = 'trigger'`
        : `SELECT t.tgname AS name, p.prosrc AS body FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
            WHERE NOT t.tgisinternal`,
    );
    const counters = new Set(FIGURES.map((figure) => figure.table));
    const writers = triggers
      .filter(({ body }) =>
        [...String(body).matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/gi)].some(
          ([, table]) => counters.has(table!),
        ),
      )
      .map(({ name }) => String(name));
    expect(writers.filter((name) => !name.startsWith('kept_'))).toEqual([]);
    expect(writers).toHaveLength(
      3 * FIGURES.reduce((sources, figure) => sources + 1 + (figure.also?.length ?? 0), 0),
    );
  });
});
