import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openPostgres } from './database';
import { BUILT_IN_ROLES } from '../schemas';
import { migratePostgres, migrationFiles, migrationSequence, MIGRATIONS_DIRS } from './migrate';
import { freshTestDatabase } from '../testing/test-database';

/**
 * Runs `test` on a fresh database that holds only the migrations numbered below `version`, as an
 * earlier Spotter left it; the database is dropped after.
 */
async function onEarlierDatabase(version: string, test: (db: Kysely<unknown>) => Promise<void>) {
  const database = await freshTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-migrations-'));
  for (const file of migrationFiles(MIGRATIONS_DIRS.postgres).filter((f) => f < version))
    fs.copyFileSync(path.join(MIGRATIONS_DIRS.postgres, file), path.join(dir, file));
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url! }) }),
  });
  try {
    await migratePostgres(db, dir);
    await test(db);
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

describe('PostgreSQL migrations', () => {
  it('are applied once when two instances start on the same database at the same moment', async () => {
    const database = await freshTestDatabase();
    try {
      const [a, b] = await Promise.all([openPostgres(database.url!), openPostgres(database.url!)]);
      try {
        const { rows } = await sql<{
          version: string;
        }>`SELECT version FROM schema_migrations ORDER BY version`.execute(a.db);
        expect(rows.map((row) => row.version)).toEqual(
          migrationSequence({ own: MIGRATIONS_DIRS.postgres, shared: MIGRATIONS_DIRS.shared }).map(
            (m) => m.version,
          ),
        );
        // Both answer queries on the one schema.
        expect(await b.db.selectFrom('plans').select('id').execute()).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await database.drop();
    }
  });

  it('key the plans already there by nameKey (021), keep the ones the old rule let in twice, and store names composed', async () => {
    await onEarlierDatabase('021', async (db) => {
      const addPlan = (name: string) =>
        sql`INSERT INTO plans (name, duration_days, price, created_at, updated_at) VALUES (${name}, 30, 100, '', '')`.execute(
          db,
        );
      // "Élite" twice (lower() folds by the server's locale, ASCII only under "C"), and a name
      // typed with a combining accent.
      for (const name of ['Élite', 'éLITE', 'Gold', 'Cafe\u0301']) await addPlan(name);
      await sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at)
        VALUES ('Zoe\u0308', '1234567', '2026-01-01', 3, 0, 0, '2026-02-01', '', '')`.execute(db);

      await migratePostgres(db);
      const plans = await sql<{
        name: string;
        name_key: string;
      }>`SELECT name, name_key FROM plans ORDER BY id`.execute(db);
      expect(plans.rows).toEqual([
        { name: 'Élite', name_key: 'élite' },
        { name: 'éLITE', name_key: 'élite\u001F2' },
        { name: 'Gold', name_key: 'gold' },
        { name: 'Café', name_key: 'café' },
      ]);
      const members = await sql<{ name: string }>`SELECT name FROM members`.execute(db);
      expect(members.rows).toEqual([{ name: 'Zoë' }]);
      await expect(addPlan('Silver')).rejects.toThrow(/plans_name_key_given/);
      await expect(
        sql`INSERT INTO plans (name, name_key, duration_days, created_at, updated_at) VALUES ('GOLD', 'gold', 30, '', '')`.execute(
          db,
        ),
      ).rejects.toThrow(/plans_name_key/);
    });
  });

  it('key every role by nameKey (022), the built-in ones first, keep the ones the old rule let in twice, and store names composed that still fit', async () => {
    await onEarlierDatabase('022', async (db) => {
      const addRole = (name: string) =>
        sql`INSERT INTO roles (name, created_at) VALUES (${name}, '')`.execute(db);
      // "Élite" twice (lower() folds ASCII only under "C"), a name typed with a combining
      // accent, and one that composed would outgrow the column (U+0958 is two).
      for (const name of ['Élite', 'éLITE', 'Cafe\u0301', '\u0958'.repeat(30)]) await addRole(name);

      await migratePostgres(db);
      const roles = await sql<{
        name: string;
        name_key: string;
      }>`SELECT name, name_key FROM roles ORDER BY id`.execute(db);
      expect(roles.rows).toEqual([
        ...BUILT_IN_ROLES.map(({ name }) => ({ name, name_key: name.toLowerCase() })),
        { name: 'Élite', name_key: 'élite' },
        { name: 'éLITE', name_key: 'élite\u001F7' },
        { name: 'Café', name_key: 'café' },
        { name: '\u0958'.repeat(30), name_key: '\u0915\u093C'.repeat(30) },
      ]);
      await expect(addRole('Door')).rejects.toThrow(/roles_name_key_given/);
      await expect(
        sql`INSERT INTO roles (name, name_key, created_at) VALUES ('OWNER', 'owner', '')`.execute(
          db,
        ),
      ).rejects.toThrow(/roles_name_key/);
    });
  });

  /** Plan 1, Gold, and member 1, Asha, on it with `paid` of a fee as large: written before a migration runs. */
  const goldMember = async (db: Kysely<unknown>, paid: number) => {
    await sql`INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at)
      VALUES ('Gold', 'gold', 30, 100, '', '')`.execute(db);
    await sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at)
      VALUES ('Asha', '1234567', '2026-01-01', 1, ${paid}, ${paid}, '2026-02-01', '', '')`.execute(
      db,
    );
  };
  /** The rows a query on `db` answers. */
  const rowsOf = (db: Kysely<unknown>) => async (query: ReturnType<typeof sql>) =>
    (await query.execute(db)).rows;

  it.each([
    [
      'with its stored name, address and phone',
      { name: 'Iron Temple', address: 'MG Road', phone: '9800000000' },
      { name: 'Iron Temple', name_key: 'iron temple', address: 'MG Road', phone: '9800000000' },
    ],
    [
      'as "Main branch" when it never saved its details',
      null,
      { name: 'Main branch', name_key: 'main branch', address: '', phone: '' },
    ],
  ])(
    'make the gym branch 1 (025) %s, keep every member and trainer on it, and refuse a row naming no branch',
    async (_, details, branch) => {
      await onEarlierDatabase('025', async (db) => {
        if (details)
          await sql`INSERT INTO gym_details (id, name, address, phone, updated_at)
            VALUES (1, ${details.name}, ${details.address}, ${details.phone}, '')`.execute(db);
        await goldMember(db, 0);
        await sql`INSERT INTO trainers_staff (name, phone, created_at, updated_at)
          VALUES ('Ravi', '7654321', '', '')`.execute(db);

        await migratePostgres(db);
        const rows = rowsOf(db);
        expect(await rows(sql`SELECT id, name, name_key, address, phone FROM branches`)).toEqual([
          { id: 1, ...branch },
        ]);
        expect(await rows(sql`SELECT home_branch_id, branch_access FROM members`)).toEqual([
          { home_branch_id: 1, branch_access: 'branch' },
        ]);
        expect(await rows(sql`SELECT branch_id FROM trainers_staff`)).toEqual([{ branch_id: 1 }]);
        for (const refused of [
          sql`UPDATE members SET home_branch_id = 2`,
          sql`UPDATE trainers_staff SET branch_id = 2`,
          sql`UPDATE members SET branch_access = 'some'`,
          sql`DELETE FROM branches WHERE id = 1`,
        ])
          await expect(refused.execute(db)).rejects.toThrow(/foreign key|check constraint/);
        // The next branch added takes the next id.
        const added = await rows(sql`INSERT INTO branches (name, name_key, created_at, updated_at)
          VALUES ('Baner', 'baner', '', '') RETURNING id`);
        expect(added).toEqual([{ id: 2 }]);
      });
    },
  );

  it('give enquiries an optional source, one of the list’s keys, and an optional follow-up day (040)', async () => {
    await onEarlierDatabase('040', async (db) => {
      await sql`INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at)
        VALUES ('Kiran', '9811122233', '2026-03-04', '', '')`.execute(db);
      await migratePostgres(db);
      const rows = rowsOf(db);
      expect(await rows(sql`SELECT source, follow_up_on FROM enquiries`)).toEqual([
        { source: null, follow_up_on: null },
      ]);
      const addWith = (source: string) =>
        sql`INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at, source, follow_up_on)
          VALUES ('Asha', '9811122234', '2026-03-04', '', '', ${source}, '2026-03-10')`.execute(db);
      await addWith('walk_in');
      await expect(addWith('tiktok')).rejects.toThrow(/check constraint/);
      await expect(addWith('Walk-in')).rejects.toThrow(/check constraint/);
    });
  });

  it('keep an import’s header row, its branch and its choice for other branches, and each row’s number in the sheet (042)', async () => {
    await onEarlierDatabase('042', async (db) => {
      await sql`INSERT INTO imports (id, admin_name, file_name, columns, rows, state, created_at)
        VALUES (1, 'Owner', 'a.csv', '["Name"]', 1, 'uploaded', '')`.execute(db);
      await sql`INSERT INTO import_rows (import_id, n, cells) VALUES (1, 0, '["Asha"]')`.execute(
        db,
      );
      await migratePostgres(db);
      const rows = rowsOf(db);
      expect(await rows(sql`SELECT header_row, branch_id, other_branches FROM imports`)).toEqual([
        { header_row: 1, branch_id: null, other_branches: 0 },
      ]);
      expect(await rows(sql`SELECT n, sheet_row FROM import_rows`)).toEqual([
        { n: 0, sheet_row: null },
      ]);
    });
  });

  it('mark every member after the first on a phone as sharing it, then keep a phone to one member who does not share it (043)', async () => {
    await onEarlierDatabase('043', async (db) => {
      await goldMember(db, 100);
      const addOn = (name: string, phone: string) =>
        sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at)
          VALUES (${name}, ${phone}, '2026-01-01', 1, 100, 100, '2026-02-01', '', '')`.execute(db);
      await addOn('Ravi', '1234567');
      await addOn('Meera', '7654321');
      await addOn('Kabir', '1234567');
      await sql`INSERT INTO imports (id, admin_name, file_name, columns, rows, state, created_at)
        VALUES (1, 'Owner', 'a.csv', '["Name"]', 1, 'uploaded', '')`.execute(db);
      const rows = rowsOf(db);
      await migratePostgres(db);
      expect(await rows(sql`SELECT name, shares_phone FROM members ORDER BY id`)).toEqual([
        { name: 'Asha', shares_phone: 0 },
        { name: 'Ravi', shares_phone: 1 },
        { name: 'Meera', shares_phone: 0 },
        { name: 'Kabir', shares_phone: 1 },
      ]);
      // Every one of them still counted, once.
      expect(await rows(sql`SELECT plan_id, status, branch_id, n FROM member_counts`)).toEqual([
        { plan_id: 1, status: 'Active', branch_id: 1, n: 4 },
      ]);
      expect(await rows(sql`SELECT shared_phones FROM imports`)).toEqual([{ shared_phones: 0 }]);
      await expect(addOn('Twin', '7654321')).rejects.toThrow(/duplicate key/);
      await expect(
        sql`UPDATE members SET shares_phone = 0 WHERE name = 'Kabir'`.execute(db),
      ).rejects.toThrow(/duplicate key/);
      await expect(
        sql`UPDATE members SET shares_phone = 2 WHERE name = 'Kabir'`.execute(db),
      ).rejects.toThrow(/check constraint/);
      await sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at, shares_phone)
        VALUES ('Twin', '7654321', '2026-01-01', 1, 100, 100, '2026-02-01', '', '', 1)`.execute(db);
    });
  });

  it('mark the invoices whose due a later renewal carried "Carried to" it (039), count them apart, and let that column alone be written', async () => {
    await onEarlierDatabase('039', async (db) => {
      await goldMember(db, 100);
      const issue = (id: number, kind: string, total: number, paid: number) =>
        sql`INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
            period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at)
          VALUES (${id}, ${`INV-0000${id}`}, 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', ${total},
            ${paid}, ${Math.max(total - paid, 0)}, 'cash', ${kind}, '2026-01-01', '')`.execute(db);
      await issue(1, 'joining', 100, 60);
      await issue(2, 'payment', 40, 10);
      await issue(3, 'renewal', 130, 130);
      await issue(4, 'renewal', 100, 50);
      await issue(5, 'payment', 50, 50);
      await issue(6, 'renewal', 100, 40);
      await migratePostgres(db);
      const rows = rowsOf(db);
      expect(await rows(sql`SELECT id, carried_to FROM invoices ORDER BY id`)).toEqual([
        { id: 1, carried_to: 'INV-00003' },
        { id: 2, carried_to: 'INV-00003' },
        { id: 3, carried_to: null },
        { id: 4, carried_to: null },
        { id: 5, carried_to: null },
        { id: 6, carried_to: null },
      ]);
      expect(await rows(sql`SELECT paid, n FROM invoice_counts ORDER BY paid`)).toEqual([
        { paid: 0, n: 2 },
        { paid: 1, n: 2 },
        { paid: 2, n: 2 },
      ]);
      await sql`UPDATE invoices SET carried_to = 'INV-00006' WHERE id = 4`.execute(db);
      await expect(
        sql`UPDATE invoices SET due_amount = 0 WHERE id = 4`.execute(db),
      ).rejects.toThrow(/cannot be changed/);
    });
  });

  it('put every invoice from before 026 on branch 1, and from then on refuse an invoice naming no branch, changing an invoice’s branch, and deleting a branch that issued one', async () => {
    await onEarlierDatabase('026', async (db) => {
      await goldMember(db, 100);
      // Member 1's invoice `id`, naming `branch` when given (the column is 026's).
      const invoice = (id: number, branch?: number) =>
        sql`INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
            period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at
            ${branch === undefined ? sql`` : sql`, branch_id`})
          VALUES (${id}, ${`INV-0000${id}`}, 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, 100, 0,
            'cash', 'joining', '2026-01-01', '' ${branch === undefined ? sql`` : sql`, ${branch}`})`.execute(
          db,
        );
      await invoice(1);
      await invoice(2);

      await migratePostgres(db);
      const rows = rowsOf(db);
      const invoiceBranches = sql`SELECT invoice_number, branch_id FROM invoices ORDER BY id`;
      expect(await rows(invoiceBranches)).toEqual([
        { invoice_number: 'INV-00001', branch_id: 1 },
        { invoice_number: 'INV-00002', branch_id: 1 },
      ]);
      await expect(invoice(3, 2)).rejects.toThrow(/foreign key/);
      await sql`INSERT INTO branches (name, name_key, created_at, updated_at)
        VALUES ('Baner', 'baner', '', '')`.execute(db);
      await invoice(3, 2);
      await expect(sql`UPDATE invoices SET branch_id = 2 WHERE id = 1`.execute(db)).rejects.toThrow(
        /cannot be changed/,
      );
      // No member is left on branch 1: its invoices alone keep it.
      await sql`UPDATE members SET home_branch_id = 2`.execute(db);
      await expect(sql`DELETE FROM branches WHERE id = 1`.execute(db)).rejects.toThrow(
        /foreign key/,
      );
      expect(await rows(invoiceBranches)).toEqual([
        { invoice_number: 'INV-00001', branch_id: 1 },
        { invoice_number: 'INV-00002', branch_id: 1 },
        { invoice_number: 'INV-00003', branch_id: 2 },
      ]);
    });
  });

  describe('counts by branch (028, 029, 031)', () => {
    /**
     * Runs `test` once 028 on have run over a gym from before them: Asha (branch 1) and Ravi
     * (Baner), an invoice, a visit and an open reminder task each.
     */
    const onGymBeforeCountsByBranch = (test: (db: Kysely<unknown>) => Promise<void>) =>
      onEarlierDatabase('028', async (db) => {
        await goldMember(db, 100);
        await sql`INSERT INTO branches (name, name_key, created_at, updated_at)
          VALUES ('Baner', 'baner', '', '')`.execute(db);
        await sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at, home_branch_id)
          VALUES ('Ravi', '7654321', '2026-01-01', 1, 100, 0, '2026-02-01', '', '', 2)`.execute(db);
        for (const [id, branch] of [
          [1, 1],
          [2, 2],
        ])
          await sql`INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name,
              plan_duration_days, period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind,
              issued_on, created_at, branch_id)
            VALUES (${id}, ${`INV-0000${id}`}, 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, 100, 0,
              'cash', 'joining', '2026-01-01', '', ${branch})`.execute(db);
        await sql`INSERT INTO attendance (member_id, day, check_in, check_out, created_at)
          VALUES (1, '2026-01-05', 'a', NULL, ''), (2, '2026-01-05', 'a', 'b', '')`.execute(db);
        await sql`INSERT INTO reminder_tasks (member_id, rule_id, basis, planned_on, due_on, created_at)
          VALUES (1, 1, '2026-02-01', '2026-01-25', '2026-01-25', ''),
            (2, 1, '2026-02-01', '2026-01-25', '2026-01-25', '')`.execute(db);
        await migratePostgres(db);
        await test(db);
      });

    it('key the invoices’ totals by the branch that issued them (028)', async () => {
      await onGymBeforeCountsByBranch(async (db) => {
        const rows = rowsOf(db);
        const counts = sql`SELECT issued_on, paid, branch_id, n FROM invoice_counts ORDER BY branch_id`;
        expect(await rows(counts)).toEqual([
          { issued_on: '2026-01-01', paid: 1, branch_id: 1, n: 1 },
          { issued_on: '2026-01-01', paid: 1, branch_id: 2, n: 1 },
        ]);
      });
    });

    it('put every visit from before 029 on branch 1 with its day’s counts, and from then on refuse a visit naming no branch and deleting a branch with visits', async () => {
      await onGymBeforeCountsByBranch(async (db) => {
        const rows = rowsOf(db);
        expect(await rows(sql`SELECT member_id, branch_id FROM attendance ORDER BY id`)).toEqual([
          { member_id: 1, branch_id: 1 },
          { member_id: 2, branch_id: 1 },
        ]);
        const counts = sql`SELECT day, branch_id, total, open FROM attendance_day_counts ORDER BY branch_id`;
        expect(await rows(counts)).toEqual([
          { day: '2026-01-05', branch_id: 1, total: 2, open: 1 },
        ]);
        await expect(
          sql`INSERT INTO attendance (member_id, day, check_in, created_at, branch_id)
            VALUES (2, '2026-01-06', 'a', '', 5)`.execute(db),
        ).rejects.toThrow(/foreign key/);
        await sql`UPDATE attendance SET branch_id = 2 WHERE member_id = 2`.execute(db);
        expect(await rows(counts)).toEqual([
          { day: '2026-01-05', branch_id: 1, total: 1, open: 1 },
          { day: '2026-01-05', branch_id: 2, total: 1, open: 0 },
        ]);
        await sql`UPDATE members SET home_branch_id = 1`.execute(db);
        await sql`DELETE FROM invoices WHERE branch_id = 2`.execute(db);
        await expect(sql`DELETE FROM branches WHERE id = 2`.execute(db)).rejects.toThrow(
          /foreign key/,
        );
      });
    });

    it('give each reminder task its member’s home branch and count the open ones by it (031), through a move and a task naming none', async () => {
      await onGymBeforeCountsByBranch(async (db) => {
        const rows = rowsOf(db);
        const tasks = sql`SELECT member_id, branch_id FROM reminder_tasks ORDER BY id`;
        const counts = sql`SELECT due_on, branch_id, n FROM reminder_open_days WHERE n <> 0 ORDER BY due_on, branch_id`;
        expect(await rows(tasks)).toEqual([
          { member_id: 1, branch_id: 1 },
          { member_id: 2, branch_id: 2 },
        ]);
        expect(await rows(counts)).toEqual([
          { due_on: '2026-01-25', branch_id: 1, n: 1 },
          { due_on: '2026-01-25', branch_id: 2, n: 1 },
        ]);
        await sql`UPDATE members SET home_branch_id = 1 WHERE id = 2`.execute(db);
        expect(await rows(counts)).toEqual([{ due_on: '2026-01-25', branch_id: 1, n: 2 }]);
        await sql`UPDATE members SET home_branch_id = 2 WHERE id = 1`.execute(db);
        await sql`INSERT INTO reminder_tasks (member_id, rule_id, basis, planned_on, due_on, created_at)
          VALUES (1, 2, '2026-02-01', '2026-01-29', '2026-01-29', '')`.execute(db);
        expect(await rows(tasks)).toEqual([
          { member_id: 1, branch_id: 2 },
          { member_id: 2, branch_id: 1 },
          { member_id: 1, branch_id: 2 },
        ]);
        expect(await rows(counts)).toEqual([
          { due_on: '2026-01-25', branch_id: 1, n: 1 },
          { due_on: '2026-01-25', branch_id: 2, n: 1 },
          { due_on: '2026-01-29', branch_id: 2, n: 1 },
        ]);
      });
    });
  });

  it('leave nothing behind when one fails', async () => {
    const database = await freshTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-migrations-'));
    fs.writeFileSync(path.join(dir, '001-good.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(
      path.join(dir, '002-bad.sql'),
      'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);',
    );
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url! }) }),
    });
    try {
      await expect(migratePostgres(db, dir)).rejects.toThrow(/nowhere/);
      const { rows } = await sql<{
        name: string;
      }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`.execute(db);
      expect(rows).toEqual([]);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  });

  describe('PostgreSQL migrations 027 and 030: the members’ counts by branch, enquiries’ branches', () => {
    it('recompute every member-side count by branch (027), and a move from then on takes them along', async () => {
      await onEarlierDatabase('027', async (db) => {
        await sql`INSERT INTO branches (name, name_key, created_at, updated_at) VALUES ('Baner', 'baner', '', '')`.execute(
          db,
        );
        await sql`INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at)
          VALUES ('Gold', 'gold', 30, 100, '', '')`.execute(db);
        await sql`INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date,
            created_at, updated_at, home_branch_id)
          VALUES ('Asha', '1234567', '2026-01-05', 1, 100, 100, '2026-02-04', '', '', 1),
            ('Bina', '1234567', '2026-01-09', 1, 100, 40, '2026-02-08', '', '', 2),
            ('Chitra', '1234567', '2026-02-01', 1, 100, 0, '2026-03-03', '', '', 1)`.execute(db);
        // A move before 027: its counts had no branch to leave.
        await sql`UPDATE members SET home_branch_id = 2 WHERE name = 'Chitra'`.execute(db);
        await sql`INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name,
            plan_duration_days, period_start, period_end, total_amount, paid_amount, due_amount, payment_method,
            kind, issued_on, created_at, branch_id)
          VALUES (1, 'INV-00001', 1, 'M', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, 100, 0, 'cash',
              'joining', '2026-01-05', '', 1),
            (2, 'INV-00002', 2, 'M', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, 40, 0, 'cash',
              'joining', '2026-01-09', '', 2)`.execute(db);
        await sql`INSERT INTO credit_notes (id, credit_note_number, invoice_id, member_id, amount, reason, issued_on,
            created_at, issued_by_name) VALUES (1, 'CN-00001', 2, 2, 40, 'Paid twice', '2026-02-02', '', 'Owner')`.execute(
          db,
        );
        await migratePostgres(db);
        const rows = rowsOf(db);
        expect(
          await rows(sql`SELECT plan_id, status, branch_id, n FROM member_counts ORDER BY 3`),
        ).toEqual([
          { plan_id: 1, status: 'Active', branch_id: 1, n: 1 },
          { plan_id: 1, status: 'Active', branch_id: 2, n: 2 },
        ]);
        expect(
          await rows(sql`SELECT period_start, branch_id, n FROM dues_counts ORDER BY 1`),
        ).toEqual([
          { period_start: '2026-01-09', branch_id: 2, n: 1 },
          { period_start: '2026-02-01', branch_id: 2, n: 1 },
        ]);
        const byDay = [
          { expire_date: '2026-02-04', branch_id: 1, n: 1 },
          { expire_date: '2026-02-08', branch_id: 2, n: 1 },
          { expire_date: '2026-03-03', branch_id: 2, n: 1 },
        ];
        expect(
          await rows(sql`SELECT expire_date, branch_id, n FROM expiry_counts ORDER BY 1`),
        ).toEqual(byDay);
        expect(
          await rows(sql`SELECT expire_date, branch_id, n FROM active_expiry_counts ORDER BY 1`),
        ).toEqual(byDay);
        expect(
          await rows(sql`SELECT month, branch_id, n FROM member_joins_by_month ORDER BY 1, 2`),
        ).toEqual([
          { month: '2026-01', branch_id: 1, n: 1 },
          { month: '2026-01', branch_id: 2, n: 1 },
          { month: '2026-02', branch_id: 2, n: 1 },
        ]);
        expect(await rows(sql`SELECT branch_id, members, amount FROM member_dues`)).toEqual([
          { branch_id: 2, members: 2, amount: 160 },
        ]);
        expect(
          await rows(
            sql`SELECT month, branch_id, amount FROM invoices_paid_by_month ORDER BY 1, 2`,
          ),
        ).toEqual([
          { month: '2026-01', branch_id: 1, amount: 100 },
          { month: '2026-01', branch_id: 2, amount: 40 },
          { month: '2026-02', branch_id: 2, amount: -40 },
        ]);
        await sql`UPDATE members SET home_branch_id = 1 WHERE name = 'Bina'`.execute(db);
        expect(
          await rows(sql`SELECT branch_id, members, amount FROM member_dues ORDER BY 1`),
        ).toEqual([
          { branch_id: 1, members: 1, amount: 60 },
          { branch_id: 2, members: 1, amount: 100 },
        ]);
      });
    });

    it('put every enquiry from before 030 on branch 1, and from then on refuse one naming no branch', async () => {
      await onEarlierDatabase('030', async (db) => {
        await sql`INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at)
          VALUES ('Kiran', '1234567', '2026-03-04', '', '')`.execute(db);
        await migratePostgres(db);
        expect(await rowsOf(db)(sql`SELECT branch_id FROM enquiries`)).toEqual([{ branch_id: 1 }]);
        await expect(
          sql`INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at, branch_id)
            VALUES ('Kiran', '1234567', '2026-03-04', '', '', 7)`.execute(db),
        ).rejects.toThrow(/foreign key/);
        await expect(sql`DELETE FROM branches WHERE id = 1`.execute(db)).rejects.toThrow(
          /foreign key/,
        );
      });
    });
  });
});
