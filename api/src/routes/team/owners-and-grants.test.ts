import { PERMISSIONS } from '../../schemas';
import { expectReply } from '../../testing/expect-reply';
import { tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ROLE_ID, signedInAs, teamClient } from '../../testing/team';
import { login } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { holdRows } from '../../testing/held-rows';

const LAST_OWNER = { status: 'failed', message: 'There must be at least one active Owner.' };
const FORBIDDEN = { status: 'failed', message: 'You do not have permission to do this.' };

describe('the last active Owner', () => {
  const ctx = useSignedInApp();
  const activeOwners = async () =>
    (
      await ctx.app.db
        .selectFrom('admins')
        .select('id')
        .where('role_id', '=', ROLE_ID.Owner)
        .where('disabled_at', 'is', null)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  /** An account of a custom role holding every permission: it may change any account. */
  async function coOwner() {
    const role = (
      await ctx.team.addRole({ name: 'Co-owner', permissions: [...PERMISSIONS] })
    ).json().role;
    const account = await signedInAs(ctx.app, ctx.cookie, role.id, 'co-owner');
    return teamClient(ctx.app, account.cookie);
  }

  it('cannot be given another role, by itself or by anyone', async () => {
    expectReply(
      await ctx.team.edit(1, { full_name: 'Me', role_id: ROLE_ID.Manager }),
      409,
      LAST_OWNER,
    );
    const other = await coOwner();
    expectReply(
      await other.edit(1, { full_name: 'Me', role_id: ROLE_ID.Manager }),
      409,
      LAST_OWNER,
    );
    // Renaming keeps the role: allowed.
    expect(
      (await other.edit(1, { full_name: 'The Owner', role_id: ROLE_ID.Owner })).statusCode,
    ).toBe(200);
    expect(await activeOwners()).toEqual([1]);
  });

  it('cannot be disabled', async () => {
    const other = await coOwner();
    expectReply(await other.disable(1), 409, LAST_OWNER);
    expect(await activeOwners()).toEqual([1]);
  });

  it('is counted among active Owners only: a second Owner may go, the last may not', async () => {
    const second = await signedInAs(ctx.app, ctx.cookie, 'Owner');
    expect((await ctx.team.disable(second.id)).statusCode).toBe(200);
    expectReply(
      await ctx.team.edit(1, { full_name: 'An Owner', role_id: ROLE_ID.Manager }),
      409,
      LAST_OWNER,
    );
    expect((await ctx.team.enable(second.id)).statusCode).toBe(200);
    expect(
      (await ctx.team.edit(1, { full_name: 'An Owner', role_id: ROLE_ID.Manager })).statusCode,
    ).toBe(200);
    // Disabling ended its sessions.
    const asSecond = teamClient(ctx.app, await login(ctx.app, second));
    expectReply(
      await asSecond.edit(second.id, { full_name: 'An Owner', role_id: ROLE_ID.Manager }),
      409,
      LAST_OWNER,
    );
    expect(await activeOwners()).toEqual([second.id]);
  });

  type Team = ReturnType<typeof teamClient>;
  // The one refused saw the other's change (409), or came in after it: signed out (401), or a
  // Manager now, who may not manage the team (403).
  it.each([
    ['disable each other', (team: Team, id: number) => team.disable(id), 401],
    [
      'give each other another role',
      (team: Team, id: number) => team.edit(id, { full_name: 'Owner', role_id: ROLE_ID.Manager }),
      403,
    ],
  ])('remains when two Owners %s at the same moment', async (_, change, tooLate) => {
    const second = await signedInAs(ctx.app, ctx.cookie, 'Owner');
    // On PostgreSQL both requests are held where they first touch the Owners' rows, and let go
    // together: each has read that two Owners are active before either writes.
    const held =
      testDialect() === 'postgres'
        ? await holdRows(
            ctx.config.databaseUrl!,
            'SELECT id FROM admins WHERE role_id = 1 FOR UPDATE',
          )
        : undefined;
    const changes = Promise.all([
      change(ctx.team, second.id),
      change(teamClient(ctx.app, second.cookie), 1),
    ]);
    await held?.release(2, changes);
    const answers = await changes;
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 409],
      [200, tooLate],
    ]).toContainEqual(statuses);
    expect(await activeOwners()).toHaveLength(1);
  });
});

describe('handing out permissions', () => {
  const ctx = useSignedInApp();
  /** A team lead's custom role: the team, and what a Trainer holds; no money. */
  const LEAD = [
    'members.view',
    'attendance.record',
    'plans.view',
    'staff.view',
    'classes.view',
    'classes.attend',
    'team.manage',
  ];
  let lead: ReturnType<typeof teamClient>;
  beforeEach(async () => {
    const role = (await ctx.team.addRole({ name: 'Team lead', permissions: LEAD })).json().role;
    lead = teamClient(ctx.app, (await signedInAs(ctx.app, ctx.cookie, role.id, 'lead')).cookie);
  });

  it('gives a role only the permissions the giver holds', async () => {
    const trainer = (
      await lead.add({
        full_name: 'Tara',
        username: 'tara',
        role_id: ROLE_ID.Trainer,
        temporary_password: 'a-temporary-password',
      })
    ).json().account;
    expect(trainer).toMatchObject({ role: 'Trainer' });
    const before = await tableFingerprints(ctx.app);
    for (const role of ['Owner', 'Manager', 'Front desk', 'Accountant'] as const) {
      const added = await lead.add({
        full_name: 'Someone',
        username: `someone-${role.length}`,
        role_id: ROLE_ID[role],
        temporary_password: 'a-temporary-password',
      });
      expectReply(added, 403, FORBIDDEN);
      expectReply(
        await lead.edit(trainer.id, { full_name: 'Tara', role_id: ROLE_ID[role] }),
        403,
        FORBIDDEN,
      );
    }
    expectReply(
      await lead.addRole({ name: 'With money', permissions: ['members.view', 'money.view'] }),
      403,
      FORBIDDEN,
    );
    expect(await tableFingerprints(ctx.app)).toEqual(before);
  });

  it('changes only accounts and roles that hold no more than the changer', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    const richer = (
      await ctx.team.addRole({ name: 'Cashier', permissions: ['members.view', 'money.view'] })
    ).json().role;
    const before = await tableFingerprints(ctx.app);
    for (const refused of [
      () => lead.edit(1, { full_name: 'Renamed', role_id: ROLE_ID.Owner }),
      () => lead.edit(manager.id, { full_name: 'Renamed', role_id: ROLE_ID.Manager }),
      () => lead.disable(manager.id),
      () => lead.resetPassword(manager.id, 'a-temporary-password'),
      () => lead.editRole(richer.id, { name: 'Cashier', permissions: ['members.view'] }),
      () => lead.removeRole(richer.id),
    ])
      expectReply(await refused(), 403, FORBIDDEN);
    expect(await tableFingerprints(ctx.app)).toEqual(before);
    const own = await lead.addRole({ name: 'Door', permissions: ['attendance.record'] });
    expect(own.statusCode).toBe(201);
  });
});
