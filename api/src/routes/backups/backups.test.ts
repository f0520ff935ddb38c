import fs from 'node:fs';
import { BACKUP_MESSAGES } from '../../schemas';
import { expectReply } from '../../testing/expect-reply';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { testDialect } from '../../testing/test-database';
import { backUp } from '../../db/backup/online-backup';

const forbidden = { status: 'failed', message: 'You do not have permission to do this.' };

describe('the backups in Settings', () => {
  const ctx = useSignedInApp();

  if (testDialect() === 'sqlite') {
    it('answers no backup before the first, then the newest, and downloads it whole', async () => {
      expectReply(await ctx.get('/backups'), 200, {
        status: 'success',
        database: 'sqlite',
        latest: null,
      });
      expectReply(await ctx.get('/backups/download'), 404, {
        status: 'failed',
        message: BACKUP_MESSAGES.none,
      });
      await backUp(ctx.dataDir, { now: new Date(2026, 10, 24, 2, 0, 0) });
      const { path } = await backUp(ctx.dataDir, { now: new Date(2026, 10, 25, 2, 0, 0) });
      const reply = (await ctx.get('/backups')).json();
      expect(reply).toEqual({
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
  } else {
    it('says that the provider keeps a PostgreSQL database’s backups', async () => {
      expectReply(await ctx.get('/backups'), 200, {
        status: 'success',
        database: 'postgres',
        latest: null,
      });
      expectReply(await ctx.get('/backups/download'), 404, {
        status: 'failed',
        message: BACKUP_MESSAGES.postgres,
      });
    });
  }

  it('is the Owner’s alone: a Manager is refused both', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    expectReply(await ctx.get('/backups', { cookie: manager.cookie }), 403, forbidden);
    expectReply(await ctx.get('/backups/download', { cookie: manager.cookie }), 403, forbidden);
  });
});
