import { memberForm } from '../../testing/members-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { trainer } from '../../testing/staff-client';
import { signedInAs } from '../../testing/team';

describe('undoing a delete', () => {
  const ctx = useSignedInApp();
  let plan: number;
  let member: number;

  beforeEach(async () => {
    plan = await ctx.members.addPlan('Gold');
    member = (
      await ctx.members.add({ ...memberForm, name: 'Priya Patel', plan: String(plan) })
    ).json().member_id;
  });

  const undo = (activityId: number, cookie = ctx.cookie) =>
    ctx.send('POST', `/activity/undo/${activityId}`, undefined, { cookie });
  const record = (id: number) =>
    ctx.app.db.selectFrom('activity').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('brings a member back as Restore does, recorded as a restore of that delete', async () => {
    const invoices = await ctx.members.invoices();
    const deleted = (await ctx.members.remove(member)).json().activity_id;
    const response = await undo(deleted);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Priya Patel restored.',
      activity_id: expect.any(Number),
    });
    expect((await ctx.members.get(member)).json()).toMatchObject({ name: 'Priya Patel', plan });
    expect(await ctx.members.invoices()).toEqual(invoices);
    expect(await ctx.app.db.selectFrom('deleted_items').selectAll().execute()).toEqual([]);
    const restored = await record(response.json().activity_id);
    expect(restored).toMatchObject({ action: 'member.restored', member_id: member });
    expect(JSON.parse(restored.data)).toEqual({ undoes: deleted });
  });

  it('takes back a plan’s, a trainer’s and an enquiry’s delete', async () => {
    const spare = await ctx.members.addPlan('Spare');
    const staff = (await ctx.staff.add(trainer)).json().id;
    const enquiry = await ctx.enquiries.create({ name: 'Kiran Shah' });
    const deletes = [
      (await ctx.send('DELETE', `/plans/delete_plan/${spare}`)).json().activity_id,
      (await ctx.staff.remove(staff)).json().activity_id,
      (await ctx.enquiries.remove(enquiry)).json().activity_id,
    ];
    const messages = [];
    for (const id of deletes) messages.push((await undo(id)).json().message);
    expect(messages).toEqual(['Spare restored.', 'Ravi Kumar restored.', 'Kiran Shah restored.']);
    expect((await ctx.staff.get(staff)).statusCode).toBe(200);
    expect((await ctx.enquiries.get(enquiry)).statusCode).toBe(200);
    expect((await ctx.send('GET', `/members/edit_plan/${spare}`)).statusCode).toBe(200);
  });

  it('refuses, changing nothing, what Restore refuses, and a delete already restored', async () => {
    const deleted = (await ctx.members.remove(member)).json().activity_id;
    await ctx.send('DELETE', `/plans/delete_plan/${plan}`);
    let tables = await tableFingerprints(ctx.app);
    const refused = await undo(deleted);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { status: 'failed', message: 'Restore the plan “Gold” first.' },
    });
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);

    await ctx.deleted.restore(await ctx.deleted.idOf('plans', plan));
    await ctx.deleted.restore(await ctx.deleted.idOf('members', member));
    tables = await tableFingerprints(ctx.app);
    const again = await undo(deleted);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { status: 'failed', message: 'Priya Patel has already been restored.' },
    });
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);
  });

  it('needs the delete’s own permission, not Deleted items’: an account that may delete members takes its own delete back', async () => {
    const role = await ctx.team.addRole({
      name: 'Tidier',
      permissions: ['members.view', 'members.delete'],
    });
    const tidier = await signedInAs(ctx.app, ctx.cookie, role.json().role.id);
    const deleted = (
      await ctx.send('DELETE', `/members/delete_member/${member}`, undefined, {
        cookie: tidier.cookie,
      })
    ).json().activity_id;
    expect(
      (await ctx.send('GET', '/deleted', undefined, { cookie: tidier.cookie })).statusCode,
    ).toBe(403);
    expect((await undo(deleted, tidier.cookie)).statusCode).toBe(200);
    expect((await ctx.members.get(member)).statusCode).toBe(200);
  });
});
