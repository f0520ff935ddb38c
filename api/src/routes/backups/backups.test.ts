import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../../schemas/paths';
import { nameKey } from '../../domain/name-key';
import { BACKUP_MESSAGES } from '../../schemas';
import { branchesClient } from '../../testing/branches-client';
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

  const refusedBoth = async (cookie: string) => {
    expectReply(await ctx.get('/backups', { cookie }), 403, forbidden);
    expectReply(await ctx.get('/backups/download', { cookie }), 403, forbidden);
  };

  it('cannot be handed out alone: a role holding it needs team and money too (400, nothing added)', async () => {
    const roles = async () => (await ctx.team.roles()).json().roles.length;
    const before = await roles();
    for (const [permissions, needs] of [
      [['backups.download'], 'Manage the team and roles'],
      [['backups.download', 'team.manage'], 'See fees, payments and dues'],
      [['backups.download', 'money.view'], 'Manage the team and roles'],
    ] as const)
      expectReply(await ctx.team.addRole({ name: 'Backups', permissions }), 400, {
        status: 'failed',
        message: `“See and download the database's backups” needs “${needs}”.`,
      });
    expect(await roles()).toBe(before);
    const added = await ctx.team.addRole({
      name: 'Backups',
      permissions: ['backups.download', 'team.manage', 'money.view'],
    });
    const keeper = await signedInAs(ctx.app, ctx.cookie, added.json().role.id, 'keeper');
    expect((await ctx.get('/backups', { cookie: keeper.cookie })).statusCode).toBe(200);
  });

  it('gives a custom role stored with it alone (before the rule) nothing of it, and lists it without', async () => {
    const { id } = await ctx.app.db
      .insertInto('roles')
      .values({
        name: 'Old backups',
        name_key: nameKey('Old backups'),
        permissions: JSON.stringify(['backups.download', 'plans.view']),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await signedInAs(ctx.app, ctx.cookie, id, 'old-backups');
    await refusedBoth(account.cookie);
    expect((await ctx.get('/members/admin_me', { cookie: account.cookie })).json().admin).toEqual(
      expect.objectContaining({ permissions: ['plans.view'] }),
    );
    const listed = (await ctx.team.roles()).json().roles.find((r: { id: number }) => r.id === id);
    expect(listed.permissions).toEqual(['plans.view']);
  });

  it('is refused to an Owner limited to some branches: a backup is every branch’s', async () => {
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const owner = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner', [baner]);
    await refusedBoth(owner.cookie);
  });
});

describe('Back up now', () => {
  const ctx = useSignedInApp();
  const backUpNow = (headers = {}) => ctx.send('POST', paths.backups.now, undefined, headers);
  const recorded = () =>
    ctx.app.db.selectFrom('activity').selectAll().where('action', '=', 'backup.made').execute();

  it('makes a backup at once on SQLite, answers it as the newest, and records it in the trail; on PostgreSQL, whose provider makes them, is no route', async () => {
    const made = await backUpNow();
    if (testDialect() === 'postgres') {
      expect(made.statusCode).toBe(404);
      expect(await recorded()).toEqual([]);
      return;
    }
    expect(made.statusCode).toBe(201);
    const { latest } = made.json();
    expect(made.json()).toEqual({ status: 'success', message: 'Backup made.', latest });
    expect(latest.file).toMatch(/^spotter-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.sqlite$/);
    expect((await ctx.get(paths.backups.list)).json().latest).toEqual(latest);
    const file = path.join(ctx.dataDir, 'backups', latest.file);
    expect(fs.readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(await recorded()).toEqual([
      expect.objectContaining({ label: latest.file, kind: 'settings' }),
    ]);
  });

  it('makes two asked for at once one after the other; the day keeps the newer, as retention keeps a day’s newest', async () => {
    const answers = await Promise.all([backUpNow(), backUpNow()]);
    if (testDialect() === 'postgres') {
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
      expect(await recorded()).toEqual([]);
      return;
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json().latest.file as string);
    expect(second).not.toBe(first);
    // spotter-YYYY-MM-DD-…: two made across midnight are two days' newest.
    const day = (file: string) => file.slice('spotter-'.length, 'spotter-YYYY-MM-DD'.length);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'backups')).sort()).toEqual(
      day(first!) === day(second!) ? [second] : [first, second],
    );
    expect((await ctx.get(paths.backups.list)).json().latest.file).toBe(second);
    expect(await recorded()).toHaveLength(2);
  });

  it('is refused to a Manager: the 403 (on PostgreSQL no route either way), no file and no record', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    const refused = await backUpNow({ cookie: manager.cookie });
    if (testDialect() === 'postgres') expect(refused.statusCode).toBe(404);
    else expectReply(refused, 403, forbidden);
    expect(fs.existsSync(path.join(ctx.dataDir, 'backups'))).toBe(false);
    expect(await recorded()).toEqual([]);
  });
});
