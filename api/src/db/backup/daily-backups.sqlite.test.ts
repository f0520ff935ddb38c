import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../testing/test-app';
import { testDataDir } from '../../testing/test-database';
import { backupFolder, listBackups } from './backup-files';
import { startDailyBackups } from './daily-backups';
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
