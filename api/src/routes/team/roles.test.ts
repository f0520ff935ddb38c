import {
  BUILT_IN_ROLES,
  PERMISSION_LABELS,
  PERMISSION_NEEDS,
  PERMISSIONS,
  type Permission,
} from '../../schemas';
import { expectReply } from '../../testing/expect-reply';
import { memberForm } from '../../testing/members-client';
import { trainer } from '../../testing/staff-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { holdRows } from '../../testing/held-rows';
import { ROLE_ID, signedInAs } from '../../testing/team';
import { testDialect } from '../../testing/test-database';

const BUILT_IN_CANNOT_CHANGE = {
  status: 'failed',
  message: 'The built-in roles cannot be changed.',
};
const NAME_TAKEN = { status: 'failed', message: 'A role with that name already exists.' };

const trainers = (): Permission[] => [...BUILT_IN_ROLES[ROLE_ID.Trainer - 1]!.permissions];

describe('roles', () => {
  const ctx = useSignedInApp();
  const roleCount = async () =>
    (await ctx.app.db.selectFrom('roles').select('id').execute()).length;

  it('lists the five built-in roles first, with their accounts, and every permission to tick', async () => {
    await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    expectReply(await ctx.team.roles(), 200, {
      status: 'success',
      roles: BUILT_IN_ROLES.map(({ id, name, permissions }) => ({
        id,
        name,
        built_in: true,
        permissions: [...permissions],
        accounts: { Owner: 1, Trainer: 1 }[name as string] ?? 0,
      })),
      permissions: PERMISSIONS.map((key) => ({
        key,
        label: PERMISSION_LABELS[key],
        needs: PERMISSION_NEEDS[key] ?? [],
      })),
    });
  });

  it('adds a custom role copied from a built-in one with more ticked; its accounts get exactly those', async () => {
    // As the screen sends it: the Trainer's permissions, then enquiries ticked.
    const added = await ctx.team.addRole({
      name: '  Senior trainer ',
      permissions: ['enquiries.manage', ...trainers()],
    });
    const role = {
      id: 6,
      name: 'Senior trainer',
      built_in: false,
      // In the catalogue's order, whatever the order sent.
      permissions: PERMISSIONS.filter((p) => p === 'enquiries.manage' || trainers().includes(p)),
      accounts: 0,
    };
    expectReply(added, 201, { status: 'success', message: 'Role Senior trainer added.', role });
    const senior = await signedInAs(ctx.app, ctx.cookie, 6, 'senior');
    expect(
      (await ctx.get('/members/admin_me', { cookie: senior.cookie })).json().admin,
    ).toMatchObject({
      role: 'Senior trainer',
      permissions: role.permissions,
    });
    expect((await ctx.get('/enquiries/view_enquiries', { cookie: senior.cookie })).statusCode).toBe(
      200,
    );
    expect((await ctx.get('/payments/all_invoices', { cookie: senior.cookie })).statusCode).toBe(
      403,
    );
    expect((await ctx.team.roles()).json().roles.at(-1)).toEqual({ ...role, accounts: 1 });
  });

  it('edits a custom role: its accounts’ next requests follow it', async () => {
    const { id } = (
      await ctx.team.addRole({ name: 'Door', permissions: ['attendance.record'] })
    ).json().role;
    const door = await signedInAs(ctx.app, ctx.cookie, id, 'door');
    expect((await ctx.get('/attendance/records', { cookie: door.cookie })).statusCode).toBe(200);
    const edited = await ctx.team.editRole(id, { name: 'door', permissions: ['plans.view'] });
    expectReply(edited, 200, {
      status: 'success',
      message: 'Role door saved.',
      role: { id, name: 'door', built_in: false, permissions: ['plans.view'], accounts: 1 },
    });
    expect((await ctx.get('/attendance/records', { cookie: door.cookie })).statusCode).toBe(403);
    expect((await ctx.get('/members/view_plans', { cookie: door.cookie })).statusCode).toBe(200);
  });

  it('refuses a permission without the ones it needs (400)', async () => {
    expectReply(
      await ctx.team.addRole({ name: 'Desk', permissions: ['members.edit', 'members.view'] }),
      400,
      {
        status: 'failed',
        message: '“Add and edit members” needs “See fees, payments and dues”.',
      },
    );
    expectReply(
      await ctx.team.addRole({ name: 'Exporter', permissions: ['invoices.export'] }),
      400,
      {
        status: 'failed',
        message: '“Export all invoices (CSV)” needs “See and download invoices”.',
      },
    );
    expectReply(
      await ctx.team.addRole({ name: 'Twice', permissions: ['plans.view', 'plans.view'] }),
      400,
      { status: 'failed', message: 'Permissions must not list the same item twice' },
    );
    expect(await roleCount()).toBe(5);
  });

  it('refuses a name another role has, in any case (409)', async () => {
    expectReply(await ctx.team.addRole({ name: 'front DESK', permissions: [] }), 409, NAME_TAKEN);
    const { id } = (await ctx.team.addRole({ name: 'Door', permissions: [] })).json().role;
    const other = (await ctx.team.addRole({ name: 'Gate', permissions: [] })).json().role;
    expectReply(
      await ctx.team.editRole(other.id, { name: 'DOOR', permissions: [] }),
      409,
      NAME_TAKEN,
    );
    expect((await ctx.team.editRole(id, { name: 'DOOR', permissions: [] })).statusCode).toBe(200);
  });

  it('cannot change or delete a built-in role (409)', async () => {
    for (const { id } of BUILT_IN_ROLES) {
      expectReply(
        await ctx.team.editRole(id, { name: 'Renamed', permissions: [] }),
        409,
        BUILT_IN_CANNOT_CHANGE,
      );
      expectReply(await ctx.team.removeRole(id), 409, BUILT_IN_CANNOT_CHANGE);
    }
    expect((await ctx.team.roles()).json().roles.map((r: { name: string }) => r.name)).toEqual(
      BUILT_IN_ROLES.map((r) => r.name),
    );
  });

  it('deletes a custom role only once no account has it', async () => {
    const { id } = (await ctx.team.addRole({ name: 'Door', permissions: ['plans.view'] })).json()
      .role;
    const first = await signedInAs(ctx.app, ctx.cookie, id, 'door-1');
    expectReply(await ctx.team.removeRole(id), 409, {
      status: 'failed',
      message: 'One account has this role: give it another role first.',
    });
    const second = await signedInAs(ctx.app, ctx.cookie, id, 'door-2');
    expectReply(await ctx.team.removeRole(id), 409, {
      status: 'failed',
      message: '2 accounts have this role: give them another role first.',
    });
    for (const { id: account } of [first, second])
      await ctx.team.edit(account, { full_name: 'Door', role_id: ROLE_ID.Trainer });
    expectReply(await ctx.team.removeRole(id), 200, {
      status: 'success',
      message: 'Role deleted.',
    });
    expect(await roleCount()).toBe(5);
    expectReply(await ctx.team.removeRole(id), 404, {
      status: 'failed',
      message: 'Role not found',
    });
  });

  it('is either deleted or given, when an Owner deletes it as another gives it to an account', async () => {
    const { id } = (await ctx.team.addRole({ name: 'Door', permissions: ['plans.view'] })).json()
      .role;
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    // On PostgreSQL both requests are held at the role's row and let go together.
    const held =
      testDialect() === 'postgres'
        ? await holdRows(
            ctx.config.databaseUrl!,
            `SELECT id FROM roles WHERE id = ${id} FOR UPDATE`,
          )
        : undefined;
    const both = Promise.all([
      ctx.team.removeRole(id),
      ctx.team.edit(trainer.id, { full_name: 'Door keeper', role_id: id }),
    ]);
    await held?.release(2, both);
    const [removed, given] = await both;
    const answers = [removed, given].map((answer) => [answer.statusCode, answer.json().message]);
    expect([
      [
        [409, 'One account has this role: give it another role first.'],
        [200, 'Account updated.'],
      ],
      [
        [200, 'Role deleted.'],
        [400, 'Please choose a role.'],
      ],
    ]).toContainEqual(answers);
  });

  it('leaves out of the search the kinds a role may not see', async () => {
    const plan = await ctx.members.addPlan('Vertical climb', 30, 900);
    await ctx.members.add({ ...memberForm, name: 'Vera Iyer', plan: String(plan) });
    await ctx.staff.add({ ...trainer, name: 'Veronica Das' });
    const { id } = (
      await ctx.team.addRole({ name: 'Members only', permissions: ['members.view'] })
    ).json().role;
    const account = await signedInAs(ctx.app, ctx.cookie, id, 'members-only');
    const owners = (await ctx.get('/search?q=ver')).json();
    expect([owners.members, owners.staff, owners.plans].map((hits) => hits.length)).toEqual([
      1, 1, 1,
    ]);
    expect((await ctx.get('/search?q=ver', { cookie: account.cookie })).json()).toEqual({
      ...owners,
      staff: [],
      plans: [],
      more: {},
    });
  });
});
