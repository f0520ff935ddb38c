import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The tables that triggers keep (counts and sums the lists and the dashboard read instead of
 * scanning) must always equal what the base tables say, on SQLite and on PostgreSQL alike: after
 * inserts, every kind of update the API makes, and deletes.
 */
export const KEPT: Record<string, { kept: string; truth: string }> = {
  member_counts: {
    kept: 'SELECT plan_id, status, branch_id, n FROM member_counts WHERE n <> 0',
    truth:
      'SELECT plan_id, status, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY plan_id, status, home_branch_id',
  },
  dues_counts: {
    kept: 'SELECT period_start, plan_id, branch_id, n FROM dues_counts WHERE n <> 0',
    truth:
      'SELECT period_start, plan_id, home_branch_id AS branch_id, count(*) AS n FROM members WHERE total_fee > paid_amount GROUP BY period_start, plan_id, home_branch_id',
  },
  expiry_counts: {
    kept: 'SELECT expire_date, branch_id, n FROM expiry_counts WHERE n <> 0',
    truth:
      'SELECT expire_date, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY expire_date, home_branch_id',
  },
  active_expiry_counts: {
    kept: 'SELECT expire_date, branch_id, n FROM active_expiry_counts WHERE n <> 0',
    truth:
      "SELECT expire_date, home_branch_id AS branch_id, count(*) AS n FROM members WHERE status = 'Active' GROUP BY expire_date, home_branch_id",
  },
  member_joins_by_month: {
    kept: 'SELECT month, branch_id, n FROM member_joins_by_month WHERE n <> 0',
    truth:
      'SELECT substr(joining_date, 1, 7) AS month, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY substr(joining_date, 1, 7), home_branch_id',
  },
  member_dues: {
    kept: 'SELECT branch_id, members, amount FROM member_dues WHERE members <> 0 OR amount <> 0',
    truth:
      'SELECT home_branch_id AS branch_id, count(*) AS members, sum(total_fee - paid_amount) AS amount FROM members WHERE total_fee > paid_amount GROUP BY home_branch_id',
  },
  invoice_counts: {
    kept: 'SELECT issued_on, paid, branch_id, n FROM invoice_counts WHERE n <> 0',
    truth:
      'SELECT issued_on, CASE WHEN due_amount = 0 THEN 1 ELSE 0 END AS paid, branch_id, count(*) AS n FROM invoices GROUP BY 1, 2, 3',
  },
  // What the invoices received less what credit notes gave back, each in its own month (017) and
  // its invoice's branch (027); an import's invoices (money received before Spotter) and their
  // voids left out (023).
  invoices_paid_by_month: {
    kept: 'SELECT month, branch_id, amount FROM invoices_paid_by_month WHERE amount <> 0',
    truth: `SELECT month, branch_id, sum(amount) AS amount FROM (
        SELECT substr(issued_on, 1, 7) AS month, branch_id, paid_amount AS amount FROM invoices
          WHERE import_id IS NULL
        UNION ALL SELECT substr(c.issued_on, 1, 7), i.branch_id, -c.amount FROM credit_notes c
          JOIN invoices i ON i.id = c.invoice_id WHERE i.import_id IS NULL
      ) money GROUP BY 1, 2 HAVING sum(amount) <> 0`,
  },
  activity_counts: {
    kept: 'SELECT kind, admin_id, day, n FROM activity_counts WHERE n <> 0',
    // Each record under its kind and '' (every kind), its account and 0 (every account).
    truth: `SELECT kind, admin_id, day, count(*) AS n FROM (
        SELECT kind, admin_id, substr(at, 1, 10) AS day FROM activity WHERE admin_id IS NOT NULL
        UNION ALL SELECT kind, 0, substr(at, 1, 10) FROM activity
        UNION ALL SELECT '', admin_id, substr(at, 1, 10) FROM activity WHERE admin_id IS NOT NULL
        UNION ALL SELECT '', 0, substr(at, 1, 10) FROM activity
      ) keyed GROUP BY kind, admin_id, day`,
  },
  // Open reminder tasks per due day (024) and their members' home branch (031): the queue's counts.
  reminder_open_days: {
    kept: 'SELECT due_on, branch_id, n FROM reminder_open_days WHERE n <> 0',
    truth: `SELECT t.due_on, m.home_branch_id AS branch_id, count(*) AS n FROM reminder_tasks t
      JOIN members m ON m.id = t.member_id WHERE t.state = 'open' GROUP BY 1, 2`,
  },
  // Each task's branch is its member's (031), through their moves.
  reminder_tasks: {
    kept: 'SELECT id, branch_id FROM reminder_tasks',
    truth:
      'SELECT t.id, m.home_branch_id AS branch_id FROM reminder_tasks t JOIN members m ON m.id = t.member_id',
  },
  attendance_day_counts: {
    kept: 'SELECT day, branch_id, total, open FROM attendance_day_counts WHERE total <> 0',
    truth:
      'SELECT day, branch_id, count(*) AS total, sum(CASE WHEN check_out IS NULL THEN 1 ELSE 0 END) AS open FROM attendance GROUP BY day, branch_id',
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
