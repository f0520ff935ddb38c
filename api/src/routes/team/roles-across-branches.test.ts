import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import { branchesClient } from '../../testing/branches-client';
import { expectReply } from '../../testing/expect-reply';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ROLE_ID, signedInAs, teamClient, type TeamMember } from '../../testing/team';

const forbidden = { status: 'failed', message: FORBIDDEN_MESSAGE };

/*
 * docs/product/team-and-roles.md §22 and docs/product/branches.md §26: an Owner limited to some
 * branches changes a custom role only when every account holding it works within those branches,
 * as it changes only such accounts; it
 * neither adds nor edits branches; its Team list holds its branches' accounts and those at every
 * branch.
 */
describe('an Owner limited to one branch of two', () => {
  const ctx = useSignedInApp();
  let baner: number;
  let aundh: number;
  let owner: TeamMember;

  beforeEach(async () => {
    const branches = branchesClient(ctx.app, ctx.cookie);
    baner = await branches.add('Baner');
    aundh = await branches.add('Aundh');
    owner = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner', [baner]);
  });

  const roles = () => ctx.app.db.selectFrom('roles').selectAll().orderBy('id').execute();
  const addRole = async (name: string) =>
    (await ctx.team.addRole({ name, permissions: ['attendance.record'] })).json().role.id as number;

  it.each([
    ['at the other branch', () => [aundh]],
    ['at every branch', () => 'all' as const],
    ['at both branches', () => [baner, aundh]],
  ])(
    'may not edit, rename or delete a custom role held by an account %s (403, nothing changed)',
    async (_, branchesOf) => {
      const door = await addRole('Door');
      const clerk = await signedInAs(ctx.app, ctx.cookie, door, 'clerk', branchesOf());
      // Another account, within the Owner's branch, holds it too: that does not make it the Owner's.
      await signedInAs(ctx.app, ctx.cookie, door, 'clerk-baner', [baner]);
      const before = await roles();
      const team = teamClient(ctx.app, owner.cookie);
      expectReply(
        await team.editRole(door, {
          name: 'Door',
          permissions: ['attendance.record', 'deleted.restore'],
        }),
        403,
        forbidden,
      );
      expectReply(
        await team.editRole(door, { name: 'Renamed', permissions: ['attendance.record'] }),
        403,
        forbidden,
      );
      expectReply(await team.removeRole(door), 403, forbidden);
      expect(await roles()).toEqual(before);
      expect((await ctx.get('/deleted', { cookie: clerk.cookie })).statusCode).toBe(403);
    },
  );

  it('edits, renames and deletes a custom role held only within its branch, or by nobody', async () => {
    const door = await addRole('Door');
    const clerk = await signedInAs(ctx.app, ctx.cookie, door, 'clerk', [baner]);
    const team = teamClient(ctx.app, owner.cookie);
    expectReply(
      await team.editRole(door, {
        name: 'Front door',
        permissions: ['attendance.record', 'plans.view'],
      }),
      200,
      {
        status: 'success',
        message: 'Role Front door saved.',
        role: {
          id: door,
          name: 'Front door',
          built_in: false,
          permissions: ['attendance.record', 'plans.view'],
          accounts: 1,
        },
      },
    );
    expect((await ctx.get('/members/view_plans', { cookie: clerk.cookie })).statusCode).toBe(200);
    const unheld = await addRole('Gate');
    expectReply(await team.removeRole(unheld), 200, {
      status: 'success',
      message: 'Role deleted.',
    });
    // Held at its branch, deleting is refused only because an account has it.
    expectReply(await team.removeRole(door), 409, {
      status: 'failed',
      message: 'One account has this role: give it another role first.',
    });
  });

  it('neither adds nor edits a branch, its own included (403, nothing changed); its session says so', async () => {
    const before = await ctx.app.db.selectFrom('branches').selectAll().orderBy('id').execute();
    const fields = { address: '', phone: '' };
    const asOwner = { cookie: owner.cookie };
    for (const response of [
      await ctx.send('POST', '/branches/add_branch', { name: 'Wakad', ...fields }, asOwner),
      await ctx.send('POST', `/branches/edit_branch/${baner}`, { name: 'B2', ...fields }, asOwner),
      await ctx.send('POST', `/branches/edit_branch/${aundh}`, { name: 'A2', ...fields }, asOwner),
      await ctx.send('POST', '/branches/edit_branch/999', { name: 'X', ...fields }, asOwner),
    ])
      expectReply(response, 403, forbidden);
    expect(await ctx.app.db.selectFrom('branches').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
    const { permissions } = (await ctx.get('/members/admin_me', asOwner)).json().admin;
    expect(permissions).toContain('team.manage');
    expect(permissions).not.toContain('branches.manage');
    expect(permissions).not.toContain('backups.download');
  });

  it('hands out no role holding what only an account at every branch uses, the Owner role included (403)', async () => {
    const team = teamClient(ctx.app, owner.cookie);
    const fields = { full_name: 'N', temporary_password: 'a-temporary-password' };
    expectReply(
      await team.add({ ...fields, username: 'n-owner', role_id: ROLE_ID.Owner, branches: [baner] }),
      403,
      forbidden,
    );
    expectReply(
      await team.addRole({ name: 'Branch keeper', permissions: ['branches.manage'] }),
      403,
      forbidden,
    );
    const manager = await team.add({
      ...fields,
      username: 'n-manager',
      role_id: ROLE_ID.Manager,
      branches: [baner],
    });
    expect(manager.statusCode).toBe(201);
    // Nor changes an account holding it: another Owner at its own branch is an Owner at every branch's to change.
    const other = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner-2', [baner]);
    expectReply(await team.resetPassword(other.id, 'another-temporary-1'), 403, forbidden);
    expect(
      (await ctx.app.db.selectFrom('admins').select('username').orderBy('id').execute()).map(
        (row) => row.username,
      ),
    ).toEqual(['test-admin', 'owner-baner', 'n-manager', 'owner-baner-2']);
  });

  it('lists in Team the accounts of its branch and those at every branch, not the other branch’s', async () => {
    const at = (username: string, branches: number[] | 'all') =>
      signedInAs(ctx.app, ctx.cookie, 'Front desk', username, branches);
    await at('desk-baner', [baner]);
    await at('desk-aundh', [aundh]);
    await at('desk-both', [baner, aundh]);
    await at('desk-all', 'all');
    const usernames = async (cookie: string) =>
      (await teamClient(ctx.app, cookie).accounts())
        .json()
        .data.map((account: { username: string }) => account.username)
        .sort();
    expect(await usernames(owner.cookie)).toEqual([
      'desk-all',
      'desk-baner',
      'desk-both',
      'owner-baner',
      'test-admin',
    ]);
    expect(await usernames(ctx.cookie)).toEqual([
      'desk-all',
      'desk-aundh',
      'desk-baner',
      'desk-both',
      'owner-baner',
      'test-admin',
    ]);
  });
});

describe('an Owner at every branch', () => {
  const ctx = useSignedInApp();

  it('changes a custom role whoever holds it, wherever they work', async () => {
    const aundh = await branchesClient(ctx.app, ctx.cookie).add('Aundh');
    const { id } = (
      await ctx.team.addRole({ name: 'Door', permissions: ['attendance.record'] })
    ).json().role;
    const clerk = await signedInAs(ctx.app, ctx.cookie, id, 'clerk', [aundh]);
    const edited = await ctx.team.editRole(id, {
      name: 'Door',
      permissions: ['attendance.record', 'deleted.restore'],
    });
    expect(edited.statusCode).toBe(200);
    expect((await ctx.get('/deleted', { cookie: clerk.cookie })).statusCode).toBe(200);
    await ctx.team.edit(clerk.id, { full_name: 'Clerk', role_id: ROLE_ID.Trainer });
    expectReply(await ctx.team.removeRole(id), 200, {
      status: 'success',
      message: 'Role deleted.',
    });
  });
});
