import { activityRecords, recorded } from '../../testing/activity-records';
import { enquiryBody } from '../../testing/enquiries-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ADMIN } from '../../testing/test-app';

describe('enquiries in the activity trail', () => {
  const ctx = useSignedInApp();
  const byAdmin = { admin_id: 1, admin_name: ADMIN.username, kind: 'enquiries' };
  let planId: number;

  beforeEach(async () => {
    planId = await ctx.members.addPlan('Gold');
  });

  it('records an added enquiry, the fields an edit changed (old → new) and a deletion, by name', async () => {
    const body = { ...enquiryBody, plan_id: planId };
    const [added, addedRecords] = await recorded(ctx.app, () => ctx.enquiries.add(body));
    const id = added.json().enquiry.id;
    expect(addedRecords).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'enquiry.added',
        label: 'Kiran Shah',
        subject_id: id,
        member_id: null,
        data: { plan: 'Gold', status: 'New' },
      }),
    ]);

    const [, edited] = await recorded(ctx.app, () =>
      ctx.enquiries.edit(id, {
        ...body,
        plan_id: null,
        note: 'Evenings',
        status: 'Contacted',
        source: 'whatsapp',
        follow_up_on: '2026-03-09',
      }),
    );
    expect(edited).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'enquiry.edited',
        label: 'Kiran Shah',
        subject_id: id,
        data: {
          changes: {
            plan_id: [planId, null],
            note: ['Asked about mornings', 'Evenings'],
            status: ['New', 'Contacted'],
            source: [null, 'whatsapp'],
            follow_up_on: [null, '2026-03-09'],
          },
        },
      }),
    ]);

    const [, deleted] = await recorded(ctx.app, () => ctx.enquiries.remove(id));
    expect(deleted).toEqual([
      expect.objectContaining({
        ...byAdmin,
        action: 'enquiry.deleted',
        label: 'Kiran Shah',
        subject_id: id,
      }),
    ]);
  });

  it('writes no record for a save that changes nothing', async () => {
    const id = await ctx.enquiries.create({ plan_id: planId });
    const [saved, records] = await recorded(ctx.app, () =>
      ctx.enquiries.edit(id, { ...enquiryBody, name: ' Kiran Shah ', plan_id: planId }),
    );
    expect(saved.statusCode).toBe(200);
    expect(records).toEqual([]);
  });

  it('leaves no record for a refused add, edit or delete', async () => {
    const id = await ctx.enquiries.create();
    const joined = await ctx.enquiries.create({ name: 'Meera', phone: '+919811100000' });
    const converted = await ctx.members.add({
      ...memberForm,
      plan: String(planId),
      enquiry_id: String(joined),
    });
    expect(converted.statusCode).toBe(201);
    const before = await activityRecords(ctx.app);
    const refusals = [
      await ctx.enquiries.add({ ...enquiryBody, plan_id: 999 }),
      await ctx.enquiries.edit(id, { ...enquiryBody, plan_id: 999 }),
      await ctx.enquiries.edit(joined, { ...enquiryBody, status: 'Lost' }),
      await ctx.enquiries.edit(999, enquiryBody),
      await ctx.enquiries.remove(999),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 404, 404]);
    expect(await activityRecords(ctx.app)).toEqual(before);
  });
});
