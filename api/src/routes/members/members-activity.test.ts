import { activityRecords, recorded } from '../../testing/activity-records';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

describe('deleting a member in the activity trail', () => {
  const ctx = useSignedInApp();

  it('records the deletion by the member’s name, in their history; an unknown member leaves no record', async () => {
    const plan = await ctx.members.addPlan('Gold');
    const id = (await ctx.members.add({ ...memberForm, plan: String(plan) })).json().member_id;
    const [, deleted] = await recorded(ctx.app, () => ctx.members.remove(id));
    expect(deleted).toEqual([
      expect.objectContaining({
        admin_id: 1,
        admin_name: ADMIN.username,
        action: 'member.deleted',
        kind: 'members',
        label: 'Asha Verma',
        subject_id: id,
        member_id: id,
      }),
    ]);
    const before = await activityRecords(ctx.app);
    expect((await ctx.members.remove(id)).statusCode).toBe(404);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
