import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrateSqlite as migrate, MIGRATIONS_DIRS } from './migrate';

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

  it('applies every numbered migration once, in order', () => {
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(migrate(sqlite)).toEqual(files);
    expect(migrate(sqlite)).toEqual([]);
    const versions = sqlite
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    expect(versions).toEqual(files);
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
    const before005 = path.join(dir, 'before-005');
    fs.mkdirSync(before005);
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '005'))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before005, file));
    migrate(sqlite, before005);
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
    for (const price of [Infinity, 1e308, 1.5, 10_000_001]) {
      expect(() => addPlan.run(`Plan ${price}`, price)).toThrow(/whole number/);
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
});
