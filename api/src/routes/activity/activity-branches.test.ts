import { branchesClient } from '../../testing/branches-client';
import { memberForm, membersClient } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

/*
 * The trail of an account limited to some branches (docs/product/branches.md §26): the records of its
 * branches' members only, counted as they are; an account at every branch reads the whole chain's.
 */
describe('the activity trail of an account limited to a branch', () => {
  const ctx = useSignedInApp();
  let baner: number;

  beforeEach(async () => {
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const members = membersClient(ctx.app, ctx.cookie);
    const plan = String(await members.addPlan('Gold'));
    const at = (home: number, name: string, phone: string) =>
      members.add({ ...memberForm, plan, name, phone, home_branch: String(home) });
    expect((await at(1, 'Kothrud Member', '+919800000001')).statusCode).toBe(201);
    expect((await at(baner, 'Baner Member', '+919800000002')).statusCode).toBe(201);
  });

  const labels = (body: { data: unknown[] }) => body.data.map((row) => JSON.stringify(row));

  it('lists, totals and downloads only its members’ records', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager', 'manager-baner', [baner]);
    const page = (
      await ctx.get('/activity?page=1&page_size=50', { cookie: manager.cookie })
    ).json();
    expect(page.total).toBe(page.data.length);
    expect(page.data.length).toBeGreaterThan(0);
    expect(new Set(page.data.map((row: { member_id: number | null }) => row.member_id)).size).toBe(
      1,
    );
    expect(labels(page).join('\n')).toContain('Baner Member');
    expect(labels(page).join('\n')).not.toContain('Kothrud Member');
    // Records about no member (the branch added, the accounts) are the whole chain's.
    expect(page.data.some((row: { action: string }) => row.action === 'branch.added')).toBe(false);
    const csv = (await ctx.get('/activity/download', { cookie: manager.cookie })).body;
    expect(csv).toContain('Baner Member');
    expect(csv).not.toContain('Kothrud Member');
  });

  it('leaves the whole chain’s trail to an account at every branch, whichever branch it has chosen', async () => {
    const whole = (await ctx.get('/activity?page=1&page_size=50')).json();
    const chosen = (await ctx.get(`/activity?page=1&page_size=50&branch=${baner}`)).json();
    expect(chosen).toEqual(whole);
    expect(labels(whole).join('\n')).toContain('Kothrud Member');
    expect(whole.data.some((row: { action: string }) => row.action === 'branch.added')).toBe(true);
  });

  it('offers a limited account, as people to filter by, the accounts of its branches and those at every branch', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager', 'manager-baner', [baner]);
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-baner', [baner]);
    const other = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-kothrud', [1]);
    const owner = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-everywhere', 'all');
    const people = async (cookie: string) =>
      (await ctx.get('/activity/people', { cookie })).json().data.map((p: { id: number }) => p.id);
    const seen = await people(manager.cookie);
    expect(seen).toEqual(expect.arrayContaining([manager.id, desk.id, owner.id]));
    expect(seen).not.toContain(other.id);
    expect(await people(ctx.cookie)).toContain(other.id);
  });
});
