import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { SQLITE_FILE } from '../testing/templates';
import { migratedTestDatabase, testDataDir, testDialect } from '../testing/test-database';
import { openPostgres } from './database';
import { migratePostgres, migrateSqlite } from './migrate';

const MIGRATION = '045-branch-one-takes-gym-details.ts';

/** A database of this run's dialect, migrated to the latest schema, spoken to in plain SQL. */
interface Installation {
  rows(text: string): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

async function installation(): Promise<Installation> {
  const dataDir = testDataDir();
  const database = await migratedTestDatabase(dataDir);
  if (testDialect() === 'sqlite') {
    const sqlite = new BetterSqlite3(path.join(dataDir, SQLITE_FILE));
    return {
      rows: async (text) => sqlite.prepare(text).all() as Record<string, unknown>[],
      exec: async (text) => void sqlite.exec(text),
      migrate: async () => migrateSqlite(sqlite),
      close: async () => {
        sqlite.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { db, close } = await openPostgres(database.url!, 2, { migrate: false });
  return {
    rows: async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
    exec: async (text) => void (await sql.raw(text).execute(db)),
    migrate: () => migratePostgres(db),
    close: async () => {
      await close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const NOW = "'2026-11-26T00:00:00.000Z'";

describe('migration 045 (branch 1 takes the gym’s details)', () => {
  let db: Installation;
  beforeAll(async () => {
    db = await installation();
  });
  afterAll(() => db?.close());

  /**
   * The installation as it was before 045 with branch 1 as `branchOne`, branch 2 named
   * `otherBranch` (none when null) and the gym's details `gym` as Settings saved them (none when
   * null); then migrated. Answers the branches as they are after.
   */
  async function upgraded({
    branchOne,
    otherBranch = null,
    gym = null,
  }: {
    branchOne: { name: string; name_key: string; address: string; phone: string };
    otherBranch?: string | null;
    gym?: { name: string; address: string; phone: string } | null;
  }) {
    await db.exec('ALTER TABLE branches DROP COLUMN takes_gym_details');
    await db.exec(`DELETE FROM schema_migrations WHERE version = '${MIGRATION}'`);
    await db.exec('DELETE FROM branches WHERE id > 1');
    await db.exec('DELETE FROM gym_details');
    const { name, name_key, address, phone } = branchOne;
    await db.exec(`UPDATE branches SET name = '${name}', name_key = '${name_key}',
      address = '${address}', phone = '${phone}' WHERE id = 1`);
    if (otherBranch)
      await db.exec(`INSERT INTO branches (id, name, name_key, created_at, updated_at)
        VALUES (2, '${otherBranch}', '${otherBranch.toLowerCase()}', ${NOW}, ${NOW})`);
    if (gym)
      await db.exec(`INSERT INTO gym_details (id, name, address, phone, updated_at)
        VALUES (1, '${gym.name}', '${gym.address}', '${gym.phone}', ${NOW})`);
    expect(await db.migrate()).toEqual([MIGRATION]);
    return db.rows(
      'SELECT id, name, name_key, address, phone, takes_gym_details FROM branches ORDER BY id',
    );
  }

  const MAIN = { name: 'Main branch', name_key: 'main branch', address: '', phone: '' };
  const IRON_TEMPLE = { name: 'Iron Temple', address: 'FC Road, Pune', phone: '9800000001' };

  it('gives a branch 1 still as 025 made it the details Settings saved since, and keeps it taking them', async () => {
    expect(await upgraded({ branchOne: MAIN, gym: IRON_TEMPLE })).toEqual([
      { id: 1, ...IRON_TEMPLE, name_key: 'iron temple', takes_gym_details: 1 },
    ]);
  });

  it('leaves it "Main branch", taking the details once saved, in a gym that never saved them', async () => {
    expect(await upgraded({ branchOne: MAIN })).toEqual([{ id: 1, ...MAIN, takes_gym_details: 1 }]);
  });

  it.each([
    ['renamed', { ...MAIN, name: 'Koregaon Park', name_key: 'koregaon park' }],
    ['given an address', { ...MAIN, address: 'Lane 5' }],
    ['given a phone', { ...MAIN, phone: '9800000002' }],
    // 025 made it from details saved before: it is apart from them, as it was.
    ['the gym as it was', { ...IRON_TEMPLE, name_key: 'iron temple' }],
  ])('leaves a branch 1 %s as it is, and apart from the gym', async (_, branchOne) => {
    expect(await upgraded({ branchOne, gym: { ...IRON_TEMPLE, name: 'Iron Temple Gym' } })).toEqual(
      [{ id: 1, ...branchOne, takes_gym_details: 0 }],
    );
  });

  it('keeps its name when another branch has the gym’s, and takes the address and phone', async () => {
    const branches = await upgraded({
      branchOne: MAIN,
      otherBranch: 'Iron Temple',
      gym: IRON_TEMPLE,
    });
    expect(branches[0]).toEqual({
      id: 1,
      ...IRON_TEMPLE,
      name: 'Main branch',
      name_key: 'main branch',
      takes_gym_details: 1,
    });
  });
});
