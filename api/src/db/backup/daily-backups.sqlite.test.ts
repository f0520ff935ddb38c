import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../testing/test-app';
import { testDataDir } from '../../testing/test-database';
import { backupFolder, listBackups } from './backup-files';
import { startDailyBackups } from './daily-backups';
import { backUp } from './online-backup';
import { openSqlite } from '../database';

const log = { info: jest.fn(), error: jest.fn() };

describe('the daily backups', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = testDataDir();
    await openSqlite(dataDir).close();
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const names = () => listBackups(backupFolder(dataDir)).map((backup) => backup.file);

  it('makes one backup a day, however often it looks and however often the API restarts', async () => {
    let now = new Date(2026, 10, 25, 1, 0, 0);
    const schedule = () =>
      startDailyBackups({ dataDir, log, now: () => now, firstAfterMs: 3_600_000 });
    const first = schedule();
    await first.checkNow();
    await first.checkNow();
    await first.stop();
    now = new Date(2026, 10, 25, 9, 30, 0);
    const restarted = schedule();
    await restarted.checkNow();
    expect(names()).toEqual(['spotter-2026-11-25-010000.sqlite']);
    now = new Date(2026, 10, 26, 0, 5, 0);
    await restarted.checkNow();
    await restarted.stop();
    expect(names()).toEqual([
      'spotter-2026-11-26-000500.sqlite',
      'spotter-2026-11-25-010000.sqlite',
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('lets retention go through the folder after each backup: 7 daily and 4 weekly stay', async () => {
    let now = new Date(2026, 8, 1, 3, 0, 0);
    const daily = startDailyBackups({ dataDir, log, now: () => now, firstAfterMs: 3_600_000 });
    for (let day = 0; day < 60; day += 1) {
      now = new Date(2026, 8, 1 + day, 3, 0, 0);
      await daily.checkNow();
    }
    await daily.stop();
    expect(names()).toHaveLength(11);
    expect(names()[0]).toBe('spotter-2026-10-30-030000.sqlite');
  });

  it('deletes the partial copies of backups killed part-way, at start and at the next backup; a running one’s stay', async () => {
    const folder = backupFolder(dataDir);
    fs.mkdirSync(folder, { recursive: true });
    // A process that has ended, as a killed API or `pnpm db:backup` has.
    const { pid: gone } = spawnSync(process.execPath, ['-e', '']);
    const partial = (pid: number, hex: string) => {
      const name = `spotter-2026-11-25-010000.sqlite.${pid}-${hex}.partial`;
      fs.writeFileSync(path.join(folder, name), Buffer.alloc(64 * 1024));
      return name;
    };
    const killed = partial(gone, '0badc0de');
    // Jest's own process is running: its copy may be under way.
    const running = partial(process.ppid, '1234abcd');
    const partials = () => fs.readdirSync(folder).filter((name) => name.endsWith('.partial'));
    expect(partials().sort()).toEqual([killed, running].sort());
    const daily = startDailyBackups({ dataDir, log, firstAfterMs: 3_600_000 });
    await daily.stop();
    expect(partials()).toEqual([running]);
    expect(log.info).toHaveBeenCalledWith(
      { removed: [killed] },
      "deleted an interrupted backup's partial copy",
    );
    const mine = partial(process.pid, 'feedface');
    const again = partial(gone, 'deadbeef');
    expect(partials().sort()).toEqual([again, mine, running].sort());
    const made = await backUp(dataDir);
    expect(partials()).toEqual([running]);
    expect(fs.existsSync(made.path)).toBe(true);
  });

  it('starts with the API on SQLite, which holds the folder’s lock until it closes', async () => {
    const { app, dataDir: appDir, close } = await createTestApp({ databaseUrl: undefined });
    try {
      expect(JSON.parse(fs.readFileSync(path.join(appDir, 'api.lock'), 'utf8')).pid).toBe(
        process.pid,
      );
      await app.backups!.checkNow();
      expect(listBackups(backupFolder(appDir))).toHaveLength(1);
    } finally {
      await app.close();
    }
    expect(fs.existsSync(path.join(appDir, 'api.lock'))).toBe(false);
    await close();
  });
});
