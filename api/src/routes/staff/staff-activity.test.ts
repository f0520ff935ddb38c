import { activityRecords, recorded } from '../../testing/activity-records';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { asListed, trainer, upload } from '../../testing/staff-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

describe('trainers and staff in the activity trail', () => {
  const ctx = useSignedInApp();
  const byAdmin = { admin_id: 1, admin_name: ADMIN.username, kind: 'staff' };
  /** The edit form as the screen posts it: every field, under the edit's wire names. */
  const editForm = { ...trainer, user: trainer.name, phone_number: trainer.phone };

  it('records an added trainer, the fields an edit changed (a new picture as "picture", never its bytes) and a deletion, by name', async () => {
    const [added, addedRecords] = await recorded(ctx.app, () => ctx.staff.add(trainer));
    const id = added.json().id;
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'staff.added',
        label: 'Ravi Kumar',
        subject_id: id,
        data: { role: 'Trainer', picture: false },
      }),
    ]);

    const [, edited] = await recorded(ctx.app, () =>
      ctx.staff.edit(id, {
        ...editForm,
        age: '30',
        location: '',
        profile_picture: upload(SAMPLE_IMAGES.png),
      }),
    );
    expect(edited).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'staff.edited',
        label: 'Ravi Kumar',
        subject_id: id,
        data: {
          changes: { location: ['Pune', ''], age: [29, 30], picture: [null, 'new picture'] },
        },
      }),
    ]);

    // The same picture again changes nothing; another one replaces the old.
    const [, samePicture] = await recorded(ctx.app, () =>
      ctx.staff.edit(id, {
        ...editForm,
        age: '30',
        location: '',
        profile_picture: upload(SAMPLE_IMAGES.png),
      }),
    );
    expect(samePicture).toEqual([]);
    const [, newPicture] = await recorded(ctx.app, () =>
      ctx.staff.edit(id, {
        ...editForm,
        age: '30',
        location: '',
        profile_picture: upload(SAMPLE_IMAGES.gif, 'photo.gif', 'image/gif'),
      }),
    );
    expect(newPicture.map((record) => record.data)).toEqual([
      { changes: { picture: ['old picture', 'new picture'] } },
    ]);

    const [, deleted] = await recorded(ctx.app, () => ctx.staff.remove(id));
    expect(deleted).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'staff.deleted',
        label: 'Ravi Kumar',
        subject_id: id,
      }),
    ]);
  });

  it('writes no record for a save that changes nothing, the picture kept', async () => {
    const id = (
      await ctx.staff.add({ ...trainer, profile_picture: upload(SAMPLE_IMAGES.png) })
    ).json().id;
    const [saved, records] = await recorded(ctx.app, () => ctx.staff.edit(id, editForm));
    expect(saved.json().data).toMatchObject({
      ...asListed(trainer),
      profile_picture: expect.any(String),
    });
    expect(records).toEqual([]);
  });

  it('leaves no record for a refused add, edit or delete', async () => {
    const id = (await ctx.staff.add(trainer)).json().id;
    const before = await activityRecords(ctx.app);
    const notAnImage = upload('not a picture');
    const refusals = [
      await ctx.staff.add({ ...trainer, profile_picture: notAnImage }),
      await ctx.staff.edit(id, { ...editForm, age: '31', profile_picture: notAnImage }),
      await ctx.staff.edit(999, editForm),
      await ctx.staff.remove(999),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 404, 404]);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
