import { today } from '../../domain/dates';
import { branchesClient } from '../../testing/branches-client';
import { enquiryBody } from '../../testing/enquiries-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

/** The dashboard's summary over the chosen branch, and each branch's under All (docs/product/branches.md §26). */
describe('the dashboard under a chosen branch', () => {
  const ctx = useSignedInApp({}, 'all');
  let baner: number;

  beforeAll(async () => {
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const plan = String(await ctx.members.addPlan('Gold'));
    const member = (name: string, phone: string, branch: number, fields = {}) =>
      ctx.members.add({
        ...memberForm,
        name,
        phone,
        plan,
        joining_day: today(),
        home_branch: String(branch),
        ...fields,
      });
    // Main: one active member owing ₹1,000; Baner: two, one owing ₹500, and an enquiry.
    await member('Asha Iyer', '+919811100001', 1);
    await member('Bina Iyer', '+919811100002', baner, { paid: '1000', due: '500' });
    await member('Bala Iyer', '+919811100003', baner, { paid: '1500', due: '0' });
    await ctx.send('POST', `/enquiries/add_enquiry?branch=${baner}`, {
      ...enquiryBody,
      enquiry_date: today(),
    });
  });

  const summary = async (query = '') => (await ctx.get(`/dashboard/summary${query}`)).json();

  it('answers each branch’s figures under All branches, the figures above being their total', async () => {
    const all = await summary('?branch=all');
    expect(all.by_branch).toEqual([
      {
        branch_id: 1,
        name: 'Main branch',
        active_members: 1,
        new_members: 1,
        new_enquiries: 0,
        trainers: 0,
        collected_this_month: 500,
        outstanding: { amount: 1000, members: 1 },
        expiring_soon: 0,
      },
      {
        branch_id: baner,
        name: 'Baner',
        active_members: 2,
        new_members: 2,
        new_enquiries: 1,
        trainers: 0,
        collected_this_month: 2500,
        outstanding: { amount: 500, members: 1 },
        expiring_soon: 0,
      },
    ]);
    expect(all).toMatchObject({
      active_members: 3,
      new_members: { this_month: 3 },
      new_enquiries: 1,
      collected_this_month: 3000,
      outstanding: { amount: 1500, members: 2 },
    });
    expect(all.growth.at(-1).members).toBe(3);
    // No branch chosen among several: the first branch's figures, not every branch's.
    const unnamed = await summary();
    expect(unnamed).toEqual(await summary('?branch=1'));
    expect(unnamed.by_branch).toBeUndefined();
    expect(unnamed).toMatchObject({ active_members: 1, collected_this_month: 500 });
  });

  it('covers the chosen branch alone, without by_branch', async () => {
    const one = await summary(`?branch=${baner}`);
    expect(one.by_branch).toBeUndefined();
    expect(one).toMatchObject({
      active_members: 2,
      new_members: { this_month: 2 },
      new_enquiries: 1,
      collected_this_month: 2500,
      outstanding: { amount: 500, members: 1 },
    });
    expect(one.growth.at(-1).members).toBe(2);
  });

  it('leaves each branch’s revenue out for an account without revenue.view', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    const all = (
      await ctx.app.inject({
        url: '/dashboard/summary?branch=all',
        headers: { cookie: desk.cookie },
      })
    ).json();
    expect(all.by_branch).toHaveLength(2);
    for (const branch of all.by_branch) {
      expect(branch).not.toHaveProperty('collected_this_month');
      expect(branch).not.toHaveProperty('outstanding');
    }
  });
});
