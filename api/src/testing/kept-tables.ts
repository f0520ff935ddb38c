import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import { keptQuery, truthQuery, type Figure } from '../db/figures';
import { FIGURES } from '../db/kept-figures';
import type { Database } from '../db/schema';

/**
 * The tables that triggers keep (counts and sums the lists and the dashboard read instead of
 * scanning) must always equal what the base tables say, on SQLite and on PostgreSQL alike: after
 * inserts, every kind of update the API makes, and deletes. Each declared figure
 * (db/kept-figures.ts) is here with the GROUP BY its declaration says it equals, so a figure
 * declared is a figure checked.
 */
export const KEPT: Record<string, { kept: string; truth: string }> = {
  ...Object.fromEntries(
    FIGURES.map((figure) => [figure.table, { kept: keptQuery(figure), truth: truthQuery(figure) }]),
  ),
  // Not a count: each task's branch is its member's (031), through their moves, copied by
  // triggers of their own; an enquiry's task's, its enquiry's (044), written with it.
  reminder_tasks: {
    kept: 'SELECT id, branch_id FROM reminder_tasks',
    truth: `SELECT t.id, coalesce(m.home_branch_id, e.branch_id) AS branch_id FROM reminder_tasks t
      LEFT JOIN members m ON m.id = t.member_id LEFT JOIN enquiries e ON e.id = t.enquiry_id`,
  },
};

/** The rows in one order whatever the database's collation (and whatever the first two columns leave tied). */
export const keptRows = async (db: Kysely<Database>, query: string) => {
  const { rows } = await sql.raw<Record<string, unknown>>(`${query} ORDER BY 1, 2`).execute(db);
  return rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
};

/**
 * Each kept table as it is and as the base tables say it should be (equal when the triggers kept
 * it right), keyed by table: a test compares the two after what it wrote.
 */
export async function keptAndTruth(db: Kysely<Database>) {
  const tables = Object.entries(KEPT);
  const kept = await Promise.all(tables.map(([, { kept }]) => keptRows(db, kept)));
  const truth = await Promise.all(tables.map(([, { truth }]) => keptRows(db, truth)));
  return {
    kept: Object.fromEntries(tables.map(([name], i) => [name, kept[i]])),
    truth: Object.fromEntries(tables.map(([name], i) => [name, truth[i]])),
  };
}

/**
 * A table as a database's own catalogue describes it: each column's type (text compares bytewise
 * on PostgreSQL only under COLLATE "C", so another collation shows in the type), whether it takes
 * null and its default; its primary key's columns in order, whether it has a rowid (SQLite) and
 * its other indexes' columns in order, by name.
 */
export interface TableShape {
  columns: { name: string; type: string; notNull: boolean; default: unknown }[];
  primaryKey: string[];
  rowid: boolean;
  indexes: Record<string, string[]>;
}

/** The table a figure's declaration says, read from it by hand: what a fresh database must have. */
export const declaredShape = (figure: Figure): TableShape => ({
  columns: [...Object.keys(figure.key), ...Object.keys(figure.sum)].map((name) => ({
    name,
    type: figure.columns[name]!,
    notNull: true,
    default: null,
  })),
  primaryKey: Object.keys(figure.key),
  rowid: false,
  indexes: Object.fromEntries(
    Object.entries(figure.indexes ?? {}).map(([name, columns]) => [name, [...columns]]),
  ),
});

/** Runs one query and answers its rows (a Kysely connection's or a scratch database's). */
export type RowsOf = (query: string) => Promise<Record<string, unknown>[]>;

export const rowsOf =
  (db: Kysely<Database>): RowsOf =>
  async (query) =>
    (await sql.raw<Record<string, unknown>>(query).execute(db)).rows;

/** `table` as `dialect`'s catalogue describes it (see TableShape); null when there is no such table. */
export async function tableShape(
  rows: RowsOf,
  dialect: DialectName,
  table: string,
): Promise<TableShape | null> {
  const quoted = `'${table.replaceAll("'", "''")}'`;
  if (dialect === 'sqlite') {
    const listed = await rows(`SELECT wr FROM pragma_table_list WHERE name = ${quoted}`);
    if (!listed.length) return null;
    const columns = await rows(
      `SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${quoted}) ORDER BY cid`,
    );
    const indexes = await rows(
      `SELECT l.name AS "index", i.name AS "column" FROM pragma_index_list(${quoted}) l,
        pragma_index_info(l.name) i WHERE l.origin = 'c' ORDER BY l.name, i.seqno`,
    );
    return {
      columns: columns.map((c) => ({
        name: String(c.name),
        type: String(c.type).toLowerCase(),
        notNull: c.notnull === 1,
        default: c.dflt_value,
      })),
      primaryKey: columns
        .filter((c) => Number(c.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((c) => String(c.name)),
      rowid: listed[0]!.wr === 0,
      indexes: byIndex(indexes),
    };
  }
  const columns = await rows(
    `SELECT column_name AS name, data_type AS type, collation_name AS collation,
      is_nullable AS nullable, column_default AS "default"
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${quoted}
    ORDER BY ordinal_position`,
  );
  if (!columns.length) return null;
  const keys = await rows(
    `SELECT i.indisprimary AS "primary", c.relname AS "index", a.attname AS "column"
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
    WHERE i.indrelid = to_regclass(${quoted}) ORDER BY c.relname, k.n`,
  );
  return {
    columns: columns.map((c) => ({
      name: String(c.name),
      // information_schema names no collation for a column under the database's default.
      type:
        c.type === 'text' && c.collation !== 'C'
          ? `text collate ${String(c.collation ?? 'default')}`
          : String(c.type),
      notNull: c.nullable === 'NO',
      default: c.default,
    })),
    primaryKey: keys.filter((k) => k.primary).map((k) => String(k.column)),
    rowid: false,
    indexes: byIndex(keys.filter((k) => !k.primary)),
  };
}

const byIndex = (rows: Record<string, unknown>[]) => {
  const indexes: Record<string, string[]> = {};
  for (const row of rows) (indexes[String(row.index)] ??= []).push(String(row.column));
  return indexes;
};
