import { BACKUP_MESSAGES } from '../../schemas';
import { expectReply } from '../../testing/expect-reply';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { testDialect } from '../../testing/test-database';

const forbidden = { status: 'failed', message: 'You do not have permission to do this.' };

describe('the backups in Settings', () => {
  const ctx = useSignedInApp();

  it('has nothing to download: no backup yet on SQLite, the provider’s backups on PostgreSQL', async () => {
    const database = testDialect();
    expectReply(await ctx.get('/backups'), 200, { status: 'success', database, latest: null });
    expectReply(await ctx.get('/backups/download'), 404, {
      status: 'failed',
      message: BACKUP_MESSAGES[database === 'sqlite' ? 'none' : 'postgres'],
    });
  });

  it('is the Owner’s alone: a Manager is refused both', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    expectReply(await ctx.get('/backups', { cookie: manager.cookie }), 403, forbidden);
    expectReply(await ctx.get('/backups/download', { cookie: manager.cookie }), 403, forbidden);
  });
});
