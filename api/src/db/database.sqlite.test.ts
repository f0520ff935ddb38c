import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from './database';

describe('openSqlite', () => {
  it('syncs every commit to disk before acknowledging it (WAL with synchronous=FULL)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-db-'));
    const database = openSqlite(dir);
    try {
      expect(database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL; the driver's default in WAL mode is 1 = NORMAL, which may drop the last commits on power loss.
      expect(database.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
