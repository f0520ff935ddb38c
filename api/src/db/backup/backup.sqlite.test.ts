import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { formPoster } from '../../testing/test-app';
import { testDataDir } from '../../testing/test-database';
import { MIGRATIONS_DIRS, migrationFiles } from '../migrate';
import { holdApiLock } from './api-lock';
import { backupFolder, DATABASE_FILE, listBackups } from './backup-files';
import { runBackupCommand } from './backup-command';
import { backUp } from './online-backup';
import { restore } from './restore';

const WRITERS = 20;

/** A folder of its own, removed after the test. */
const folders: string[] = [];
const newFolder = () => {
  const folder = testDataDir();
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The member ids in a database file, and SQLite's own verdict on it. */
function readDatabase(file: string) {
  const sqlite = new BetterSqlite3(file, { readonly: true });
  try {
    const ids = (sqlite.prepare('SELECT id FROM members').all() as { id: number }[]).map(
      (row) => row.id,
    );
    return { ids: new Set(ids), integrity: sqlite.pragma('integrity_check', { simple: true }) };
  } finally {
    sqlite.close();
  }
}

/** A command's exit code and what it printed. */
async function run(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const code = await runBackupCommand(args, {
    env,
    out: (l) => out.push(l),
    err: (l) => out.push(l),
  });
  return { code, said: out.join('\n') };
}

describe('backups of the SQLite database while the API writes', () => {
  const ctx = useSignedInApp({ loginRateLimit: 1_000 });

  it('copies every write acknowledged before the backup began, and the restored copy passes the integrity check', async () => {
    const post = formPoster(ctx.app, ctx.cookie);
    const plan = (
      await ctx.send('POST', '/members/add_plan', {
        name: 'Monthly',
        duration_days: 30,
        price: 1500,
      })
    ).json().plan.id as number;
    /** Member ids in the order their adds were acknowledged, each with when it was sent and acknowledged. */
    const acknowledged: { id: number; sent: number; at: number }[] = [];
    let backupBegan = Infinity;
    let stop = false;
    let sent = 0;
    const writer = async (writerNo: number) => {
      for (let n = 0; !stop; n += 1) {
        const number = ++sent;
        const sentAt = performance.now();
        const response = await post('/members/add_member', {
          ...memberForm,
          name: `Writer ${writerNo} member ${n}`,
          phone: `+9190${String(number).padStart(8, '0')}`,
          email: `w${writerNo}-${n}@example.com`,
          plan: String(plan),
        });
        if (response.statusCode !== 201 && response.statusCode !== 200)
          throw new Error(`add_member answered ${response.statusCode}: ${response.body}`);
        acknowledged.push({ id: response.json().member_id, sent: sentAt, at: performance.now() });
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, writerNo) => writer(writerNo));
    // The backup starts once the writers are well under way, and they go on until it is done.
    while (acknowledged.length < 100) await new Promise((resolve) => setImmediate(resolve));
    backupBegan = performance.now();
    const made = await backUp(ctx.dataDir);
    const backupEnded = performance.now();
    stop = true;
    await Promise.all(writers);
    // The writes under way while the backup ran: sent before it ended, acknowledged after it began.
    // (Counting only those acknowledged before it ended raced its speed: a quick VACUUM INTO could
    // end before any of the 20 writes in flight came back.)
    const duringBackup = acknowledged.filter(
      (write) => write.sent < backupEnded && write.at > backupBegan,
    ).length;

    const restoredDir = newFolder();
    const restored = restore(made.path, restoredDir);
    expect(restored.database).toBe(path.join(restoredDir, DATABASE_FILE));
    const copy = readDatabase(restored.database);
    expect(copy.integrity).toBe('ok');
    const before = acknowledged.filter((write) => write.at < backupBegan);
    expect(before.length).toBeGreaterThanOrEqual(100);
    expect(before.filter((write) => !copy.ids.has(write.id))).toEqual([]);
    // Nothing in the copy that the database does not hold, and the writers really wrote meanwhile.
    const live = readDatabase(path.join(ctx.dataDir, DATABASE_FILE));
    expect([...copy.ids].filter((id) => !live.ids.has(id))).toEqual([]);
    expect(live.ids.size).toBe(acknowledged.length);
    expect(duringBackup).toBeGreaterThan(0);
  });

  it('backs up through the command into DATA_DIR/backups by date, or into a folder or file named, and says where', async () => {
    const env = { DATA_DIR: ctx.dataDir };
    const first = await run(['backup'], env);
    expect(first.code).toBe(0);
    const [made] = listBackups(backupFolder(ctx.dataDir));
    expect(made?.file).toMatch(/^spotter-\d{4}-\d{2}-\d{2}-\d{6}\.sqlite$/);
    expect(first.said).toBe(`Backed up ${ctx.dataDir} to ${made!.path}`);
    const elsewhere = newFolder();
    expect((await run(['backup', elsewhere], env)).said).toMatch(
      new RegExp(`to ${elsewhere}/spotter-.*\\.sqlite$`),
    );
    const file = path.join(elsewhere, 'before-the-upgrade.sqlite');
    expect(await run(['backup', file], env)).toEqual({
      code: 0,
      said: `Backed up ${ctx.dataDir} to ${file}`,
    });
    expect(readDatabase(file).integrity).toBe('ok');
    expect(await run(['backup', file], env)).toEqual({
      code: 1,
      said: `Error: ${file} exists already; name a new file or a folder`,
    });
  });

  it('refuses to restore while the API serves the folder, and changes nothing', async () => {
    const made = await backUp(ctx.dataDir);
    const before = fs.readdirSync(ctx.dataDir).sort();
    const refused = await run(['restore', made.path], { DATA_DIR: ctx.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.said).toBe(
      `Not restored: the API (process ${process.pid}) is serving ${ctx.dataDir}; stop it first.`,
    );
    expect(fs.readdirSync(ctx.dataDir).sort()).toEqual(before);
  });
});

describe('restoring a backup', () => {
  /** A stopped installation: a database with one member, and a backup of it. */
  async function installation() {
    const dataDir = newFolder();
    const sqlite = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
    // As an older version left it: its first migration only.
    sqlite.exec(
      `CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
       INSERT INTO schema_migrations VALUES ('${migrationFiles(MIGRATIONS_DIRS.sqlite)[0]}', 'then');
       CREATE TABLE members (id INTEGER PRIMARY KEY); INSERT INTO members VALUES (1);`,
    );
    sqlite.close();
    const made = await backUp(dataDir, { to: newFolder() });
    return { dataDir, backup: made.path };
  }

  it('keeps the database it replaces aside, WAL and all, and puts the backup in its place', async () => {
    const { dataDir, backup } = await installation();
    const live = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
    live.pragma('journal_mode = WAL');
    live.exec('INSERT INTO members VALUES (2)');
    const now = new Date('2026-11-25T22:30:15.123Z');
    // Copied while open: the second member is in the WAL only, as after a crash.
    const crashed = newFolder();
    for (const suffix of ['', '-wal', '-shm'])
      fs.copyFileSync(
        path.join(dataDir, DATABASE_FILE + suffix),
        path.join(crashed, DATABASE_FILE + suffix),
      );
    live.close();

    const restored = restore(backup, crashed, now);
    const aside = path.join(crashed, 'spotter.sqlite.before-restore-2026-11-25T22-30-15-123Z');
    expect(restored.keptAside).toBe(aside);
    expect([...readDatabase(aside).ids]).toEqual([1, 2]);
    expect([...readDatabase(restored.database).ids]).toEqual([1]);
    expect(fs.existsSync(`${restored.database}-wal`)).toBe(false);
  });

  it('refuses a file that fails the integrity check, one from a newer version, and what is no Spotter database', async () => {
    const { dataDir, backup } = await installation();
    const env = { DATA_DIR: dataDir };
    const damaged = path.join(newFolder(), 'damaged.sqlite');
    const bytes = fs.readFileSync(backup);
    bytes.fill(0xff, 4096, 8192);
    fs.writeFileSync(damaged, bytes);
    expect((await run(['restore', damaged], env)).said).toMatch(
      /damaged\.sqlite (fails SQLite's integrity check|is not a database)/,
    );

    const newer = path.join(newFolder(), 'newer.sqlite');
    fs.copyFileSync(backup, newer);
    const sqlite = new BetterSqlite3(newer);
    sqlite.exec("INSERT INTO schema_migrations VALUES ('999-from-the-future.sql', 'later')");
    sqlite.close();
    expect(await run(['restore', newer], env)).toEqual({
      code: 1,
      said: `${newer} comes from a newer Spotter (migrations 999-from-the-future.sql); restore it with that version`,
    });

    const other = path.join(newFolder(), 'other.sqlite');
    new BetterSqlite3(other).exec('CREATE TABLE t (x)').close();
    expect((await run(['restore', other], env)).said).toBe(
      `${other} is not a Spotter database (it has no schema_migrations)`,
    );
    expect([...readDatabase(path.join(dataDir, DATABASE_FILE)).ids]).toEqual([1]);
    expect(fs.readdirSync(dataDir).sort()).toEqual([DATABASE_FILE]);
  });

  it('refuses while a lock names a running API, and not once that API is gone', async () => {
    const { dataDir, backup } = await installation();
    const release = holdApiLock(dataDir);
    expect(() => restore(backup, dataDir)).toThrow(/^Not restored: the API \(process \d+\)/);
    release();
    fs.writeFileSync(
      path.join(dataDir, 'api.lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, host: os.hostname() }),
    );
    expect(restore(backup, dataDir).keptAside).toMatch(/before-restore/);
  });

  it('sends PostgreSQL installations to their provider or pg_dump, and explains its usage', async () => {
    expect(await run(['backup'], { DATABASE_URL: 'postgres://db/spotter' })).toEqual({
      code: 1,
      said: expect.stringContaining('pg_dump'),
    });
    expect((await run(['restore'], {})).code).toBe(2);
  });
});
