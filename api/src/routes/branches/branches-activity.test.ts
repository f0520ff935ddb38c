import { activityRecords, recorded } from '../../testing/activity-records';
import { branchesClient } from '../../testing/branches-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

describe('branches in the activity trail', () => {
  const ctx = useSignedInApp();
  const baner = { name: 'Baner', address: 'Baner Road', phone: '9800000002' };
  /** The configured admin has no full name: records name it by its username. */
  const byAdmin = { admin_id: 1, admin_name: ADMIN.username, kind: 'settings', member_id: null };
  /** The trail as the Activity screen reads it, newest first. */
  const shown = async () =>
    (await ctx.get('/activity?kind=settings'))
      .json()
      .data.map(({ what, details }: { what: string; details: string }) => ({ what, details }));

  it('records an added branch with its address and phone, and the fields an edit changed (old → new), by name', async () => {
    const [added, addedRecords] = await recorded(ctx.app, () =>
      ctx.send('POST', '/branches/add_branch', baner),
    );
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'branch.added',
        label: 'Baner',
        subject_id: added.json().branch.id,
        data: { address: 'Baner Road', phone: '9800000002' },
        reason: null,
      }),
    ]);
    const [, edited] = await recorded(ctx.app, () =>
      ctx.send('POST', '/branches/edit_branch/2', { ...baner, name: 'Baner East', phone: '' }),
    );
    expect(edited).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'branch.edited',
        label: 'Baner East',
        subject_id: 2,
        data: { changes: { name: ['Baner', 'Baner East'], phone: ['9800000002', ''] } },
      }),
    ]);
    // A branch added without an address or phone has no facts to tell.
    await ctx.send('POST', '/branches/add_branch', { name: 'Aundh', address: '', phone: '' });
    expect(await shown()).toEqual([
      { what: 'Added branch Aundh', details: '' },
      {
        what: 'Edited branch Baner East',
        details: 'Name: Baner → Baner East; Phone: 9800000002 → —',
      },
      { what: 'Added branch Baner', details: 'Address: Baner Road · Phone: 9800000002' },
    ]);
  });

  it('keeps the branch each write acted at: a branch route at one branch its branch, anything else the whole chain', async () => {
    const branches = branchesClient(ctx.app, ctx.cookie);
    const form = { ...memberForm, plan: String(await ctx.members.addPlan('Gold')) };
    const [, [branchAdded]] = await recorded(ctx.app, () => branches.add('Baner'));
    const [atBaner, [addedAtBaner]] = await recorded(ctx.app, () =>
      ctx.members.add(form, '?branch=2'),
    );
    const [, [addedForEveryBranch]] = await recorded(ctx.app, () =>
      ctx.members.add({ ...form, phone: '9810000099' }, '?branch=all'),
    );
    const [, [moved]] = await recorded(ctx.app, () =>
      ctx.send('POST', `/members/${atBaner.json().member_id}/move_branch?branch=2`, {
        branch_id: 1,
      }),
    );
    expect([branchAdded, addedAtBaner, addedForEveryBranch, moved]).toEqual([
      expect.objectContaining({ action: 'branch.added', branch_id: null }),
      expect.objectContaining({ action: 'member.added', branch_id: 2 }),
      expect.objectContaining({ action: 'member.added', branch_id: null }),
      // Move to branch acts at the member's branch (and takes the other's turn too).
      expect.objectContaining({ action: 'member.moved', branch_id: 2 }),
    ]);
  });

  it('writes no record for a save that changes nothing, nor for a refused add or edit', async () => {
    await ctx.send('POST', '/branches/add_branch', baner);
    const before = await activityRecords(ctx.app);
    const answers = [
      await ctx.send('POST', '/branches/edit_branch/2', { ...baner, name: ' Baner ' }),
      await ctx.send('POST', '/branches/add_branch', { ...baner, name: 'BANER' }),
      await ctx.send('POST', '/branches/edit_branch/1', baner),
      await ctx.send('POST', '/branches/edit_branch/999', { ...baner, name: 'Aundh' }),
      await ctx.send('POST', '/branches/add_branch', { ...baner, name: '' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 409, 409, 404, 400]);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
