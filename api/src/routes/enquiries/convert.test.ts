import { memberForm, sharedPhoneForm } from '../../testing/members-client';
import { ALREADY_JOINED } from '../../domain/membership';
import { STAYS_JOINED } from './enquiries-repository';
import { useSignedInApp } from '../../testing/signed-in-app';

/** Converting an enquiry: `add_member` with `enquiry_id` adds the member and marks the enquiry Joined, together or not at all. */
describe('converting an enquiry into a member', () => {
  const ctx = useSignedInApp();
  let planId: number;

  beforeEach(async () => {
    planId = await ctx.members.addPlan('Gold');
  });

  const convert = (enquiryId: number | string, fields: Record<string, string> = {}) =>
    ctx.members.add({
      ...sharedPhoneForm,
      plan: String(planId),
      enquiry_id: String(enquiryId),
      ...fields,
    });

  it('adds the member with its invoice and marks the enquiry Joined, linked to that member', async () => {
    const id = await ctx.enquiries.create({ plan_id: planId, status: 'Contacted' });
    const response = await convert(id);
    expect(response.statusCode).toBe(201);
    const { member_id } = response.json();
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({
      id,
      status: 'Joined',
      member_id,
      plan_id: planId,
    });
  });

  it('leaves other enquiries alone, and a member added without enquiry_id converts none', async () => {
    const first = await ctx.enquiries.create();
    const second = await ctx.enquiries.create({ name: 'Other' });
    expect((await ctx.members.add({ ...sharedPhoneForm, plan: String(planId) })).statusCode).toBe(
      201,
    );
    expect(
      (await ctx.members.add({ ...sharedPhoneForm, plan: String(planId), enquiry_id: '' }))
        .statusCode,
    ).toBe(201);
    expect((await convert(second)).statusCode).toBe(201);
    expect((await ctx.enquiries.get(first)).json()).toMatchObject({
      status: 'New',
      member_id: null,
    });
    expect((await ctx.enquiries.get(second)).json()).toMatchObject({ status: 'Joined' });
  });

  it.each([
    ['an unknown enquiry', () => 999, 'Enquiry 999 does not exist.'],
    ['a malformed enquiry id', () => 'abc', 'Enquiry id must be a whole number'],
    ['an enquiry id of 0', () => '0', 'Enquiry id must be a whole number'],
  ])('refuses %s with 400 and writes no member and no invoice', async (_, id, message) => {
    const response = await convert(id());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
  });

  it('refuses an enquiry marked Joined by hand, writing no member and leaving it as it was', async () => {
    const id = await ctx.enquiries.create({ status: 'Joined' });
    const before = await ctx.enquiries.rows();
    const response = await convert(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message: ALREADY_JOINED });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    expect(await ctx.enquiries.rows()).toEqual(before);
  });

  it('refuses converting the same enquiry twice: the second member is not written', async () => {
    const id = await ctx.enquiries.create();
    expect((await convert(id)).statusCode).toBe(201);
    const again = await convert(id, { name: 'Second Try' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALREADY_JOINED);
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
    const rows = await ctx.app.db.selectFrom('members').select('name').execute();
    expect(rows).toEqual([{ name: memberForm.name }]);
  });

  it('refuses a member form the members rules refuse, and leaves the enquiry New', async () => {
    const id = await ctx.enquiries.create();
    const response = await convert(id, { paid: '9999', fee: '100' });
    expect(response.statusCode).toBe(400);
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({ status: 'New', member_id: null });
  });

  it('keeps a converted enquiry Joined: an edit to another status is refused, an edit of its note is not', async () => {
    const id = await ctx.enquiries.create();
    await convert(id);
    const before = await ctx.enquiries.rows();
    const body = { name: 'Kiran Shah', phone: '+919811122233', status: 'Lost' };
    const refused = await ctx.enquiries.edit(id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 'failed', message: STAYS_JOINED });
    expect(await ctx.enquiries.rows()).toEqual(before);
    const edited = await ctx.enquiries.edit(id, {
      ...body,
      status: 'Joined',
      note: 'Joined on the spot',
    });
    expect(edited.json().enquiry).toMatchObject({
      status: 'Joined',
      note: 'Joined on the spot',
      member_id: before[0]!.member_id,
    });
  });

  it('keeps the enquiry Joined when its member is deleted, without the link', async () => {
    const id = await ctx.enquiries.create();
    const { member_id } = (await convert(id)).json();
    expect((await ctx.members.remove(member_id)).statusCode).toBe(200);
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({
      status: 'Joined',
      member_id: null,
    });
    // Another phone: the deleted member's stays taken.
    expect((await convert(id, { phone: '+919800000099' })).statusCode).toBe(400);
  });

  it('leaves an enquiry set to another status after its member was deleted unlinked when the member is restored', async () => {
    const id = await ctx.enquiries.create();
    const { member_id } = (await convert(id)).json();
    await ctx.members.remove(member_id);
    const lost = { name: 'Kiran Shah', phone: '+919811122233', status: 'Lost' };
    expect((await ctx.enquiries.edit(id, lost)).statusCode).toBe(200);
    const restored = await ctx.deleted.restore(await ctx.deleted.idOf('members', member_id));
    expect(restored.statusCode).toBe(200);
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({ status: 'Lost', member_id: null });
  });

  it('ignores enquiry_id on a member update', async () => {
    const id = await ctx.enquiries.create();
    const { member_id } = (
      await ctx.members.add({ ...sharedPhoneForm, plan: String(planId) })
    ).json();
    const response = await ctx.members.update(member_id, {
      ...memberForm,
      plan: String(planId),
      enquiry_id: String(id),
    });
    expect(response.statusCode).toBe(200);
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({ status: 'New', member_id: null });
  });
});
