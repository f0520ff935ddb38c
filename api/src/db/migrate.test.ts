import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrate, MIGRATIONS_DIR } from './migrate';

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
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    expect(migrate(sqlite)).toEqual(files);
    expect(migrate(sqlite)).toEqual([]);
    const versions = sqlite.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions).toEqual(files);
  });

  it('rolls back a failing migration entirely and stops there', () => {
    const custom = path.join(dir, 'migrations');
    fs.mkdirSync(custom);
    fs.writeFileSync(path.join(custom, '001-good.sql'), 'CREATE TABLE a (id INTEGER);');
    fs.writeFileSync(path.join(custom, '002-bad.sql'), 'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);');
    expect(() => migrate(sqlite, custom)).toThrow(/nowhere/);
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['a', 'schema_migrations']);
    expect(sqlite.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual(['001-good.sql']);
  });
});
