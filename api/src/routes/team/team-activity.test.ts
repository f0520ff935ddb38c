import { activityRecords, recorded } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ROLE_ID, TEMPORARY_PASSWORD } from '../../testing/team';
import { ADMIN } from '../../testing/test-app';

describe('the team in the activity trail', () => {
  const ctx = useSignedInApp();
  const byAdmin = { admin_id: 1, admin_name: ADMIN.username, kind: 'team' };
  const priya = {
    full_name: 'Priya Nair',
    username: 'priya',
    role_id: ROLE_ID['Front desk'],
    temporary_password: TEMPORARY_PASSWORD,
  };

  it('records an added account, an edit’s changes (the role by name, old → new), disabling, enabling and a password reset, by the account’s full name', async () => {
    const [added, addedRecords] = await recorded(ctx.app, () => ctx.team.add(priya));
    const id = added.json().account.id;
    const about = { ...byAdmin, label: 'Priya Nair', subject_id: id };
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...about,
        action: 'account.added',
        data: { username: 'priya', role: 'Front desk' },
      }),
    ]);

    const [, edited] = await recorded(ctx.app, () =>
      ctx.team.edit(id, { full_name: 'Priya N. Nair', role_id: ROLE_ID.Manager }),
    );
    expect(edited).toEqual([
      expect.objectContaining({
        ...about,
        action: 'account.edited',
        label: 'Priya N. Nair',
        data: {
          changes: { full_name: ['Priya Nair', 'Priya N. Nair'], role: ['Front desk', 'Manager'] },
        },
      }),
    ]);
    const [, unchanged] = await recorded(ctx.app, () =>
      ctx.team.edit(id, { full_name: ' Priya N. Nair ', role_id: ROLE_ID.Manager }),
    );
    expect(unchanged).toEqual([]);

    const actions = async (write: () => Promise<unknown>) =>
      (await recorded(ctx.app, write))[1].map(({ action, label, data }) => ({
        action,
        label,
        data,
      }));
    const named = { label: 'Priya N. Nair', data: {} };
    expect(await actions(() => ctx.team.disable(id))).toEqual([
      { action: 'account.disabled', ...named },
    ]);
    // Already disabled: nothing changes, nothing is recorded.
    expect(await actions(() => ctx.team.disable(id))).toEqual([]);
    expect(await actions(() => ctx.team.enable(id))).toEqual([
      { action: 'account.enabled', ...named },
    ]);
    expect(await actions(() => ctx.team.resetPassword(id, 'another-temporary-password'))).toEqual([
      { action: 'account.password_reset', ...named },
    ]);
  });

  it('records an added role with its permissions, an edit’s changes and a deletion, by name', async () => {
    const [added, addedRecords] = await recorded(ctx.app, () =>
      ctx.team.addRole({ name: 'Helpers', permissions: ['members.view', 'plans.view'] }),
    );
    const id = added.json().role.id;
    const about = { ...byAdmin, subject_id: id };
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...about,
        action: 'role.added',
        label: 'Helpers',
        data: { permissions: ['members.view', 'plans.view'] },
      }),
    ]);
    // The same permissions in another order are no change.
    const [, renamed] = await recorded(ctx.app, () =>
      ctx.team.editRole(id, { name: 'Front helpers', permissions: ['plans.view', 'members.view'] }),
    );
    expect(renamed).toEqual([
      expect.objectContaining({
        ...about,
        action: 'role.edited',
        label: 'Front helpers',
        data: { changes: { name: ['Helpers', 'Front helpers'] } },
      }),
    ]);
    const [, narrowed] = await recorded(ctx.app, () =>
      ctx.team.editRole(id, { name: 'Front helpers', permissions: ['members.view'] }),
    );
    expect(narrowed.map((record) => record.data)).toEqual([
      { changes: { permissions: [['members.view', 'plans.view'], ['members.view']] } },
    ]);
    const [, unchanged] = await recorded(ctx.app, () =>
      ctx.team.editRole(id, { name: 'Front helpers', permissions: ['members.view'] }),
    );
    expect(unchanged).toEqual([]);
    const [, deleted] = await recorded(ctx.app, () => ctx.team.removeRole(id));
    expect(deleted).toEqual([
      expect.objectContaining({ ...about, action: 'role.deleted', label: 'Front helpers' }),
    ]);
  });

  it('leaves no record for a refused team change', async () => {
    const id = (await ctx.team.add(priya)).json().account.id;
    const roleId = (
      await ctx.team.addRole({ name: 'Helpers', permissions: ['members.view'] })
    ).json().role.id;
    await ctx.team.edit(id, { full_name: 'Priya Nair', role_id: roleId });
    const before = await activityRecords(ctx.app);
    const refusals = [
      await ctx.team.add({ ...priya, username: 'PRIYA' }),
      await ctx.team.edit(1, { full_name: 'Me', role_id: ROLE_ID.Manager }),
      await ctx.team.edit(999, { full_name: 'Nobody', role_id: ROLE_ID.Manager }),
      await ctx.team.disable(1),
      await ctx.team.resetPassword(1, 'my-own-new-password'),
      await ctx.team.addRole({ name: 'helpers', permissions: ['members.view'] }),
      await ctx.team.editRole(ROLE_ID.Manager, { name: 'Bosses', permissions: ['members.view'] }),
      await ctx.team.removeRole(roleId),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([
      409, 409, 404, 409, 409, 409, 409, 409,
    ]);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
