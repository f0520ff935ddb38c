import { sql, type Kysely } from 'kysely';
import { keptQuery, truthQuery } from '../db/figures';
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
