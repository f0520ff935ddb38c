import { BRANCH_MISSING } from '../../schemas';
import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import { branchesClient } from '../../testing/branches-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ROLE_ID, signedInAs, teamClient } from '../../testing/team';
import { NO_BRANCH_GIVEN } from './account-branches';

describe('accounts given branches', () => {
  const ctx = useSignedInApp();
  let baner: number;
  let aundh: number;

  beforeEach(async () => {
    const branches = branchesClient(ctx.app, ctx.cookie);
    baner = await branches.add('Baner');
    aundh = await branches.add('Aundh');
  });

  const trail = async (action: string) =>
    (
      await ctx.app.db
        .selectFrom('activity')
        .select('data')
        .where('action', '=', action)
        .orderBy('id')
        .execute()
    ).map((row) => JSON.parse(row.data ?? 'null'));
  const stored = () =>
    ctx.app.db
      .selectFrom('admin_branches')
      .selectAll()
      .orderBy('admin_id')
      .orderBy('branch_id')
      .execute();

  it('adds an account at some branches (in id order, once each), lists it so, and records them by name', async () => {
    const team = teamClient(ctx.app, ctx.cookie);
    const added = await team.add({
      full_name: 'Desk Baner',
      username: 'desk.baner',
      role_id: ROLE_ID['Front desk'],
      temporary_password: 'a-temporary-password',
      branches: [aundh, baner, aundh],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().account.branches).toEqual([baner, aundh]);
    const listed = (await team.accounts()).json().data;
    expect(
      listed.map((a: { username: string; branches: unknown }) => [a.username, a.branches]),
    ).toEqual([
      ['test-admin', 'all'],
      ['desk.baner', [baner, aundh]],
    ]);
    expect((await trail('account.added')).at(-1)).toMatchObject({ branches: 'Baner, Aundh' });
  });

  it('changes an account to all branches and back, recording the change by name; left out, keeps them', async () => {
    const team = teamClient(ctx.app, ctx.cookie);
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk', [baner]);
    const edit = (body: object) =>
      team.edit(desk.id, { full_name: 'Desk', role_id: ROLE_ID['Front desk'], ...body });
    expect((await edit({})).json().account.branches).toEqual([baner]);
    expect((await edit({ branches: 'all' })).json().account.branches).toBe('all');
    expect((await edit({ branches: [aundh] })).json().account.branches).toEqual([aundh]);
    const changes = (await trail('account.edited')).map((data) => data?.changes?.branches);
    expect(changes.filter(Boolean)).toEqual([
      ['Baner', 'All branches'],
      ['All branches', 'Aundh'],
    ]);
  });

  it('refuses no branch, an unknown branch and junk, writing nothing', async () => {
    const team = teamClient(ctx.app, ctx.cookie);
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk', [baner]);
    const before = await stored();
    const refusals = [
      [
        await team.edit(desk.id, {
          full_name: 'Desk',
          role_id: ROLE_ID['Front desk'],
          branches: [],
        }),
        400,
        NO_BRANCH_GIVEN,
      ],
      [
        await team.edit(desk.id, {
          full_name: 'Desk',
          role_id: ROLE_ID['Front desk'],
          branches: [99],
        }),
        400,
        BRANCH_MISSING,
      ],
      [
        await team.add({
          full_name: 'X',
          username: 'xx1',
          role_id: ROLE_ID['Front desk'],
          temporary_password: 'a-temporary-password',
          branches: [],
        }),
        400,
        NO_BRANCH_GIVEN,
      ],
    ] as const;
    for (const [response, status, message] of refusals)
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    for (const junk of ['some', [0], ['2'], [1.5], null])
      expect(
        (
          await team.edit(desk.id, {
            full_name: 'Desk',
            role_id: ROLE_ID['Front desk'],
            branches: junk,
          })
        ).statusCode,
      ).toBe(400);
    expect(await stored()).toEqual(before);
    expect(
      (await team.accounts()).json().data.map((a: { username: string }) => a.username),
    ).toEqual(['test-admin', 'desk']);
  });

  it("limits the account at once to its branches: the branches it may choose, and another one's a 404", async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk', [baner]);
    const asDesk = (url: string) => ctx.get(url, { cookie: desk.cookie });
    expect((await asDesk('/branches')).json().data.map((b: { id: number }) => b.id)).toEqual([
      baner,
    ]);
    const other = await asDesk('/members/view_members?page=1&page_size=5&branch=1');
    expect([other.statusCode, other.json().message]).toEqual([404, 'Branch 1 not found.']);
    expect(
      (await asDesk(`/members/view_members?page=1&page_size=5&branch=${baner}`)).statusCode,
    ).toBe(200);
    // Given every branch again, the next request already sees them all.
    await teamClient(ctx.app, ctx.cookie).edit(desk.id, {
      full_name: 'Desk',
      role_id: ROLE_ID['Front desk'],
      branches: 'all',
    });
    expect((await asDesk('/branches')).json().data.map((b: { id: number }) => b.id)).toEqual([
      1,
      baner,
      aundh,
    ]);
  });

  it('lets an account limited to some branches hand out only those, and change only accounts within them', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner', [baner]);
    const team = teamClient(ctx.app, manager.cookie);
    const add = (branches: unknown, username: string) =>
      team.add({
        full_name: 'N',
        username,
        role_id: ROLE_ID['Front desk'],
        temporary_password: 'a-temporary-password',
        branches,
      });
    const everywhere = await add('all', 'n-all');
    expect([everywhere.statusCode, everywhere.json().message]).toEqual([403, FORBIDDEN_MESSAGE]);
    const elsewhere = await add([aundh], 'n-aundh');
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, BRANCH_MISSING]);
    expect((await add([baner], 'n-baner')).statusCode).toBe(201);
    // The first admin works at every branch: an account at Baner only may not change it.
    const admin = await team.edit(1, { full_name: 'Admin', role_id: ROLE_ID.Owner });
    expect([admin.statusCode, admin.json().message]).toEqual([403, FORBIDDEN_MESSAGE]);
    // Nor edit a branch: that needs every branch (roles-across-branches.test.ts).
    const branch = await ctx.send(
      'POST',
      `/branches/edit_branch/${aundh}`,
      { name: 'Aundh 2', address: '', phone: '' },
      { cookie: manager.cookie },
    );
    expect([branch.statusCode, branch.json().message]).toEqual([403, FORBIDDEN_MESSAGE]);
  });
});

describe('an account added without branches named', () => {
  const ctx = useSignedInApp();

  it('works where the account adding it works: every branch for the first admin, Baner for an Owner at Baner', async () => {
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const fields = { role_id: ROLE_ID['Front desk'], temporary_password: 'a-temporary-password' };
    const byAdmin = await teamClient(ctx.app, ctx.cookie).add({
      ...fields,
      full_name: 'A',
      username: 'aaa',
    });
    expect(byAdmin.json().account.branches).toBe('all');
    const owner = await signedInAs(ctx.app, ctx.cookie, 'Owner', 'owner-baner', [baner]);
    const byOwner = await teamClient(ctx.app, owner.cookie).add({
      ...fields,
      full_name: 'B',
      username: 'bbb',
    });
    expect([byOwner.statusCode, byOwner.json().account.branches]).toEqual([201, [baner]]);
  });
});
