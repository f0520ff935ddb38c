import { activityRecords, recorded } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { ADMIN } from '../../testing/test-app';

describe('the gym’s details in the activity trail', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  const details = { name: 'Iron Temple Koramangala', address: 'Bengaluru', phone: '8041234567' };
  const save = (body: object, cookie = ctx.cookie) =>
    ctx.send('POST', '/members/gym_details', body, { cookie });

  it('records what a save changed, from GYM_NAME before any save, and what branch 1 took of it; a save that changes nothing records nothing', async () => {
    const [, first] = await recorded(ctx.app, () => save(details));
    expect(first).toEqual([
      expect.objectContaining({
        admin_id: 1,
        admin_name: ADMIN.username,
        action: 'gym.edited',
        kind: 'settings',
        label: 'Iron Temple Koramangala',
        data: {
          changes: {
            name: ['Iron Temple', 'Iron Temple Koramangala'],
            address: ['', 'Bengaluru'],
            phone: ['', '8041234567'],
          },
        },
      }),
      // Branch 1 takes them (docs/product/branches.md §26), recorded as any edit of a branch is.
      expect.objectContaining({
        admin_id: 1,
        action: 'branch.edited',
        kind: 'settings',
        subject_id: 1,
        label: 'Iron Temple Koramangala',
        data: {
          changes: {
            name: ['Main branch', 'Iron Temple Koramangala'],
            address: ['', 'Bengaluru'],
            phone: ['', '8041234567'],
          },
        },
      }),
    ]);
    const [again, none] = await recorded(ctx.app, () =>
      save({ ...details, name: ' Iron Temple Koramangala ' }),
    );
    expect(again.statusCode).toBe(200);
    expect(none).toEqual([]);
    const [, cleared] = await recorded(ctx.app, () => save({ ...details, phone: '' }));
    expect(cleared.map((record) => [record.action, record.data])).toEqual([
      ['gym.edited', { changes: { phone: ['8041234567', ''] } }],
      ['branch.edited', { changes: { phone: ['8041234567', ''] } }],
    ]);
  });

  it('leaves no record for a refused save', async () => {
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const before = await activityRecords(ctx.app);
    expect((await save(details, trainer.cookie)).statusCode).toBe(403);
    expect((await save({ ...details, name: '' })).statusCode).toBe(400);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
