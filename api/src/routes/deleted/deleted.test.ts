import { memberForm } from '../../testing/members-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { useSignedInApp } from '../../testing/signed-in-app';
import { trainer, upload } from '../../testing/staff-client';
import { expectReply } from '../../testing/expect-reply';
import { deletedRepository } from './deleted-repository';

const DAY_MS = 86_400_000;

describe('deleted items', () => {
  const ctx = useSignedInApp();
  const addPlan = async (name: string) => ctx.members.addPlan(name);
  const removePlan = (id: number) => ctx.send('DELETE', `/plans/delete_plan/${id}`);
  const restore = async (kind: 'members' | 'plans' | 'staff' | 'enquiries', itemId: number) =>
    ctx.deleted.restore(await ctx.deleted.idOf(kind, itemId));

  it('lists what was deleted, newest first, with who deleted it and when it is removed for good; paged and by kind', async () => {
    const plan = await addPlan('Gold');
    const spare = await addPlan('Spare');
    const member = (
      await ctx.members.add({ ...memberForm, name: 'Priya Patel', plan: String(plan) })
    ).json().member_id;
    const enquiry = await ctx.enquiries.create({ name: 'Kiran Shah' });
    const staff = (await ctx.staff.add({ ...trainer, name: 'Ravi Kumar' })).json().id;
    const before = Date.now();
    await removePlan(spare);
    await ctx.members.remove(member);
    await ctx.enquiries.remove(enquiry);
    await ctx.staff.remove(staff);

    const page = (await ctx.deleted.list('?page=1&page_size=3')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((row: { name: string }) => row.name)).toEqual([
      'Ravi Kumar',
      'Kiran Shah',
      'Priya Patel',
    ]);
    const [newest] = page.data;
    expect(newest).toEqual({
      id: expect.any(Number),
      kind: 'staff',
      item_id: staff,
      name: 'Ravi Kumar',
      deleted_by: 'test-admin',
      deleted_at: expect.any(String),
      removed_at: expect.any(String),
    });
    expect(Date.parse(newest.deleted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(newest.removed_at) - Date.parse(newest.deleted_at)).toBe(30 * DAY_MS);
    expect((await ctx.deleted.list('?page=2&page_size=3')).json()).toMatchObject({
      total: 4,
      data: [{ kind: 'plans', name: 'Spare', item_id: spare }],
    });
    expect((await ctx.deleted.list('?kind=members')).json()).toMatchObject({
      total: 1,
      data: [{ kind: 'members', name: 'Priya Patel' }],
    });
    expect((await ctx.deleted.list('?kind=plans&page=1&page_size=5')).json().total).toBe(1);
    expectReply(await ctx.deleted.list('?kind=invoices'), 400, {
      status: 'failed',
      message: 'Kind must be one of: members, plans, staff, enquiries',
    });
  });

  it('leaves out what was deleted 30 days ago without writing, and the purge removes it for good (the clock moved on)', async () => {
    const plan = await addPlan('Gold');
    const member = (
      await ctx.members.add({ ...memberForm, name: 'Priya Patel', plan: String(plan) })
    ).json().member_id;
    await ctx.members.remove(member);
    const deleted = deletedRepository(ctx.app.db, () => Date.now() + 29.9 * DAY_MS);
    expect((await deleted.page({ page: 1, pageSize: 5 })).total).toBe(1);
    const later = deletedRepository(ctx.app.db, () => Date.now() + 30 * DAY_MS + 1000);
    expect(await later.page({ page: 1, pageSize: 5 })).toEqual({ data: [], total: 0 });
    expect(await ctx.app.db.selectFrom('deleted_items').select('item_id').execute()).toEqual([
      { item_id: member },
    ]);
    expect(await later.purge()).toBe(1);
    expect(await ctx.app.db.selectFrom('deleted_items').selectAll().execute()).toEqual([]);
    // Its phone is free again, and its invoices stay, unlinked.
    expect((await ctx.members.add({ ...memberForm, plan: String(plan) })).statusCode).toBe(201);
    expect((await ctx.members.invoices()).map((invoice) => invoice.member_id)).toEqual([
      null,
      expect.any(Number),
    ]);
  });

  it('brings a trainer back with their picture, under the same address', async () => {
    const added = await ctx.staff.add({
      ...trainer,
      profile_picture: upload(SAMPLE_IMAGES.png, 'me.png', 'image/png'),
    });
    const row = (await ctx.staff.get(added.json().id)).json().data;
    const picture = await ctx.staff.picture(row.profile_picture);
    expect((await ctx.staff.remove(row.id)).statusCode).toBe(200);
    expect((await ctx.staff.picture(row.profile_picture)).statusCode).toBe(404);

    expectReply(await restore('staff', row.id), 200, {
      status: 'success',
      message: 'Ravi Kumar restored.',
      activity_id: expect.any(Number),
      kind: 'staff',
      item_id: row.id,
    });
    expect((await ctx.staff.get(row.id)).json().data).toEqual(row);
    const back = await ctx.staff.picture(row.profile_picture);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe(picture.headers['content-type']);
    expect(back.rawPayload.equals(picture.rawPayload)).toBe(true);
  });

  it('brings a plan back to the enquiries that asked about it, and refuses while another plan has its name', async () => {
    const plan = await addPlan('Gold');
    const asked = await ctx.enquiries.create({ name: 'Asked', plan_id: plan });
    const askedToo = await ctx.enquiries.create({ name: 'Asked too', plan_id: plan });
    expect((await removePlan(plan)).statusCode).toBe(200);
    // Deleted while its plan was: restored with it all the same.
    await ctx.enquiries.remove(askedToo);
    const namesake = await addPlan('GOLD');

    const tables = await tableFingerprints(ctx.app);
    expectReply(await restore('plans', plan), 409, {
      status: 'failed',
      message: 'A plan named "Gold" has been added since. Rename that plan, then restore this one.',
    });
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);

    await removePlan(namesake);
    expect((await restore('plans', plan)).statusCode).toBe(200);
    expect((await ctx.send('GET', `/members/edit_plan/${plan}`)).json()).toMatchObject({
      id: plan,
      name: 'Gold',
    });
    expect((await ctx.enquiries.get(asked)).json()).toMatchObject({ plan_id: plan });
    expect((await restore('enquiries', askedToo)).statusCode).toBe(200);
    expect((await ctx.enquiries.get(askedToo)).json()).toMatchObject({ plan_id: plan });
  });

  it('brings an enquiry back to its member, or to the member once they are restored', async () => {
    const plan = await addPlan('Gold');
    const enquiry = await ctx.enquiries.create({ name: 'Kiran Shah', plan_id: plan });
    const member = (
      await ctx.members.add({ ...memberForm, plan: String(plan), enquiry_id: String(enquiry) })
    ).json().member_id;
    const converted = (await ctx.enquiries.get(enquiry)).json();

    await ctx.enquiries.remove(enquiry);
    expect((await ctx.enquiries.get(enquiry)).statusCode).toBe(404);
    expect((await restore('enquiries', enquiry)).json().message).toBe('Kiran Shah restored.');
    expect((await ctx.enquiries.get(enquiry)).json()).toEqual(converted);

    // Both deleted, the enquiry first back: it waits without its member, who then finds it.
    await ctx.enquiries.remove(enquiry);
    await ctx.members.remove(member);
    expect((await restore('enquiries', enquiry)).statusCode).toBe(200);
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({ member_id: null });
    expect((await restore('members', member)).statusCode).toBe(200);
    expect((await ctx.enquiries.get(enquiry)).json()).toEqual(converted);
  });

  it('never gives a deleted record’s id to a new one, so the newest can come back', async () => {
    const plan = await addPlan('Gold');
    const spare = await addPlan('Spare');
    const first = (await ctx.members.add({ ...memberForm, plan: String(plan) })).json().member_id;
    const enquiry = await ctx.enquiries.create();
    const staff = (await ctx.staff.add(trainer)).json().id;
    await ctx.members.remove(first);
    await removePlan(spare);
    await ctx.enquiries.remove(enquiry);
    await ctx.staff.remove(staff);

    const second = (
      await ctx.members.add({ ...memberForm, phone: '+919800000077', plan: String(plan) })
    ).json().member_id;
    expect(second).toBeGreaterThan(first);
    expect(await addPlan('Other')).toBeGreaterThan(spare);
    expect(await ctx.enquiries.create()).toBeGreaterThan(enquiry);
    expect((await ctx.staff.add(trainer)).json().id).toBeGreaterThan(staff);
    for (const [kind, id] of [
      ['members', first],
      ['plans', spare],
      ['enquiries', enquiry],
      ['staff', staff],
    ] as const)
      expect((await restore(kind, id)).statusCode).toBe(200);
  });

  it('records each delete and restore of a plan, trainer and enquiry', async () => {
    const plan = await addPlan('Gold');
    const enquiry = await ctx.enquiries.create({ name: 'Kiran Shah' });
    const staff = (await ctx.staff.add(trainer)).json().id;
    const ids = [
      (await removePlan(plan)).json().activity_id,
      (await restore('plans', plan)).json().activity_id,
      (await ctx.staff.remove(staff)).json().activity_id,
      (await restore('staff', staff)).json().activity_id,
      (await ctx.enquiries.remove(enquiry)).json().activity_id,
      (await restore('enquiries', enquiry)).json().activity_id,
    ];
    const records = await ctx.app.db
      .selectFrom('activity')
      .select(['action', 'kind', 'label', 'subject_id'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { action: 'plan.deleted', kind: 'plans', label: 'Gold', subject_id: plan },
      { action: 'plan.restored', kind: 'plans', label: 'Gold', subject_id: plan },
      { action: 'staff.deleted', kind: 'staff', label: 'Ravi Kumar', subject_id: staff },
      { action: 'staff.restored', kind: 'staff', label: 'Ravi Kumar', subject_id: staff },
      { action: 'enquiry.deleted', kind: 'enquiries', label: 'Kiran Shah', subject_id: enquiry },
      { action: 'enquiry.restored', kind: 'enquiries', label: 'Kiran Shah', subject_id: enquiry },
    ]);
  });
});
