import { sql, type SqlBool } from 'kysely';
import type { Db } from '../database';
import { FIGURES_TABLE } from '../figures';

/** A table to copy row by row: its written columns (generated ones left out). */
export interface CopiedTable {
  name: string;
  columns: string[];
}

/** A table that triggers keep from the copied ones: its columns, the primary key's first. */
export interface KeptTable {
  name: string;
  key: string[];
  counters: string[];
}

export interface SourceTables {
  /** Parents before children, so every foreign key finds its row. */
  copied: CopiedTable[];
  kept: KeptTable[];
}

/** The database's own list of applied migrations: each side keeps its own. */
export const VERSIONS_TABLE = 'schema_migrations';

/**
 * What each database records of its own schema, neither copied nor compared: its applied
 * migrations, and the kept figures it applied (db/figures.ts; each database's SQL differs).
 */
export const OWN_TABLES: readonly string[] = [VERSIONS_TABLE, FIGURES_TABLE];

/**
 * Rows the migrations insert themselves, the same in both databases (012's built-in roles): a
 * newly migrated target already holds them, so they neither make it "not empty" nor are copied.
 * Each is told apart by a column's value.
 */
export const SEEDED_ROWS: Readonly<Record<string, { column: string; value: number }>> = {
  roles: { column: 'built_in', value: 1 },
};

/**
 * Tables a migration fills with the gym's starting settings, which the gym may have changed since
 * (024's reminder rules and settings row; 025's branch 1, the gym's details when it ran; 047's
 * time zone and booking cut-off): the target's own rows are replaced by the source's.
 */
export const SETTINGS_TABLES: readonly string[] = [
  'reminder_rules',
  'reminder_settings',
  'branches',
  'gym_settings',
];

/**
 * The references SQLite keeps with triggers instead of foreign keys (025, 026, 029, 030: it cannot add a
 * column that references a table with a default other than NULL), which PostgreSQL has as foreign
 * keys: the copy orders these tables after their parents too.
 */
export const TRIGGER_KEPT_REFERENCES: Readonly<Record<string, readonly string[]>> = {
  members: ['branches'],
  trainers_staff: ['branches'],
  invoices: ['branches'],
  attendance: ['branches'],
  enquiries: ['branches'],
};

/**
 * Work waiting to be done, which the target's triggers fill as the rows go in and which is never
 * compared (024's marks: every moved member has their reminders planned again, which changes
 * nothing but is cheap). Neither copied nor kept.
 */
export const WORK_TABLES: readonly string[] = ['reminder_dirty'];

/**
 * Tables a trigger on another table writes to that are data all the same, copied like the rest
 * rather than kept (031: a member's move carries their home branch to their reminder tasks; the
 * target's triggers give each task its member's branch again as it goes in).
 */
export const COPIED_THOUGH_WRITTEN: readonly string[] = ['reminder_tasks'];

/** A condition leaving out the rows of `table` that the migrations insert (SEEDED_ROWS). */
export function notSeeded(table: string) {
  const seeded = SEEDED_ROWS[table];
  return seeded ? sql<SqlBool>`${sql.ref(seeded.column)} <> ${seeded.value}` : sql<SqlBool>`true`;
}

/** What a trigger's body writes to: `INSERT [OR …] INTO t`, `UPDATE t`, `DELETE FROM t`. */
const WRITTEN = /\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+["'`]?(\w+)/gi;

/**
 * Reads SQLite's schema, so whatever a new migration adds comes along without a list to keep:
 * - the plain tables (FTS5 tables and their shadow tables are left out: PostgreSQL searches with
 *   trigram indexes instead; OWN_TABLES too: each database has its own);
 * - of those, the ones some trigger writes to are kept tables: PostgreSQL's triggers rebuild them
 *   as the rows they follow go in, so they are compared afterwards instead of copied;
 * - the rest are copied, ordered by their foreign keys.
 */
export async function sourceTables(db: Db): Promise<SourceTables> {
  const { rows: listed } = await sql<{ name: string }>`SELECT name FROM pragma_table_list
    WHERE schema = 'main' AND type = 'table' AND substr(name, 1, 7) <> 'sqlite_' ORDER BY name`.execute(
    db,
  );
  const names = new Set(
    listed
      .map((row) => row.name)
      .filter((name) => !OWN_TABLES.includes(name) && !WORK_TABLES.includes(name)),
  );

  const { rows: triggers } = await sql<{
    table: string;
    sql: string;
  }>`SELECT tbl_name AS "table", sql FROM sqlite_schema WHERE type = 'trigger'`.execute(db);
  const keptNames = new Set<string>();
  for (const trigger of triggers) {
    for (const [, written] of trigger.sql.matchAll(WRITTEN))
      if (
        written !== trigger.table &&
        names.has(written!) &&
        !COPIED_THOUGH_WRITTEN.includes(written!)
      )
        keptNames.add(written!);
  }

  const copied: CopiedTable[] = [];
  const kept: KeptTable[] = [];
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const { rows: columns } = await sql<{
      name: string;
      hidden: number;
      pk: number;
    }>`SELECT name, hidden, pk FROM pragma_table_xinfo(${name}) ORDER BY cid`.execute(db);
    // hidden 2 and 3 are generated columns: each database computes its own.
    const written = columns.filter((column) => column.hidden === 0);
    if (keptNames.has(name)) {
      const key = written.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
      kept.push({
        name,
        key: key.map((c) => c.name),
        counters: written.filter((c) => c.pk === 0).map((c) => c.name),
      });
      continue;
    }
    copied.push({ name, columns: written.map((column) => column.name) });
    const { rows: keys } = await sql<{
      parent: string;
    }>`SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(${name})`.execute(db);
    parents.set(name, [
      ...keys.map((key) => key.parent).filter((parent) => parent !== name),
      ...(TRIGGER_KEPT_REFERENCES[name] ?? []),
    ]);
  }
  return { copied: parentsFirst(copied, parents), kept };
}

/** Orders tables so each comes after the tables its foreign keys point to. */
export function parentsFirst<T extends { name: string }>(
  tables: T[],
  parents: Map<string, string[]>,
): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done' || !byName.has(name)) return;
    if (state.get(name) === 'visiting')
      throw new Error(`foreign keys go round in a circle: ${[...path, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const table of tables) visit(table.name, []);
  return ordered;
}
