import fs from 'node:fs';
import { backUp } from '../../db/backup/online-backup';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('downloading the newest backup', () => {
  const ctx = useSignedInApp();

  it('answers the newest backup’s time and size, and sends that file whole', async () => {
    await backUp(ctx.dataDir, { now: new Date(2026, 10, 24, 2, 0, 0) });
    const { path } = await backUp(ctx.dataDir, { now: new Date(2026, 10, 25, 2, 0, 0) });
    expect((await ctx.get('/backups')).json()).toEqual({
      status: 'success',
      database: 'sqlite',
      latest: {
        file: 'spotter-2026-11-25-020000.sqlite',
        created_at: fs.statSync(path).mtime.toISOString(),
        size: fs.statSync(path).size,
      },
    });
    const download = await ctx.get('/backups/download');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename=spotter-2026-11-25-020000.sqlite',
    );
    expect(download.rawPayload.equals(fs.readFileSync(path))).toBe(true);
  });
});
