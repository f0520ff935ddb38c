import { activityRecords, recorded } from '../../testing/activity-records';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

describe('plans in the activity trail', () => {
  const ctx = useSignedInApp();
  const gold = { name: 'Gold', duration_days: 30, price: 1500, description: 'Gym and pool' };
  /** The configured admin has no full name: records name it by its username. */
  const byAdmin = { admin_id: 1, admin_name: ADMIN.username, kind: 'plans' };

  it('records an added plan, the fields an edit changed (old → new), and a deleted plan, by name', async () => {
    const [added, addedRecords] = await recorded(ctx.app, () =>
      ctx.send('POST', '/members/add_plan', gold),
    );
    const id = added.json().plan.id;
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'plan.added',
        label: 'Gold',
        subject_id: id,
        member_id: null,
        data: { duration_days: 30, price: 1500 },
        reason: null,
      }),
    ]);

    const [, edited] = await recorded(ctx.app, () =>
      ctx.send('POST', `/members/edit_plan/${id}`, {
        ...gold,
        name: 'Gold Plus',
        price: 1800,
        description: '',
      }),
    );
    expect(edited).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'plan.edited',
        label: 'Gold Plus',
        subject_id: id,
        data: {
          changes: {
            name: ['Gold', 'Gold Plus'],
            price: [1500, 1800],
            description: ['Gym and pool', ''],
          },
        },
      }),
    ]);

    const [, deleted] = await recorded(ctx.app, () =>
      ctx.send('DELETE', `/plans/delete_plan/${id}`),
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'plan.deleted',
        label: 'Gold Plus',
        subject_id: id,
        data: {},
      }),
    ]);
  });

  it('writes no record for a save that changes nothing', async () => {
    const id = (await ctx.send('POST', '/members/add_plan', gold)).json().plan.id;
    const [saved, records] = await recorded(ctx.app, () =>
      ctx.send('POST', `/members/edit_plan/${id}`, { ...gold, name: ' Gold ' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(records).toEqual([]);
  });

  it('records edits that arrive together each with the values it replaced, one after the other', async () => {
    const id = (await ctx.send('POST', '/members/add_plan', gold)).json().plan.id;
    const prices = [1600, 1700, 1800, 1900, 2000];
    const [answers, records] = await recorded(ctx.app, () =>
      Promise.all(
        prices.map((price) => ctx.send('POST', `/members/edit_plan/${id}`, { ...gold, price })),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(prices.map(() => 200));
    const steps = records.map((record) => record.data.changes!.price!);
    // Each edit's old price is the one the edit before it set.
    expect(steps.map(([old]) => old)).toEqual([
      1500,
      ...steps.slice(0, -1).map(([, next]) => next),
    ]);
    expect(steps.map(([, next]) => next).sort()).toEqual(prices);
  });

  it('leaves no record for a refused add, edit or delete', async () => {
    const id = (await ctx.send('POST', '/members/add_plan', gold)).json().plan.id;
    const silver = (await ctx.send('POST', '/members/add_plan', { ...gold, name: 'Silver' })).json()
      .plan.id;
    const member = await ctx.members.add({ ...memberForm, plan: String(silver) });
    expect(member.statusCode).toBe(201);
    const before = await activityRecords(ctx.app);
    const refusals = [
      await ctx.send('POST', '/members/add_plan', { ...gold, name: 'GOLD' }),
      await ctx.send('POST', `/members/edit_plan/${id}`, { ...gold, name: 'silver' }),
      await ctx.send('POST', '/members/edit_plan/999', gold),
      await ctx.send('DELETE', `/plans/delete_plan/${silver}`),
      await ctx.send('DELETE', '/plans/delete_plan/999'),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([409, 409, 404, 409, 404]);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
