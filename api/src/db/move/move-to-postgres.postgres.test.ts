import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { openPostgres, openSqlite, type Db } from '../database';
import { duesClient } from '../../testing/dues-client';
import { seedGym, snapshot } from '../../testing/seeded-gym';
import { freshTestDatabase } from '../../testing/test-database';
import { signedInAs, teamClient } from '../../testing/team';
import { createTestApp, login, type TestApp } from '../../testing/test-app';
import { runMoveCommand } from './move-command';
import { MoveCheckFailed, MoveRefused, moveToPostgres } from './move-to-postgres';

/** Rows per table of PostgreSQL's schema (its own migration list left out). */
async function rowCounts(url: string) {
  const target = await openPostgres(url, 1, { migrate: false });
  try {
    const { rows: tables } = await sql<{
      name: string;
    }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY 1`.execute(
      target.db,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] = (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(
          target.db,
        )
      ).rows[0]!.n;
    return counts;
  } finally {
    await target.close();
  }
}

/** Applies `change` to a copy of the SQLite installation in `dataDir`, answers the copy's folder. */
async function alteredCopy(dataDir: string, change: (db: Db) => Promise<unknown>) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-move-copy-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  const opened = openSqlite(copy);
  await change(opened.db);
  await opened.close();
  return copy;
}

/** The team's accounts and roles, as the team screens read them. */
async function teamAnswers(app: TestApp, cookie: string) {
  const team = teamClient(app, cookie);
  return {
    accounts: (await team.accounts()).json().data,
    roles: (await team.roles()).json().roles,
  };
}

/** The gym's reminder settings and its queue's tabs, as the screens read them. */
async function reminderAnswers(app: TestApp, cookie: string) {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { cookie } })).json();
  return {
    settings: await get('/reminders/settings'),
    due: await get('/reminders?tab=due&page=1&page_size=100'),
    upcoming: await get('/reminders?tab=upcoming&page=1&page_size=100'),
    done: await get('/reminders?tab=done&page=1&page_size=100'),
  };
}

/** Who belongs to which branch, and which branch issued each invoice. */
async function branchesOf(db: Db) {
  return {
    invoices: await db.selectFrom('invoices').select(['id', 'branch_id']).orderBy('id').execute(),
    members: await db
      .selectFrom('members')
      .select(['id', 'home_branch_id', 'branch_access'])
      .orderBy('id')
      .execute(),
    staff: await db
      .selectFrom('trainers_staff')
      .select(['id', 'branch_id'])
      .orderBy('id')
      .execute(),
  };
}

/** The app on `url` as another instance would start: same settings, a data folder of its own. */
async function appOn(config: Config, url: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-moved-'));
  const app = await buildApp({ ...config, databaseUrl: url, dataDir });
  return {
    app,
    close: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

// Each step writes a whole gym, or copies one, through two databases.
jest.setTimeout(60_000);

describe('moving a SQLite installation into PostgreSQL', () => {
  let source: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let teamBefore: Awaited<ReturnType<typeof teamAnswers>>;
  let remindersBefore: Awaited<ReturnType<typeof reminderAnswers>>;
  let branchesBefore: Awaited<ReturnType<typeof branchesOf>>;
  let target: Awaited<ReturnType<typeof freshTestDatabase>>;
  let output: string[];
  let exitCode: number;
  let moved: Awaited<ReturnType<typeof appOn>>;
  const cleanUp: (() => unknown)[] = [];

  beforeAll(async () => {
    source = await createTestApp({ databaseUrl: undefined });
    cookie = await login(source.app);
    await seedGym(source.app, cookie);
    // A voided payment: its credit note comes along, and the month's collected money with it.
    const voided = await source.app.inject({
      method: 'POST',
      url: '/invoices/void/2',
      headers: { cookie },
      payload: { reason: 'Paid twice' },
    });
    if (voided.statusCode !== 200) throw new Error(voided.body);
    // The team: a custom role beside the built-in ones that migration 012 adds to both databases.
    const team = teamClient(source.app, cookie);
    const { role } = (
      await team.addRole({ name: 'Door', permissions: ['attendance.record'] })
    ).json();
    await signedInAs(source.app, cookie, role.id, 'door');
    await signedInAs(source.app, cookie, 'Accountant');
    // The gym's own reminder rules, which replace the ones 024 starts a database with, and a
    // contact with a member that takes their reminder out of Due today.
    const settings = (
      await source.app.inject({ method: 'GET', url: '/reminders/settings', headers: { cookie } })
    ).json();
    const saved = await source.app.inject({
      method: 'PUT',
      url: '/reminders/settings',
      headers: { cookie },
      payload: {
        rules: [
          ...settings.rules
            .filter((rule: { days: number }) => rule.days !== -7)
            .map(({ kind, days, template }: Record<string, unknown>) => ({ kind, days, template })),
          { kind: 'expiry', days: -10, template: 'Ten days left, {name}.' },
        ],
        upi_id: 'irontemple@okaxis',
        smtp: {
          host: 'smtp.example.com',
          port: 587,
          user: 'desk',
          password: 'secret',
          from: 'desk@example.com',
        },
      },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const due = (
      await source.app.inject({ method: 'GET', url: '/reminders?tab=due', headers: { cookie } })
    ).json();
    const logged = await source.app.inject({
      method: 'POST',
      url: `/reminders/${due.data[0].id}/outcome`,
      headers: { cookie },
      payload: { channel: 'call', outcome: 'no_answer', note: 'Rang twice' },
    });
    if (logged.statusCode !== 200) throw new Error(logged.body);
    // Branch 1 renamed (the target's migration starts it as "Main branch"), a second branch, and
    // a member and a trainer on it.
    for (const [url, payload] of [
      ['/branches/edit_branch/1', { name: 'Koregaon Park', address: '', phone: '' }],
      ['/branches/add_branch', { name: 'Baner', address: 'Baner Road', phone: '+919800000002' }],
    ] as const) {
      const branch = await source.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      if (branch.statusCode >= 300) throw new Error(branch.body);
    }
    await source.app.db
      .updateTable('members')
      .set({ home_branch_id: 2, branch_access: 'all' })
      .where('id', '=', 1)
      .execute();
    await source.app.db
      .updateTable('trainers_staff')
      .set({ branch_id: 2 })
      .where('id', '=', 2)
      .execute();
    branchesBefore = await branchesOf(source.app.db);
    before = await snapshot(source.app, cookie);
    teamBefore = await teamAnswers(source.app, cookie);
    remindersBefore = await reminderAnswers(source.app, cookie);
    // The API is stopped before the move.
    await source.app.close();
    target = await freshTestDatabase();
    output = [];
    const say = (line: string) => output.push(line);
    exitCode = await runMoveCommand(
      ['--from', source.dataDir, '--to', target.url!, '--batch-rows', '4'],
      {},
      { out: say, err: say },
    );
    moved = await appOn(source.config, target.url!);
  });
  afterAll(async () => {
    await moved?.close();
    await target?.drop();
    for (const step of cleanUp) await step();
    fs.rmSync(source.dataDir, { recursive: true, force: true });
  });

  it('copies everything, checks it and says so', async () => {
    const text = output.join('\n');
    expect({ exitCode, text }).toEqual({ exitCode: 0, text: expect.stringContaining('Moved') });
    expect(text).toMatch(/^ {2}members +13 rows/m);
    expect(text).toMatch(/^ {2}trainers_staff +3 rows/m);
    expect(text).toMatch(/^ {2}credit_notes +1 rows/m);
    // The custom role; the built-in ones were there already.
    expect(text).toMatch(/^ {2}roles +1 rows/m);
    expect(text).toMatch(
      /Checked: the row counts of \d+ tables and the contents of 11 kept tables .*activity_counts.*member_dues.*reminder_open_days.* are equal/,
    );
    expect(text).toMatch(/^Moved \d+ tables, [\d,]+ rows, in [\d.]+ s\.$/m);
    expect(text).not.toContain('spotter-test'); // the password
  });

  it('leaves the planner statistics of the moved rows, and the kept tables compacted', async () => {
    expect(output.join('\n')).toMatch(
      /^Vacuumed and analyzed, the kept tables compacted, in [\d.]+ s$/m,
    );
    const { rows } = await sql<{ tablename: string }>`
      SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = 'public'`.execute(moved.app.db);
    expect(rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['members', 'invoices', 'attendance', 'expiry_counts', 'dues_counts']),
    );
  });

  it('serves the same gym from PostgreSQL: lists, totals, searches, dashboard, pictures, invoice PDFs, sessions', async () => {
    // The session cookie from before the move still signs in: sessions came along.
    const after = await snapshot(moved.app, cookie);
    expect(Object.keys(after.pictures)).toHaveLength(2);
    // 14 joinings, 3 payments, 3 renewals.
    expect(Object.keys(after.invoices)).toHaveLength(20);
    expect(after).toEqual(before);
    const team = await teamAnswers(moved.app, cookie);
    expect(team.roles.map((role: { name: string }) => role.name)).toEqual([
      'Owner',
      'Manager',
      'Front desk',
      'Trainer',
      'Accountant',
      'Door',
    ]);
    expect(team).toEqual(teamBefore);
    // The gym's rules, UPI ID and e-mail server came along, and its reminders with their contacts.
    const reminders = await reminderAnswers(moved.app, cookie);
    expect(reminders.settings.rules.map((rule: { days: number }) => rule.days)).toContain(-10);
    expect(reminders.settings.smtp.password_set).toBe(true);
    expect(reminders.done.total).toBe(1);
    expect(reminders).toEqual(remindersBefore);
    // The gym's branches replace the one the target's migration started it with.
    expect(after.reads['/branches']).toEqual({
      status: 'success',
      data: [
        { id: 1, name: 'Koregaon Park', address: '', phone: '' },
        { id: 2, name: 'Baner', address: 'Baner Road', phone: '9800000002' },
      ],
    });
    expect(await branchesOf(moved.app.db)).toEqual(branchesBefore);
  });

  it('keeps numbering invoices, credit notes and ids after the copied ones', async () => {
    const dues = duesClient(moved.app, cookie);
    const last = Object.keys(before.invoices).sort().at(-1)!;
    const owing = await moved.app.db
      .selectFrom('members')
      .select(['id', 'home_branch_id'])
      .where('total_fee', '>', (eb) => eb.ref('paid_amount'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const paid = await dues.pay(owing.id, { amount: 10 }, '?branch=all');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().invoice_number).toBe(
      `INV-${String(Number(last.slice(4)) + 1).padStart(5, '0')}`,
    );
    // Issued by the member's home branch, as the copy holds it: member 1's is Baner.
    expect(owing).toEqual({ id: 1, home_branch_id: 2 });
    const issued = await moved.app.db
      .selectFrom('invoices')
      .select('branch_id')
      .where('invoice_number', '=', paid.json().invoice_number)
      .executeTakeFirstOrThrow();
    expect(issued.branch_id).toBe(owing.home_branch_id);
    const voided = await moved.app.inject({
      method: 'POST',
      url: `/invoices/void/${Number(last.slice(4)) + 1}?branch=all`,
      headers: { cookie },
      payload: { reason: 'Paid twice' },
    });
    expect(voided.json().credit_note_number).toBe('CN-00002');
    const plan = await dues.members.addPlan('After the move');
    expect(plan).toBe(3);
    const role = await teamClient(moved.app, cookie).addRole({ name: 'After', permissions: [] });
    expect(role.json().role.id).toBe(7);
    const branch = await moved.app.inject({
      method: 'POST',
      url: '/branches/add_branch',
      headers: { cookie },
      payload: { name: 'Aundh', address: '', phone: '' },
    });
    expect(branch.json().branch.id).toBe(3);
  });

  it('refuses a second move into the now filled database and changes nothing', async () => {
    const counts = await rowCounts(target.url!);
    const said: string[] = [];
    const code = await runMoveCommand(
      ['--from', source.dataDir, '--to', target.url!],
      {},
      { out: (l) => said.push(l), err: (l) => said.push(l) },
    );
    expect(code).toBe(2);
    expect(said[0]).toMatch(
      /^Refused: the PostgreSQL database is not empty \(rows in .*members.*\)/,
    );
    expect(await rowCounts(target.url!)).toEqual(counts);
  });

  describe('a move that cannot complete leaves the target empty', () => {
    const emptyTarget = async () => {
      const fresh = await freshTestDatabase();
      cleanUp.push(fresh.drop);
      return fresh.url!;
    };
    /** What a newly migrated database holds: only the rows its migrations insert (the built-in roles, branch 1…). */
    let empty: Record<string, number>;
    beforeAll(async () => {
      const url = await emptyTarget();
      await (await openPostgres(url, 1)).close();
      empty = await rowCounts(url);
    });

    it('when PostgreSQL refuses a row halfway (a text with a NUL character, which SQLite takes)', async () => {
      const from = await alteredCopy(source.dataDir, (db) =>
        db.updateTable('members').set({ location: 'Pu\u0000ne' }).where('id', '=', 5).execute(),
      );
      cleanUp.push(() => fs.rmSync(from, { recursive: true, force: true }));
      const to = await emptyTarget();
      await expect(moveToPostgres({ from, to, batchRows: 4 })).rejects.toThrow(/0x00/);
      expect(await rowCounts(to)).toEqual(empty);
    });

    it('when a kept table differs from what PostgreSQL rebuilds (the check fails, the copy is rolled back)', async () => {
      const from = await alteredCopy(source.dataDir, (db) =>
        db
          .updateTable('member_counts')
          .set((eb) => ({ n: eb('n', '+', 5) }))
          .execute(),
      );
      cleanUp.push(() => fs.rmSync(from, { recursive: true, force: true }));
      const to = await emptyTarget();
      const error = await moveToPostgres({ from, to }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(MoveCheckFailed);
      expect((error as Error).message).toMatch(/member_counts \(kept by triggers\) differs/);
      expect(await rowCounts(to)).toEqual(empty);
    });

    it('refuses two databases at different migrations, and a folder without a database', async () => {
      const from = await alteredCopy(source.dataDir, (db) =>
        sql`INSERT INTO schema_migrations (version, applied_at) VALUES ('999-from-the-future.sql', '')`.execute(
          db,
        ),
      );
      cleanUp.push(() => fs.rmSync(from, { recursive: true, force: true }));
      const to = await emptyTarget();
      await expect(moveToPostgres({ from, to })).rejects.toThrow(
        /different migrations: SQLite has 999-from-the-future\.sql/,
      );
      await expect(moveToPostgres({ from: path.join(from, 'nothing-here'), to })).rejects.toThrow(
        MoveRefused,
      );
      expect(await rowCounts(to)).toEqual(empty);
    });
  });

  it('refuses a command line without a PostgreSQL URL, or with an unknown option, before opening anything', async () => {
    for (const argv of [
      ['--from', source.dataDir, '--to', 'mysql://localhost/gym'],
      ['--from', source.dataDir],
      ['--form', source.dataDir, '--to', target.url!],
    ]) {
      const said: string[] = [];
      expect(
        await runMoveCommand(argv, {}, { out: (l) => said.push(l), err: (l) => said.push(l) }),
      ).toBe(2);
      expect(said[0]).toMatch(
        /^Refused: (--to must be a postgres:\/\/ URL|Unknown option '--form')/,
      );
    }
  });
});
