import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { BUILT_IN_ROLES } from '../schemas';
import { migrateSqlite as migrate, migrationSequence, MIGRATIONS_DIRS } from './migrate';

const MIGRATIONS_DIR = MIGRATIONS_DIRS.sqlite;

describe('migrate', () => {
  let dir: string;
  let sqlite: BetterSqlite3.Database;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-migrate-'));
    sqlite = new BetterSqlite3(path.join(dir, 'test.sqlite'));
  });
  afterEach(() => {
    sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Applies the migrations numbered below `version` only, as a database made by an earlier Spotter. */
  const migrateUpTo = (version: string) => {
    const earlier = path.join(dir, `before-${version}`);
    fs.mkdirSync(earlier);
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < version))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
    migrate(sqlite, earlier);
  };

  it('applies every numbered migration once, in order', () => {
    // The .sql files and the shared modules, in one sequence, under the names they are recorded by.
    const files = migrationSequence({ own: MIGRATIONS_DIR, shared: MIGRATIONS_DIRS.shared }).map(
      (m) => m.version,
    );
    expect(files).toEqual(
      [
        ...fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')),
        ...fs.readdirSync(MIGRATIONS_DIRS.shared).filter((f) => /^\d{3}-.*\.ts$/.test(f)),
      ].sort(),
    );
    expect(migrate(sqlite)).toEqual(files);
    expect(migrate(sqlite)).toEqual([]);
    const versions = sqlite
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    expect(versions).toEqual(files);
  });

  it('keys the plans already there by nameKey, keeps the ones the old rule let in twice, and stores names composed', () => {
    migrateUpTo('021');
    const addPlan = sqlite.prepare(
      "INSERT INTO plans (name, duration_days, price, created_at, updated_at) VALUES (?, 30, 100, '', '')",
    );
    // "Élite" twice (SQLite's lower() folds ASCII only), and a name typed with a combining accent.
    for (const name of ['Élite', 'éLITE', 'Gold', 'Cafe\u0301']) addPlan.run(name);
    sqlite
      .prepare(
        "INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at) VALUES ('Zoe\u0308', '1234567', '2026-01-01', 3, 0, 0, '2026-02-01', '', '')",
      )
      .run();

    migrate(sqlite);
    expect(sqlite.prepare('SELECT name, name_key FROM plans ORDER BY id').all()).toEqual([
      { name: 'Élite', name_key: 'élite' },
      { name: 'éLITE', name_key: 'élite\u001F2' },
      { name: 'Gold', name_key: 'gold' },
      { name: 'Café', name_key: 'café' },
    ]);
    expect(sqlite.prepare('SELECT name FROM members').pluck().get()).toBe('Zoë');
    expect(() => addPlan.run('Silver')).toThrow(/name_key/);
    expect(() =>
      sqlite.prepare("UPDATE plans SET name_key = NULL WHERE name = 'Gold'").run(),
    ).toThrow(/name_key/);
    expect(() =>
      sqlite
        .prepare(
          "INSERT INTO plans (name, name_key, duration_days, created_at, updated_at) VALUES ('GOLD', 'gold', 30, '', '')",
        )
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('keys every role by nameKey (022), the built-in ones first, keeps the ones the old rule let in twice, and stores names composed that still fit', () => {
    migrateUpTo('022');
    const addRole = sqlite.prepare("INSERT INTO roles (name, created_at) VALUES (?, '')");
    // "Élite" twice and a full-width "OWNER" (SQLite's lower() folds ASCII only), a name typed
    // with a combining accent, and one that composed would outgrow the column (U+0958 is two).
    for (const name of ['Élite', 'éLITE', 'Cafe\u0301', '\u0958'.repeat(30), 'ＯＷＮＥＲ'])
      addRole.run(name);

    migrate(sqlite);
    expect(sqlite.prepare('SELECT name, name_key FROM roles ORDER BY id').all()).toEqual([
      ...BUILT_IN_ROLES.map(({ name }) => ({ name, name_key: name.toLowerCase() })),
      { name: 'Élite', name_key: 'élite' },
      { name: 'éLITE', name_key: 'élite\u001F7' },
      { name: 'Café', name_key: 'café' },
      { name: '\u0958'.repeat(30), name_key: '\u0915\u093C'.repeat(30) },
      { name: 'ＯＷＮＥＲ', name_key: 'owner\u001F10' },
    ]);
    expect(() => addRole.run('Door')).toThrow(/name_key/);
    expect(() =>
      sqlite.prepare("UPDATE roles SET name_key = NULL WHERE name = 'Owner'").run(),
    ).toThrow(/name_key/);
    expect(() =>
      sqlite
        .prepare("INSERT INTO roles (name, name_key, created_at) VALUES ('OWNER', 'owner', '')")
        .run(),
    ).toThrow(/UNIQUE/);
  });

  /** Plan 1, Gold, and member 1, Asha, on it with `paid` of a fee as large: written before a migration runs. */
  const goldMember = (paid: number) => {
    sqlite
      .prepare(
        "INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at) VALUES ('Gold', 'gold', 30, 100, '', '')",
      )
      .run();
    sqlite
      .prepare(
        "INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at) VALUES ('Asha', '1234567', '2026-01-01', 1, ?, ?, '2026-02-01', '', '')",
      )
      .run(paid, paid);
  };
  /** A second branch, Baner (id 2). */
  const addBaner = () =>
    sqlite
      .prepare(
        "INSERT INTO branches (name, name_key, created_at, updated_at) VALUES ('Baner', 'baner', '', '')",
      )
      .run();

  /** A gym from before 025: a plan, a member and a trainer, and the gym's details if given. */
  const gymBeforeBranches = (details?: { name: string; address: string; phone: string }) => {
    migrateUpTo('025');
    if (details)
      sqlite
        .prepare(
          "INSERT INTO gym_details (id, name, address, phone, updated_at) VALUES (1, ?, ?, ?, '')",
        )
        .run(details.name, details.address, details.phone);
    goldMember(0);
    sqlite
      .prepare(
        "INSERT INTO trainers_staff (name, phone, created_at, updated_at) VALUES ('Ravi', '7654321', '', '')",
      )
      .run();
    migrate(sqlite);
  };
  const branches = () =>
    sqlite.prepare('SELECT id, name, name_key, address, phone FROM branches ORDER BY id').all();

  it('makes the gym branch 1 (025) with its stored name, address and phone, and keeps every member and trainer on it, reaching this branch only', () => {
    gymBeforeBranches({ name: 'Iron Temple', address: 'MG Road\nPune', phone: '9800000000' });
    expect(branches()).toEqual([
      {
        id: 1,
        name: 'Iron Temple',
        name_key: 'iron temple',
        address: 'MG Road\nPune',
        phone: '9800000000',
      },
    ]);
    expect(sqlite.prepare('SELECT home_branch_id, branch_access FROM members').all()).toEqual([
      { home_branch_id: 1, branch_access: 'branch' },
    ]);
    expect(sqlite.prepare('SELECT branch_id FROM trainers_staff').all()).toEqual([
      { branch_id: 1 },
    ]);
  });

  it('names branch 1 "Main branch" (025) when the gym never saved its details', () => {
    gymBeforeBranches();
    expect(branches()).toEqual([
      { id: 1, name: 'Main branch', name_key: 'main branch', address: '', phone: '' },
    ]);
  });

  it('refuses, from 025 on, a member or trainer naming no branch, a branch access other than branch or all, and deleting or renumbering a branch in use', () => {
    gymBeforeBranches();
    const refusals = [
      'UPDATE members SET home_branch_id = 2',
      'UPDATE trainers_staff SET branch_id = 2',
      "UPDATE members SET branch_access = 'some'",
      "INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at, home_branch_id) VALUES ('B', '7654321', '2026-01-01', 1, 0, 0, '2026-02-01', '', '', 2)",
      "INSERT INTO trainers_staff (name, phone, created_at, updated_at, branch_id) VALUES ('C', '7654321', '', '', 2)",
      'DELETE FROM branches WHERE id = 1',
      'UPDATE branches SET id = 5 WHERE id = 1',
    ];
    for (const statement of refusals)
      expect(() => sqlite.prepare(statement).run()).toThrow(/FOREIGN KEY|CHECK/);
    addBaner();
    sqlite.prepare("UPDATE members SET home_branch_id = 2, branch_access = 'all'").run();
    sqlite.prepare('UPDATE trainers_staff SET branch_id = 2').run();
    // Branch 1 has no one left: nothing refers to it any more.
    sqlite.prepare('DELETE FROM branches WHERE id = 1').run();
    expect(() =>
      sqlite
        .prepare(
          "INSERT INTO branches (name, name_key, created_at, updated_at) VALUES ('BANER', 'baner', '', '')",
        )
        .run(),
    ).toThrow(/UNIQUE/);
  });

  /** An invoice of member 1 (the gym's only one here), naming `branch` when given. */
  const invoiceInsert = (number: string, branch?: number) =>
    sqlite
      .prepare(
        `INSERT INTO invoices (invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
          period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at
          ${branch === undefined ? '' : ', branch_id'})
        VALUES (?, 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, 100, 0, 'cash', 'joining',
          '2026-01-01', '' ${branch === undefined ? '' : ', ?'})`,
      )
      .run(...(branch === undefined ? [number] : [number, branch]));

  it('puts every invoice from before 026 on branch 1, and from then on refuses an invoice naming no branch, changing an invoice’s branch, and deleting or renumbering a branch that issued one', () => {
    migrateUpTo('026');
    goldMember(100);
    invoiceInsert('INV-00001');
    invoiceInsert('INV-00002');
    migrate(sqlite);
    const invoiceBranches = () =>
      sqlite.prepare('SELECT invoice_number, branch_id FROM invoices ORDER BY id').all();
    expect(invoiceBranches()).toEqual([
      { invoice_number: 'INV-00001', branch_id: 1 },
      { invoice_number: 'INV-00002', branch_id: 1 },
    ]);

    expect(() => invoiceInsert('INV-00003', 2)).toThrow(/FOREIGN KEY/);
    addBaner();
    invoiceInsert('INV-00003', 2);
    expect(() => sqlite.prepare('UPDATE invoices SET branch_id = 2 WHERE id = 1').run()).toThrow(
      /cannot be changed/,
    );
    // No member or trainer is left on branch 1: its invoices alone keep it.
    sqlite.prepare('UPDATE members SET home_branch_id = 2').run();
    for (const statement of [
      'DELETE FROM branches WHERE id = 1',
      'UPDATE branches SET id = 5 WHERE id = 1',
    ])
      expect(() => sqlite.prepare(statement).run()).toThrow(/FOREIGN KEY/);
    expect(invoiceBranches()).toEqual([
      { invoice_number: 'INV-00001', branch_id: 1 },
      { invoice_number: 'INV-00002', branch_id: 1 },
      { invoice_number: 'INV-00003', branch_id: 2 },
    ]);
  });

  it('gives enquiries an optional source, one of the list’s keys, and an optional follow-up day (040)', () => {
    migrateUpTo('040');
    const add = (columns: string, values: string) =>
      sqlite
        .prepare(
          `INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at${columns}) VALUES ('Kiran', '9811122233', '2026-03-04', '', ''${values})`,
        )
        .run();
    add('', '');
    migrate(sqlite);
    expect(sqlite.prepare('SELECT source, follow_up_on FROM enquiries').all()).toEqual([
      { source: null, follow_up_on: null },
    ]);
    add(', source, follow_up_on', ", 'walk_in', '2026-03-10'");
    expect(() => add(', source', ", 'tiktok'")).toThrow(/CHECK constraint/);
    expect(() => add(', source', ", 'Walk-in'")).toThrow(/CHECK constraint/);
  });

  it('keeps an import’s header row, its branch and its choice for other branches, and each row’s number in the sheet (042)', () => {
    migrateUpTo('042');
    sqlite
      .prepare(
        `INSERT INTO imports (id, admin_name, file_name, columns, rows, state, created_at) VALUES (1, 'Owner', 'a.csv', '["Name"]', 1, 'uploaded', '')`,
      )
      .run();
    sqlite.prepare(`INSERT INTO import_rows (import_id, n, cells) VALUES (1, 0, '["Asha"]')`).run();
    migrate(sqlite);
    expect(
      sqlite.prepare('SELECT header_row, branch_id, other_branches FROM imports').all(),
    ).toEqual([{ header_row: 1, branch_id: null, other_branches: 0 }]);
    expect(sqlite.prepare('SELECT n, sheet_row FROM import_rows').all()).toEqual([
      { n: 0, sheet_row: null },
    ]);
  });

  it('marks every member after the first on a phone as sharing it, then keeps a phone to one member who does not share it (043)', () => {
    migrateUpTo('043');
    goldMember(100);
    const addOn = (name: string, phone: string) =>
      sqlite
        .prepare(
          `INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at) VALUES (?, ?, '2026-01-01', 1, 100, 100, '2026-02-01', '', '')`,
        )
        .run(name, phone);
    // Before 043 nothing kept two members off one phone.
    addOn('Ravi', '1234567');
    addOn('Meera', '7654321');
    addOn('Kabir', '1234567');
    sqlite
      .prepare(
        `INSERT INTO imports (id, admin_name, file_name, columns, rows, state, created_at) VALUES (1, 'Owner', 'a.csv', '["Name"]', 1, 'uploaded', '')`,
      )
      .run();
    migrate(sqlite);
    expect(sqlite.prepare('SELECT name, shares_phone FROM members ORDER BY id').all()).toEqual([
      { name: 'Asha', shares_phone: 0 },
      { name: 'Ravi', shares_phone: 1 },
      { name: 'Meera', shares_phone: 0 },
      { name: 'Kabir', shares_phone: 1 },
    ]);
    // Every one of them still counted, once.
    expect(sqlite.prepare('SELECT plan_id, status, branch_id, n FROM member_counts').all()).toEqual(
      [{ plan_id: 1, status: 'Active', branch_id: 1, n: 4 }],
    );
    expect(sqlite.prepare('SELECT shared_phones FROM imports').all()).toEqual([
      { shared_phones: 0 },
    ]);
    expect(() => addOn('Twin', '7654321')).toThrow(/UNIQUE constraint/);
    expect(() =>
      sqlite.prepare("UPDATE members SET shares_phone = 0 WHERE name = 'Kabir'").run(),
    ).toThrow(/UNIQUE constraint/);
    expect(() =>
      sqlite.prepare("UPDATE members SET shares_phone = 2 WHERE name = 'Kabir'").run(),
    ).toThrow(/CHECK constraint/);
    sqlite
      .prepare(
        `INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at, shares_phone) VALUES ('Twin', '7654321', '2026-01-01', 1, 100, 100, '2026-02-01', '', '', 1)`,
      )
      .run();
  });

  it('marks the invoices whose due a later renewal carried "Carried to" it (039), and counts them apart', () => {
    const all = (query: string) => sqlite.prepare(query).all();
    migrateUpTo('039');
    goldMember(100);
    const issue = (number: string, kind: string, total: number, paid: number) =>
      sqlite
        .prepare(
          `INSERT INTO invoices (invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
            period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at)
          VALUES (?, 1, 'Asha', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', ?, ?, ?, 'cash', ?, '2026-01-01', '')`,
        )
        .run(number, total, paid, Math.max(total - paid, 0), kind);
    issue('INV-00001', 'joining', 100, 60);
    issue('INV-00002', 'payment', 40, 10);
    // Renewed owing 30: both earlier invoices were carried into it.
    issue('INV-00003', 'renewal', 130, 130);
    issue('INV-00004', 'renewal', 100, 50);
    // Paid in full before the next renewal, which carried nothing: INV-00004 is left as it was.
    issue('INV-00005', 'payment', 50, 50);
    issue('INV-00006', 'renewal', 100, 40);
    migrate(sqlite);
    expect(all('SELECT invoice_number, carried_to FROM invoices ORDER BY id')).toEqual([
      { invoice_number: 'INV-00001', carried_to: 'INV-00003' },
      { invoice_number: 'INV-00002', carried_to: 'INV-00003' },
      { invoice_number: 'INV-00003', carried_to: null },
      { invoice_number: 'INV-00004', carried_to: null },
      { invoice_number: 'INV-00005', carried_to: null },
      { invoice_number: 'INV-00006', carried_to: null },
    ]);
    expect(all('SELECT paid, n FROM invoice_counts ORDER BY paid')).toEqual([
      { paid: 0, n: 2 },
      { paid: 1, n: 2 },
      { paid: 2, n: 2 },
    ]);
    // That column alone may be written on an issued invoice.
    sqlite.prepare("UPDATE invoices SET carried_to = 'INV-00006' WHERE id = 4").run();
    expect(() => sqlite.prepare('UPDATE invoices SET due_amount = 0 WHERE id = 4').run()).toThrow(
      /cannot be changed/,
    );
  });

  describe('counts by branch (028, 029, 031)', () => {
    /** Before 028: Asha (branch 1) and Ravi (Baner), an invoice, a visit and an open reminder task each. */
    const gymBeforeCountsByBranch = () => {
      migrateUpTo('028');
      goldMember(100);
      addBaner();
      sqlite
        .prepare(
          "INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at, home_branch_id) VALUES ('Ravi', '7654321', '2026-01-01', 1, 100, 0, '2026-02-01', '', '', 2)",
        )
        .run();
      invoiceInsert('INV-00001');
      invoiceInsert('INV-00002', 2);
      const visit = sqlite.prepare(
        "INSERT INTO attendance (member_id, day, check_in, check_out, created_at) VALUES (?, '2026-01-05', 'a', ?, '')",
      );
      visit.run(1, null);
      visit.run(2, 'b');
      const task = sqlite.prepare(
        "INSERT INTO reminder_tasks (member_id, rule_id, basis, planned_on, due_on, created_at) VALUES (?, 1, '2026-02-01', '2026-01-25', '2026-01-25', '')",
      );
      task.run(1);
      task.run(2);
      migrate(sqlite);
    };
    const all = (query: string) => sqlite.prepare(query).all();

    it('keys the invoices’ totals by the branch that issued them (028)', () => {
      gymBeforeCountsByBranch();
      const counts = 'SELECT issued_on, paid, branch_id, n FROM invoice_counts ORDER BY branch_id';
      expect(all(counts)).toEqual([
        { issued_on: '2026-01-01', paid: 1, branch_id: 1, n: 1 },
        { issued_on: '2026-01-01', paid: 1, branch_id: 2, n: 1 },
      ]);
      invoiceInsert('INV-00003', 2);
      sqlite.prepare('DELETE FROM invoices WHERE id = 1').run();
      expect(all(counts)).toEqual([
        { issued_on: '2026-01-01', paid: 1, branch_id: 1, n: 0 },
        { issued_on: '2026-01-01', paid: 1, branch_id: 2, n: 2 },
      ]);
    });

    it('puts every visit from before 029 on branch 1 with its day’s counts, and from then on refuses a visit naming no branch and deleting or renumbering a branch with visits', () => {
      gymBeforeCountsByBranch();
      expect(all('SELECT member_id, branch_id FROM attendance ORDER BY id')).toEqual([
        { member_id: 1, branch_id: 1 },
        { member_id: 2, branch_id: 1 },
      ]);
      const counts =
        'SELECT day, branch_id, total, open FROM attendance_day_counts ORDER BY branch_id';
      expect(all(counts)).toEqual([{ day: '2026-01-05', branch_id: 1, total: 2, open: 1 }]);
      expect(() =>
        sqlite
          .prepare(
            "INSERT INTO attendance (member_id, day, check_in, created_at, branch_id) VALUES (2, '2026-01-06', 'a', '', 5)",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
      sqlite.prepare('UPDATE attendance SET branch_id = 2 WHERE member_id = 2').run();
      expect(all(counts)).toEqual([
        { day: '2026-01-05', branch_id: 1, total: 1, open: 1 },
        { day: '2026-01-05', branch_id: 2, total: 1, open: 0 },
      ]);
      // Nobody and no invoice is left at Baner: its visit alone keeps it.
      sqlite.prepare('UPDATE members SET home_branch_id = 1').run();
      sqlite.prepare('DELETE FROM invoices WHERE branch_id = 2').run();
      for (const statement of [
        'DELETE FROM branches WHERE id = 2',
        'UPDATE branches SET id = 5 WHERE id = 2',
      ])
        expect(() => sqlite.prepare(statement).run()).toThrow(/FOREIGN KEY/);
    });

    it('gives each reminder task its member’s home branch and counts the open ones by it (031), through a move and a task naming none', () => {
      gymBeforeCountsByBranch();
      const tasks = 'SELECT member_id, branch_id FROM reminder_tasks ORDER BY id';
      const counts =
        'SELECT due_on, branch_id, n FROM reminder_open_days WHERE n <> 0 ORDER BY branch_id';
      expect(all(tasks)).toEqual([
        { member_id: 1, branch_id: 1 },
        { member_id: 2, branch_id: 2 },
      ]);
      expect(all(counts)).toEqual([
        { due_on: '2026-01-25', branch_id: 1, n: 1 },
        { due_on: '2026-01-25', branch_id: 2, n: 1 },
      ]);
      sqlite.prepare('UPDATE members SET home_branch_id = 1 WHERE id = 2').run();
      expect(all(counts)).toEqual([{ due_on: '2026-01-25', branch_id: 1, n: 2 }]);
      sqlite.prepare('UPDATE members SET home_branch_id = 2 WHERE id = 1').run();
      sqlite
        .prepare(
          "INSERT INTO reminder_tasks (member_id, rule_id, basis, planned_on, due_on, created_at) VALUES (1, 2, '2026-02-01', '2026-01-29', '2026-01-29', '')",
        )
        .run();
      expect(all(tasks)).toEqual([
        { member_id: 1, branch_id: 2 },
        { member_id: 2, branch_id: 1 },
        { member_id: 1, branch_id: 2 },
      ]);
      expect(all(counts)).toEqual([
        { due_on: '2026-01-25', branch_id: 1, n: 1 },
        { due_on: '2026-01-25', branch_id: 2, n: 1 },
        { due_on: '2026-01-29', branch_id: 2, n: 1 },
      ]);
    });
  });

  it('rolls back a failing migration entirely and stops there', () => {
    const custom = path.join(dir, 'migrations');
    fs.mkdirSync(custom);
    fs.writeFileSync(path.join(custom, '001-good.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(
      path.join(custom, '002-bad.sql'),
      'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);',
    );
    expect(() => migrate(sqlite, custom)).toThrow(/nowhere/);
    const tables = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(['a', 'schema_migrations']);
    expect(sqlite.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([
      '001-good.sql',
    ]);
  });

  it('clears a plan price stored as Inf, and from then on refuses amounts that are not whole rupees in range', () => {
    migrateUpTo('005');
    const addPlan = sqlite.prepare(
      "INSERT INTO plans (name, duration_days, price, created_at, updated_at) VALUES (?, 30, ?, '', '')",
    );
    addPlan.run('Broken', Infinity);
    addPlan.run('Gold', 1500);

    migrate(sqlite);
    expect(sqlite.prepare('SELECT name, price FROM plans ORDER BY id').all()).toEqual([
      { name: 'Broken', price: null },
      { name: 'Gold', price: 1500 },
    ]);
    // From migration 021 on, a plan comes with its name's key.
    const addKeyedPlan = sqlite.prepare(
      "INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at) VALUES (?, lower(?), 30, ?, '', '')",
    );
    for (const price of [Infinity, 1e308, 1.5, 10_000_001]) {
      expect(() => addKeyedPlan.run(`Plan ${price}`, `Plan ${price}`, price)).toThrow(
        /whole number/,
      );
      expect(() =>
        sqlite.prepare("UPDATE plans SET price = ? WHERE name = 'Gold'").run(price),
      ).toThrow(/whole number/);
    }
    const addMember = sqlite.prepare(
      "INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date, created_at, updated_at) VALUES ('A', '1234567', '2026-01-01', 2, ?, ?, '2026-02-01', '', '')",
    );
    expect(() => addMember.run(Infinity, 0)).toThrow(/whole numbers/);
    expect(() => addMember.run(1500, 1e308)).toThrow(/whole numbers/);
    addMember.run(1500, 500);
    expect(() => sqlite.prepare('UPDATE members SET paid_amount = ?').run(Infinity)).toThrow(
      /whole numbers/,
    );
  });

  describe('migrations 027 and 030: the members’ counts by branch, enquiries’ branches', () => {
    const all = (query: string) => sqlite.prepare(query).all();

    /**
     * Before 027: branch Baner (2), plan Gold, three members (one moved to Baner, owing), an invoice
     * of each branch and a credit note voiding Baner's.
     */
    const gymOfTwoBranches = () => {
      migrateUpTo('027');
      sqlite
        .prepare(
          "INSERT INTO branches (name, name_key, created_at, updated_at) VALUES ('Baner', 'baner', '', '')",
        )
        .run();
      sqlite
        .prepare(
          "INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at) VALUES ('Gold', 'gold', 30, 100, '', '')",
        )
        .run();
      const member = sqlite.prepare(
        `INSERT INTO members (name, phone, joining_date, plan_id, total_fee, paid_amount, expire_date,
          created_at, updated_at, home_branch_id) VALUES (?, '1234567', ?, 1, 100, ?, ?, '', '', ?)`,
      );
      member.run('Asha', '2026-01-05', 100, '2026-02-04', 1);
      member.run('Bina', '2026-01-09', 40, '2026-02-08', 2);
      member.run('Chitra', '2026-02-01', 0, '2026-03-03', 1);
      // A move before 027: its counts had no branch to leave.
      sqlite.prepare('UPDATE members SET home_branch_id = 2 WHERE name = ?').run('Chitra');
      const invoice = sqlite.prepare(
        `INSERT INTO invoices (invoice_number, member_id, member_name, member_phone, plan_name, plan_duration_days,
          period_start, period_end, total_amount, paid_amount, due_amount, payment_method, kind, issued_on,
          created_at, branch_id)
        VALUES (?, ?, 'M', '1234567', 'Gold', 30, '2026-01-01', '2026-02-01', 100, ?, 0, 'cash', 'joining', ?, '', ?)`,
      );
      invoice.run('INV-00001', 1, 100, '2026-01-05', 1);
      invoice.run('INV-00002', 2, 40, '2026-01-09', 2);
      sqlite
        .prepare(
          `INSERT INTO credit_notes (credit_note_number, invoice_id, member_id, amount, reason, issued_on,
            created_at, issued_by_name) VALUES ('CN-00001', 2, 2, 40, 'Paid twice', '2026-02-02', '', 'Owner')`,
        )
        .run();
      migrate(sqlite);
    };

    it('recomputes every member-side count by branch (027), the member_dues row per branch included', () => {
      gymOfTwoBranches();
      expect(all('SELECT plan_id, status, branch_id, n FROM member_counts ORDER BY 3')).toEqual([
        { plan_id: 1, status: 'Active', branch_id: 1, n: 1 },
        { plan_id: 1, status: 'Active', branch_id: 2, n: 2 },
      ]);
      expect(all('SELECT period_start, branch_id, n FROM dues_counts ORDER BY 1')).toEqual([
        { period_start: '2026-01-09', branch_id: 2, n: 1 },
        { period_start: '2026-02-01', branch_id: 2, n: 1 },
      ]);
      const byDay = [
        { expire_date: '2026-02-04', branch_id: 1, n: 1 },
        { expire_date: '2026-02-08', branch_id: 2, n: 1 },
        { expire_date: '2026-03-03', branch_id: 2, n: 1 },
      ];
      expect(all('SELECT expire_date, branch_id, n FROM expiry_counts ORDER BY 1')).toEqual(byDay);
      expect(all('SELECT expire_date, branch_id, n FROM active_expiry_counts ORDER BY 1')).toEqual(
        byDay,
      );
      expect(all('SELECT month, branch_id, n FROM member_joins_by_month ORDER BY 1, 2')).toEqual([
        { month: '2026-01', branch_id: 1, n: 1 },
        { month: '2026-01', branch_id: 2, n: 1 },
        { month: '2026-02', branch_id: 2, n: 1 },
      ]);
      expect(all('SELECT branch_id, members, amount FROM member_dues')).toEqual([
        { branch_id: 2, members: 2, amount: 160 },
      ]);
      // The credit note in its own month, on its invoice's branch.
      expect(
        all('SELECT month, branch_id, amount FROM invoices_paid_by_month ORDER BY 1, 2'),
      ).toEqual([
        { month: '2026-01', branch_id: 1, amount: 100 },
        { month: '2026-01', branch_id: 2, amount: 40 },
        { month: '2026-02', branch_id: 2, amount: -40 },
      ]);
      // From 027 on a move takes the member's counts along.
      sqlite.prepare("UPDATE members SET home_branch_id = 1 WHERE name = 'Bina'").run();
      expect(all('SELECT branch_id, members, amount FROM member_dues ORDER BY 1')).toEqual([
        { branch_id: 1, members: 1, amount: 60 },
        { branch_id: 2, members: 1, amount: 100 },
      ]);
      expect(
        all("SELECT branch_id, n FROM expiry_counts WHERE expire_date = '2026-02-08' AND n > 0"),
      ).toEqual([{ branch_id: 1, n: 1 }]);
    });

    it('puts every enquiry from before 030 on branch 1, and from then on refuses one naming no branch, and deleting or renumbering a branch that took one', () => {
      migrateUpTo('030');
      const enquiry = (branch?: number) =>
        sqlite
          .prepare(
            `INSERT INTO enquiries (name, phone, enquiry_date, created_at, updated_at${branch === undefined ? '' : ', branch_id'})
            VALUES ('Kiran', '1234567', '2026-03-04', '', ''${branch === undefined ? '' : ', ?'})`,
          )
          .run(...(branch === undefined ? [] : [branch]));
      enquiry();
      sqlite
        .prepare(
          "INSERT INTO branches (name, name_key, created_at, updated_at) VALUES ('Baner', 'baner', '', '')",
        )
        .run();
      migrate(sqlite);
      expect(all('SELECT branch_id FROM enquiries')).toEqual([{ branch_id: 1 }]);
      expect(() => enquiry(7)).toThrow(/FOREIGN KEY/);
      expect(() => sqlite.prepare('UPDATE enquiries SET branch_id = 7').run()).toThrow(
        /FOREIGN KEY/,
      );
      enquiry(2);
      for (const statement of [
        'DELETE FROM branches WHERE id = 2',
        'UPDATE branches SET id = 5 WHERE id = 2',
      ])
        expect(() => sqlite.prepare(statement).run()).toThrow(/FOREIGN KEY/);
    });
  });
});
