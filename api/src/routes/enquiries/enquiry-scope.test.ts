import { BRANCH_NEEDED } from '../../schemas/branches';
import { branchesClient } from '../../testing/branches-client';
import { enquiryBody } from '../../testing/enquiries-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { formPoster } from '../../testing/test-app';

/** Enquiries belong to the branch where they were taken (docs/product/branches.md §26). */
describe('enquiries under a chosen branch', () => {
  const ctx = useSignedInApp();
  let baner: number;

  beforeEach(async () => {
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
  });

  const add = (query: string, overrides = {}) =>
    ctx.send('POST', `/enquiries/add_enquiry${query}`, { ...enquiryBody, ...overrides });

  it('are added at the chosen branch (the first when none is named), and refused under All branches among several', async () => {
    const atBaner = await add(`?branch=${baner}`);
    expect(atBaner.statusCode).toBe(201);
    expect(atBaner.json().enquiry.branch_id).toBe(baner);
    const before = await ctx.enquiries.rows();
    const refused = await add('?branch=all');
    expect([refused.statusCode, refused.json().message]).toEqual([400, BRANCH_NEEDED]);
    expect(await ctx.enquiries.rows()).toEqual(before);
    const unnamed = await add('', { phone: '+919811177777' });
    expect(unnamed.statusCode).toBe(201);
    expect(unnamed.json().enquiry.branch_id).toBe(1);
  });

  it('list, load, edit and delete only the chosen branch’s: another’s is not found and unchanged', async () => {
    const main = (await add('?branch=1', { name: 'Meera Main' })).json().enquiry.id as number;
    const other = (await add(`?branch=${baner}`, { name: 'Bhavna Baner' })).json().enquiry
      .id as number;
    const listed = async (query: string) =>
      (await ctx.get(`/enquiries/view_enquiries${query}`)).json();
    expect((await listed('?branch=1')).enquiries.map((e: { id: number }) => e.id)).toEqual([main]);
    const page = await listed(`?page=1&page_size=10&branch=${baner}`);
    expect({ total: page.total, ids: page.data.map((e: { id: number }) => e.id) }).toEqual({
      total: 1,
      ids: [other],
    });
    expect((await listed('?q=a&page=1&branch=all')).total).toBe(2);

    const before = await ctx.enquiries.rows();
    const notFound = [404, `Enquiry ${other} not found.`];
    const refused = [
      await ctx.get(`/enquiries/${other}?branch=1`),
      await ctx.send('POST', `/enquiries/edit_enquiry/${other}?branch=1`, {
        ...enquiryBody,
        name: 'Changed',
      }),
      await ctx.send('DELETE', `/enquiries/delete_enquiry/${other}?branch=1`),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      notFound,
      notFound,
      notFound,
    ]);
    expect(await ctx.enquiries.rows()).toEqual(before);
    expect((await ctx.get(`/enquiries/${other}?branch=${baner}`)).json().branch_id).toBe(baner);
  });

  it('converted, give the new member their branch unless the form names one', async () => {
    const plan = String(await ctx.members.addPlan('Gold'));
    const post = formPoster(ctx.app, ctx.cookie);
    const convert = async (enquiry: number, query: string, fields = {}) => {
      const response = await post(`/members/add_member${query}`, {
        ...memberForm,
        phone: `+9198${String(enquiry).padStart(8, '0')}`,
        plan,
        enquiry_id: String(enquiry),
        ...fields,
      });
      expect(response.statusCode).toBe(201);
      return (await ctx.members.get(response.json().member_id, '?branch=all')).json()
        .home_branch_id;
    };
    const first = (await add(`?branch=${baner}`)).json().enquiry.id as number;
    expect(await convert(first, '?branch=all')).toBe(baner);
    const second = (await add(`?branch=${baner}`, { phone: '+919811199999' })).json().enquiry
      .id as number;
    expect(await convert(second, `?branch=${baner}`, { home_branch: '1' })).toBe(1);
    // Another branch's enquiry is as unknown as one that does not exist.
    const third = (await add(`?branch=${baner}`, { phone: '+919811188888' })).json().enquiry
      .id as number;
    const refused = await post('/members/add_member?branch=1', {
      ...memberForm,
      plan,
      enquiry_id: String(third),
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      `Enquiry ${third} does not exist.`,
    ]);
  });
});
