import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { nameKey } from '../domain/name-key';
import { openDatabase, type Db } from './database';
import { declaredShape, KEPT, keptRows, rowsOf, tableShape } from '../testing/kept-tables';
import { FIGURES } from './kept-figures';
import { freshTestDatabase, testDialect } from '../testing/test-database';

const stamp = '2026-01-01T00:00:00.000Z';

async function writeEverything(db: Db) {
  const plans = await db
    .insertInto('plans')
    .values(
      ['Gold', 'Silver'].map((name) => ({
        name,
        name_key: nameKey(name),
        duration_days: 30,
        price: 1000,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .returning('id')
    .execute();
  const [gold, silver] = plans.map((plan) => plan.id);
  // A second branch: the kept tables keyed by branch (027–031) have rows of both; every third
  // member's home.
  const { id: baner } = await db
    .insertInto('branches')
    .values({
      name: 'Baner',
      name_key: 'baner',
      address: '',
      phone: '',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = (i: number) => ({
    name: `Member ${i}`,
    phone: `98100${String(i).padStart(5, '0')}`,
    status: i % 7 === 0 ? ('Inactive' as const) : ('Active' as const),
    joining_date: `2026-0${1 + (i % 3)}-1${i % 10}`,
    plan_id: i % 2 ? gold! : silver!,
    total_fee: 1000,
    paid_amount: (i % 4) * 300,
    expire_date: `2026-0${4 + (i % 2)}-0${1 + (i % 5)}`,
    created_at: stamp,
    updated_at: stamp,
    home_branch_id: i % 3 === 0 ? baner : 1,
  });
  const ids = (
    await db
      .insertInto('members')
      .values(Array.from({ length: 40 }, (_, i) => member(i)))
      .returning('id')
      .execute()
  ).map((m) => m.id);
  // Every fifth invoice issued by an import: one of them deleted below, one voided.
  const { id: importId } = await db
    .insertInto('imports')
    .values({
      admin_id: 1,
      admin_name: 'Owner',
      file_name: 'members.csv',
      columns: '[]',
      rows: 40,
      mapping: null,
      state: 'imported',
      created_at: stamp,
      finished_at: stamp,
      undone_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [n, id] of ids.entries()) {
    await db
      .insertInto('invoices')
      .values({
        id: n + 1,
        invoice_number: `INV-${n + 1}`,
        member_id: id,
        member_name: `Member ${n}`,
        member_phone: '9810000000',
        plan_name: 'Gold',
        plan_duration_days: 30,
        period_start: '2026-01-01',
        period_end: '2026-02-01',
        total_amount: 1000,
        paid_amount: (n % 4) * 300,
        due_amount: n % 4 === 0 ? 1000 : Math.max(1000 - (n % 4) * 300, 0),
        payment_method: 'cash',
        kind: 'joining',
        issued_on: `2026-0${1 + (n % 3)}-15`,
        created_at: stamp,
        import_id: n % 5 === 1 ? importId : null,
        branch_id: n % 3 === 2 ? baner : 1,
      })
      .execute();
    if (n % 3 === 0) {
      await db
        .insertInto('attendance')
        .values({
          member_id: id,
          day: `2026-03-0${1 + (n % 4)}`,
          check_in: stamp,
          check_out: n % 2 ? '2026-01-01T01:00:00.000Z' : null,
          created_at: stamp,
          branch_id: n % 4 === 1 ? baner : 1,
        })
        .execute();
    }
  }
  // Every kind of change the API makes: payments, renewals, plan and status changes, a new
  // expiry, a joining date moved to another month, check-outs; then deletions.
  await db
    .updateTable('members')
    .set({ paid_amount: 1000 })
    .where('id', 'in', ids.slice(0, 10))
    .execute();
  await db
    .updateTable('members')
    .set({ renewed_on: '2026-05-01', total_fee: 1500, expire_date: '2026-06-01' })
    .where('id', 'in', ids.slice(5, 15))
    .execute();
  await db
    .updateTable('members')
    .set({ plan_id: gold!, status: 'Inactive' })
    .where('id', 'in', ids.slice(12, 20))
    .execute();
  // Back to Active with a new expiry in one change (an Inactive member renewed).
  await db
    .updateTable('members')
    .set({ status: 'Active', expire_date: '2026-07-01' })
    .where('id', 'in', [...ids.slice(18, 20), ...ids.filter((_, i) => (i + 1) % 7 === 0)])
    .execute();
  await db
    .updateTable('members')
    .set({ joining_date: '2025-12-31' })
    .where('id', 'in', ids.slice(18, 24))
    .execute();
  // Moves to the other branch (Move to branch), one of them with a payment in the same change.
  await db
    .updateTable('members')
    .set({ home_branch_id: sql<number>`CASE WHEN home_branch_id = 1 THEN 2 ELSE 1 END` })
    .where('id', 'in', ids.slice(24, 30))
    .execute();
  await db
    .updateTable('members')
    .set({ home_branch_id: 2, paid_amount: 100 })
    .where('id', '=', ids[31]!)
    .execute();
  // A family on one phone (043): two more members sharing member 0's, then one of them moved to
  // a phone of their own (shares_phone cleared), counted like any other member.
  const sharers = (
    await db
      .insertInto('members')
      .values([40, 41].map((i) => ({ ...member(i), phone: member(0).phone, shares_phone: 1 })))
      .returning('id')
      .execute()
  ).map((m) => m.id);
  await db
    .updateTable('members')
    .set({ phone: '9810099999', shares_phone: 0, status: 'Inactive' })
    .where('id', '=', sharers[0]!)
    .execute();
  await db
    .updateTable('attendance')
    .set({ check_out: '2026-01-01T02:00:00.000Z' })
    .where('check_out', 'is', null)
    .where('member_id', 'in', ids.slice(0, 20))
    .execute();
  await db
    .updateTable('attendance')
    .set({ day: '2026-03-09' })
    .where('member_id', 'in', ids.slice(20, 30))
    .execute();
  await db
    .updateTable('attendance')
    .set({ branch_id: baner })
    .where('member_id', 'in', ids.slice(24, 36))
    .execute();
  // Activity records (never changed or deleted): several in one statement, then one at a time,
  // across UTC days, kinds, accounts and branches acted at (none: the whole chain), one with no
  // account (a refused sign-in).
  const record = (i: number) => ({
    branch_id: i % 5 === 0 ? null : i % 2 ? baner : 1,
    at: `2026-03-0${1 + (i % 3)}T${i % 2 ? '23:59:59.999' : '00:00:00.000'}Z`,
    admin_id: i % 4 === 3 ? null : 1 + (i % 2),
    admin_name: 'Someone',
    action: 'member.edited',
    kind: (['members', 'payments', 'sign-ins'] as const)[i % 3]!,
    label: `Member ${i}`,
    data: '{}',
  });
  await db
    .insertInto('activity')
    .values(Array.from({ length: 12 }, (_, i) => record(i)))
    .execute();
  for (let i = 12; i < 18; i += 1) await db.insertInto('activity').values(record(i)).execute();
  // Voids: one in a month some invoice was issued in, one in a month none was.
  for (const [i, { invoice, day }] of [
    { invoice: 6, day: '2026-02-20' },
    { invoice: 7, day: '2026-04-02' },
  ].entries())
    await db
      .insertInto('credit_notes')
      .values({
        id: i + 1,
        credit_note_number: `CN-${i + 1}`,
        invoice_id: invoice,
        member_id: ids[invoice - 1]!,
        amount: 300 * (i + 1),
        reason: 'Paid twice',
        issued_on: day,
        created_at: stamp,
        issued_by_id: null,
        issued_by_name: 'Owner',
      })
      .execute();
  await writeReminderTasks(db, ids);
  // Dues carried into a renewal, several in one statement, then one carried back (an undone renewal).
  await db
    .updateTable('invoices')
    .set({ carried_to: 'INV-40' })
    .where('id', 'in', [1, 5, 9, 13, 14])
    .execute();
  await db.updateTable('invoices').set({ carried_to: null }).where('id', '=', 14).execute();
  // Moves between branches, after the tasks: theirs follow them.
  for (const [branch, moved] of [
    [baner, ids.slice(1, 3)],
    [1, ids.slice(3, 7)],
  ] as const)
    await db
      .updateTable('members')
      .set({ home_branch_id: branch })
      .where('id', 'in', moved)
      .execute();
  await db.deleteFrom('invoices').where('id', 'in', [2, 3, 4]).execute();
  // Their reminder tasks go with them (ON DELETE CASCADE).
  await db.deleteFrom('members').where('id', 'in', ids.slice(30, 36)).execute();
}

/** Reminder tasks as the planner, the desk and a rule's removal change them (024's seeded rules). */
async function writeReminderTasks(db: Db, ids: number[]) {
  const task = (member: number, i: number) => ({
    member_id: member,
    rule_id: 1 + (i % 6),
    basis: '2026-04-01',
    planned_on: `2026-03-2${i % 4}`,
    due_on: `2026-03-2${i % 4}`,
    state: i % 9 === 0 ? ('done' as const) : ('open' as const),
    created_at: stamp,
  });
  // Several in one statement, then one at a time.
  await db.insertInto('reminder_tasks').values(ids.slice(0, 30).map(task)).execute();
  for (const [i, member] of ids.slice(30, 40).entries())
    await db.insertInto('reminder_tasks').values(task(member, i)).execute();
  // Closed (paid), done (an outcome), followed up on a later day, opened again by the planner.
  await db
    .updateTable('reminder_tasks')
    .set({ state: 'closed' })
    .where('member_id', 'in', ids.slice(0, 8))
    .execute();
  await db
    .updateTable('reminder_tasks')
    .set({ state: 'done', done_at: stamp })
    .where('member_id', 'in', ids.slice(8, 12))
    .execute();
  await db
    .updateTable('reminder_tasks')
    .set({ due_on: '2026-03-28' })
    .where('member_id', 'in', ids.slice(12, 18))
    .execute();
  await db
    .insertInto('reminder_tasks')
    .values(ids.slice(0, 4).map(task))
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'rule_id', 'basis', 'planned_on'])
        .doUpdateSet({ state: 'open' })
        .where('reminder_tasks.state', '=', 'closed'),
    )
    .execute();
  // A rule removed takes its tasks (ON DELETE CASCADE).
  await db.deleteFrom('reminder_rules').where('id', '=', 6).execute();
  await writeEnquiryTasks(db);
}

/**
 * Enquiries' follow-up tasks (044), at their enquiry's branch, as the enquiries' writes and Log
 * outcome change them: made, moved to another day, done, closed, made again, and taken with a
 * deleted enquiry.
 */
async function writeEnquiryTasks(db: Db) {
  const enquiries = (
    await db
      .insertInto('enquiries')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Enquirer ${i}`,
          phone: `98200${String(i).padStart(5, '0')}`,
          enquiry_date: '2026-03-01',
          follow_up_on: `2026-03-2${i % 4}`,
          created_at: stamp,
          updated_at: stamp,
          branch_id: i % 2 ? 2 : 1,
        })),
      )
      .returning(['id', 'branch_id', 'follow_up_on'])
      .execute()
  ).map((enquiry) => ({ ...enquiry, follow_up_on: enquiry.follow_up_on! }));
  const task = (enquiry: (typeof enquiries)[number]) => ({
    enquiry_id: enquiry.id,
    basis: enquiry.follow_up_on,
    planned_on: enquiry.follow_up_on,
    due_on: enquiry.follow_up_on,
    state: 'open' as const,
    created_at: stamp,
    branch_id: enquiry.branch_id,
  });
  // Several in one statement, then one at a time.
  await db.insertInto('reminder_tasks').values(enquiries.slice(0, 5).map(task)).execute();
  for (const enquiry of enquiries.slice(5))
    await db.insertInto('reminder_tasks').values(task(enquiry)).execute();
  const ids = enquiries.map((enquiry) => enquiry.id);
  // A day moved, an outcome with a next follow-up, one done, one closed (converted).
  await db
    .updateTable('reminder_tasks')
    .set({ due_on: '2026-03-27' })
    .where('enquiry_id', 'in', ids.slice(0, 2))
    .execute();
  await db
    .updateTable('reminder_tasks')
    .set({ state: 'done', done_at: stamp })
    .where('enquiry_id', '=', ids[2]!)
    .execute();
  await db
    .updateTable('reminder_tasks')
    .set({ state: 'closed' })
    .where('enquiry_id', '=', ids[3]!)
    .execute();
  // The closed one's day set again: a new task; another's enquiry at the other branch, and its
  // task with it.
  await db.insertInto('reminder_tasks').values(task(enquiries[3]!)).execute();
  await db.updateTable('enquiries').set({ branch_id: 1 }).where('id', '=', ids[5]!).execute();
  await db
    .updateTable('reminder_tasks')
    .set({ branch_id: 1 })
    .where('enquiry_id', '=', ids[5]!)
    .execute();
  // A deleted enquiry takes its tasks (ON DELETE CASCADE).
  await db.deleteFrom('enquiries').where('id', '=', ids[6]!).execute();
}

/**
 * What each kept figure was written to mean, as GROUP BYs over the base tables written by hand
 * apart from its declaration (db/kept-figures.ts): the truth the declaration makes must say the
 * same, or the declaration says something else than the figure means.
 */
const MEANT: Record<string, string> = {
  member_counts:
    'SELECT plan_id, status, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY plan_id, status, home_branch_id',
  dues_counts:
    'SELECT period_start, plan_id, home_branch_id AS branch_id, count(*) AS n FROM members WHERE total_fee > paid_amount GROUP BY period_start, plan_id, home_branch_id',
  expiry_counts:
    'SELECT expire_date, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY expire_date, home_branch_id',
  active_expiry_counts:
    "SELECT expire_date, home_branch_id AS branch_id, count(*) AS n FROM members WHERE status = 'Active' GROUP BY expire_date, home_branch_id",
  member_joins_by_month:
    'SELECT substr(joining_date, 1, 7) AS month, home_branch_id AS branch_id, count(*) AS n FROM members GROUP BY substr(joining_date, 1, 7), home_branch_id',
  member_dues:
    'SELECT home_branch_id AS branch_id, count(*) AS members, sum(total_fee - paid_amount) AS amount FROM members WHERE total_fee > paid_amount GROUP BY home_branch_id',
  invoice_counts:
    // Paid (1), owing (0), or owed no longer on it, its due carried into a renewal (2); their
    // money as the history's totals show it: a carried due as 0, what voided ones took.
    `SELECT i.issued_on, CASE WHEN i.carried_to IS NOT NULL THEN 2 WHEN i.due_amount > 0 THEN 0 ELSE 1 END AS paid,
      i.branch_id, count(*) AS n, sum(i.paid_amount) AS paid_amount,
      sum(CASE WHEN i.carried_to IS NULL THEN i.due_amount ELSE 0 END) AS due_amount,
      sum(CASE WHEN c.id IS NULL THEN 0 ELSE i.paid_amount END) AS voided_amount
    FROM invoices i LEFT JOIN credit_notes c ON c.invoice_id = i.id GROUP BY 1, 2, 3`,
  // An import's invoices (money received before Spotter) and their voids left out (023).
  invoices_paid_by_month: `SELECT month, branch_id, sum(amount) AS amount FROM (
      SELECT substr(issued_on, 1, 7) AS month, branch_id, paid_amount AS amount FROM invoices
        WHERE import_id IS NULL
      UNION ALL SELECT substr(c.issued_on, 1, 7), i.branch_id, -c.amount FROM credit_notes c
        JOIN invoices i ON i.id = c.invoice_id WHERE i.import_id IS NULL
    ) money GROUP BY 1, 2 HAVING sum(amount) <> 0`,
  // Each record under its kind and '' (every kind), its account and 0 (every account), and the
  // branch its write acted at (0: the whole chain).
  activity_counts: `SELECT kind, admin_id, day, branch_id, count(*) AS n FROM (
      SELECT kind, admin_id, substr(at, 1, 10) AS day, coalesce(branch_id, 0) AS branch_id
        FROM activity WHERE admin_id IS NOT NULL
      UNION ALL SELECT kind, 0, substr(at, 1, 10), coalesce(branch_id, 0) FROM activity
      UNION ALL SELECT '', admin_id, substr(at, 1, 10), coalesce(branch_id, 0) FROM activity
        WHERE admin_id IS NOT NULL
      UNION ALL SELECT '', 0, substr(at, 1, 10), coalesce(branch_id, 0) FROM activity
    ) keyed GROUP BY kind, admin_id, day, branch_id`,
  // Open tasks per due day and their members' home branch (031), or their enquiry's branch (044).
  reminder_open_days: `SELECT t.due_on, coalesce(m.home_branch_id, e.branch_id) AS branch_id, count(*) AS n
    FROM reminder_tasks t LEFT JOIN members m ON m.id = t.member_id
    LEFT JOIN enquiries e ON e.id = t.enquiry_id WHERE t.state = 'open' GROUP BY 1, 2`,
  attendance_day_counts:
    'SELECT day, branch_id, count(*) AS total, sum(CASE WHEN check_out IS NULL THEN 1 ELSE 0 END) AS open FROM attendance GROUP BY day, branch_id',
};

describe('tables kept by triggers', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-kept-'));
    const fresh = await freshTestDatabase();
    database = await openDatabase({ dataDir, databaseUrl: fresh.url, databasePoolSize: 2 });
    cleanUp = async () => {
      await database.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    await writeEverything(database.db);
  });
  afterAll(() => cleanUp());

  it.each(Object.keys(KEPT))(
    '%s equals what the base tables say after inserts, updates and deletes',
    async (table) => {
      const truth = await keptRows(database.db, KEPT[table]!.truth);
      expect(truth.length).toBeGreaterThan(0);
      expect(await keptRows(database.db, KEPT[table]!.kept)).toEqual(truth);
    },
  );

  it.each(FIGURES.map((figure) => [figure.table, figure] as const))(
    '%s is the table its declaration says: columns, types, primary key and indexes',
    async (table, figure) => {
      expect(await tableShape(rowsOf(database.db), testDialect(), table)).toEqual(
        declaredShape(figure),
      );
    },
  );

  it.each(FIGURES.map((figure) => figure.table))(
    '%s is declared as what it was written to mean',
    async (table) => {
      expect(MEANT[table]).toBeDefined();
      expect(await keptRows(database.db, KEPT[table]!.truth)).toEqual(
        await keptRows(database.db, MEANT[table]!),
      );
    },
  );
});
