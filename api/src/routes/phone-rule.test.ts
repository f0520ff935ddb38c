import { memberForm } from '../testing/members-client';
import { trainer } from '../testing/staff-client';
import { useSignedInApp } from '../testing/signed-in-app';
import { paths, pathTo } from '../schemas/paths';
import { PHONE_RULE } from '../schemas/input-rules';

/**
 * One phone rule everywhere (docs/product/api-input.md §21): every form that takes a phone takes
 * it as people type it and stores its digits, and every search of members finds it typed in any
 * of those forms (docs/product/settings-and-search.md §18).
 */

const TYPED = ['+91 98220 11223', '98220 11223', '098220-11223', '(+91) 98220-11223'];
const STORED = '9822011223';

describe('one phone rule', () => {
  const ctx = useSignedInApp();
  let plan: number;
  beforeEach(async () => {
    plan = await ctx.members.addPlan('Monthly');
  });
  const addMember = (phone: string, name = 'Asha Verma') =>
    ctx.members.add({ ...memberForm, name, phone, plan: String(plan) });

  it.each(TYPED)('adds and edits a member typed %p, stored as its 10 digits', async (phone) => {
    const added = await addMember(phone);
    expect(added.statusCode).toBe(201);
    const { member_id } = added.json();
    expect((await ctx.members.get(member_id)).json().phone).toBe(STORED);
    const edited = await ctx.members.update(member_id, {
      ...memberForm,
      phone: '+91 98230 45678',
      plan: String(plan),
    });
    expect(edited.statusCode).toBe(200);
    expect((await ctx.members.get(member_id)).json().phone).toBe('9823045678');
  });

  it('adds, edits and converts an enquiry typed with +91 and spaces', async () => {
    const added = await ctx.enquiries.add({ name: 'Kiran Shah', phone: '+91 98220 11223' });
    expect(added.statusCode).toBe(201);
    const id = added.json().enquiry.id;
    expect((await ctx.enquiries.get(id)).json().phone).toBe(STORED);
    const edited = await ctx.enquiries.edit(id, { name: 'Kiran Shah', phone: '0 98230-45678' });
    expect(edited.statusCode).toBe(200);
    expect((await ctx.enquiries.get(id)).json().phone).toBe('9823045678');
    const converted = await ctx.members.add({
      ...memberForm,
      phone: '+91 98230 45678',
      plan: String(plan),
      enquiry_id: String(id),
    });
    expect(converted.statusCode).toBe(201);
    expect((await ctx.members.get(converted.json().member_id)).json().phone).toBe('9823045678');
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({ status: 'Joined' });
  });

  it('adds and edits a trainer typed with +91 and spaces', async () => {
    const added = await ctx.staff.add({ ...trainer, phone: '+91 98220 11223' });
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    expect((await ctx.staff.get(id)).json().data.phone_number).toBe(STORED);
    expect((await ctx.staff.edit(id, { ...trainer, phone: '(0) 98230 45678' })).statusCode).toBe(
      200,
    );
    expect((await ctx.staff.get(id)).json().data.phone_number).toBe('9823045678');
  });

  it("saves the gym's details, a branch, the admin's own settings and a due's edit with +91 and spaces", async () => {
    const gym = await ctx.send('POST', paths.gym.details, {
      name: 'Iron Temple',
      address: 'Pune',
      phone: '+91 98220 11223',
    });
    expect(gym.statusCode).toBe(200);
    expect((await ctx.get(paths.gym.details)).json().gym.phone).toBe(STORED);

    const branch = await ctx.send('POST', paths.branches.add, {
      name: 'Baner',
      address: '',
      phone: '+91 98220 11223',
    });
    expect(branch.statusCode).toBe(201);
    expect(branch.json().branch.phone).toBe(STORED);
    const editedBranch = await ctx.send(
      'POST',
      pathTo(paths.branches.edit, { id: branch.json().branch.id }),
      { name: 'Baner', address: '', phone: '98230-45678' },
    );
    expect(editedBranch.statusCode).toBe(200);

    const profile = await ctx.send('POST', paths.account.profile, {
      full_name: 'Meera Iyer',
      email: '',
      phone: '+91 98220 11223',
    });
    expect(profile.statusCode).toBe(200);
    expect((await ctx.get(paths.account.profile)).json().profile.phone).toBe(STORED);

    const member = (await addMember('9800000001')).json().member_id;
    const dues = await ctx.dues.updateDues(member, {
      phone: '+91 98220 11223',
      plan,
      total_fee: 1500,
      paid_amount: 500,
      leave_date: null,
      rejoin_date: null,
      method: 'cash',
    });
    expect(dues.statusCode).toBe(200);
    expect((await ctx.members.get(member)).json().phone).toBe(STORED);
  });

  it.each([
    ['letters', '98220 ABCDE'],
    ['too few digits', '982-20'],
    ['two numbers', '98220 11223 / 98230 45678'],
  ])('refuses a phone with %s in the one message, and saves nothing', async (_, phone) => {
    const refused = [
      await addMember(phone),
      await ctx.enquiries.add({ name: 'Kiran', phone }),
      await ctx.staff.add({ ...trainer, phone }),
      await ctx.send('POST', paths.branches.add, { name: 'Baner', address: '', phone }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'failed',
        message: expect.stringContaining(PHONE_RULE.message),
      });
    }
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    expect(await ctx.enquiries.rows()).toEqual([]);
  });
});

// Searches read only: one app, with its two members, serves them all.
describe('searching members by phone', () => {
  const ctx = useSignedInApp({}, 'all');
  let asha: number;
  beforeAll(async () => {
    const plan = String(await ctx.members.addPlan('Monthly'));
    const add = (phone: string, name: string) =>
      ctx.members.add({ ...memberForm, name, phone, plan });
    asha = (await add('+91 98220 11223', 'Asha Verma')).json().member_id;
    await add('9823045678', 'Ravi Rao');
  });

  const SEARCHES = ['98220 11223', '+91 98220-11223', '11223', '+91 98220', '098220', '9822011223'];

  it.each(SEARCHES)('the top bar finds the member by %p', async (q) => {
    const body = (await ctx.get(`${paths.search.find}?q=${encodeURIComponent(q)}`)).json();
    expect(body.members).toEqual([expect.objectContaining({ id: asha, phone: STORED })]);
  });

  it.each(SEARCHES)('the members list finds the member by %p', async (q) => {
    const body = (await ctx.members.list(`?page=1&page_size=5&q=${encodeURIComponent(q)}`)).json();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([asha]);
    expect(body.total).toBe(1);
  });

  it.each(SEARCHES)('the check-in lookup finds the member by %p', async (q) => {
    const body = (await ctx.get(`${paths.attendance.lookup}?q=${encodeURIComponent(q)}`)).json();
    expect(body.data.map((m: { id: number }) => m.id)).toEqual([asha]);
  });

  it('the pending list finds the member by phone, typed whole or in part', async () => {
    for (const q of ['98220 11223', '+91 98220-11223', '11223']) {
      const body = (
        await ctx.dues.pending(`?page=1&page_size=5&q=${encodeURIComponent(q)}`)
      ).json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([asha]);
    }
  });

  it('the expired list finds the member by phone, typed whole or in part', async () => {
    for (const q of ['98220 11223', '+91 98220-11223', '11223']) {
      const body = (
        await ctx.get(`${paths.renewals.expired}?page=1&page_size=5&q=${encodeURIComponent(q)}`)
      ).json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([asha]);
    }
  });

  it('a search by name still finds by name, and digits that are no one’s phone find no one', async () => {
    const byName = (await ctx.get(`${paths.search.find}?q=ravi`)).json();
    expect(byName.members.map((m: { name: string }) => m.name)).toEqual(['Ravi Rao']);
    const nobody = (
      await ctx.get(`${paths.search.find}?q=${encodeURIComponent('+91 77777')}`)
    ).json();
    expect(nobody.members).toEqual([]);
  });
});
