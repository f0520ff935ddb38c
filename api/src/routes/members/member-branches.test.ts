import { activityRecords, recorded } from '../../testing/activity-records';
import { importsClient } from '../../testing/imports-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('a member’s home branch and branch access', () => {
  const ctx = useSignedInApp();
  let form: typeof memberForm;

  beforeEach(async () => {
    form = { ...memberForm, plan: String(await ctx.members.addPlan('Gold')) };
  });

  const addBranch = async (name: string) => {
    const response = await ctx.send('POST', '/branches/add_branch', {
      name,
      address: '',
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    return response.json().branch.id as number;
  };
  const add = async (fields: Record<string, string> = {}) => {
    const response = await ctx.members.add({ ...form, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };
  const branchOf = async (id: number) => {
    // Under All branches: each is asked for wherever their home is.
    const { home_branch_id, branch_access } = (await ctx.members.get(id, '?branch=all')).json();
    return { home_branch_id, branch_access };
  };
  const refusal = { status: 'failed', message: 'Choose a branch that exists.' };

  it('puts a member added without them on the first branch, reaching it only', async () => {
    await addBranch('Baner');
    const id = await add();
    expect(await branchOf(id)).toEqual({ home_branch_id: 1, branch_access: 'branch' });
  });

  it('stores the branch and access an add sends, and an empty branch as not given', async () => {
    const baner = await addBranch('Baner');
    expect(await branchOf(await add({ home_branch: String(baner), branch_access: 'all' }))).toEqual(
      { home_branch_id: baner, branch_access: 'all' },
    );
    expect(await branchOf(await add({ phone: '+919800000099', home_branch: ' ' }))).toEqual({
      home_branch_id: 1,
      branch_access: 'branch',
    });
  });

  it('keeps them through an edit that leaves them out; records a change with the branch’s name and the access as the form reads it', async () => {
    const baner = await addBranch('Baner');
    const id = await add();
    const [, kept] = await recorded(ctx.app, () => ctx.members.update(id, form));
    expect(kept).toEqual([]);
    const [moved, records] = await recorded(ctx.app, () =>
      ctx.members.update(id, { ...form, home_branch: String(baner), branch_access: 'all' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(records).toMatchObject([
      {
        action: 'member.edited',
        data: { changes: { home_branch_id: [1, baner], branch_access: ['branch', 'all'] } },
      },
    ]);
    expect(await branchOf(id)).toEqual({ home_branch_id: baner, branch_access: 'all' });
    // Her home is Baner now: the edit that leaves them out is made there.
    const [same, again] = await recorded(ctx.app, () =>
      ctx.members.update(id, form, `?branch=${baner}`),
    );
    expect(same.statusCode).toBe(200);
    expect(again).toEqual([]);
    expect(await branchOf(id)).toEqual({ home_branch_id: baner, branch_access: 'all' });
    const history = (
      await ctx.get(`/members/history/${id}?page=1&page_size=100&branch=${baner}`)
    ).json();
    expect(history.data[0].details).toBe(
      'Home branch: Main branch → Baner; Branch access: This branch only → All branches',
    );
  });

  it.each(['999', '0', 'abc', '2147483648', '1.5', '-1'])(
    'refuses home branch %s on an add, writing nothing',
    async (home_branch) => {
      const records = await activityRecords(ctx.app);
      const response = await ctx.members.add({ ...form, home_branch });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
      expect(await activityRecords(ctx.app)).toEqual(records);
    },
  );

  it('refuses an unknown home branch on an edit, leaving the member and the trail as they were', async () => {
    const id = await add();
    const before = await ctx.app.db.selectFrom('members').selectAll().execute();
    const records = await activityRecords(ctx.app);
    const response = await ctx.members.update(id, {
      ...form,
      name: 'Asha V',
      paid: '1000',
      home_branch: '999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(await ctx.app.db.selectFrom('members').selectAll().execute()).toEqual(before);
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
    expect(await activityRecords(ctx.app)).toEqual(records);
  });

  it('refuses a branch access other than branch or all', async () => {
    const response = await ctx.members.add({ ...form, branch_access: 'everywhere' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'Branch access must be one of: branch, all',
    });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
  });

  it('puts the members an import adds on the first branch, reaching it only', async () => {
    await addBranch('Baner');
    const imports = importsClient(ctx.app, ctx.cookie);
    const { id } = await imports.reviewed([
      ['Name', 'Phone', 'Plan'],
      ['Kiran Rao', '9700000001', 'Gold'],
    ]);
    await imports.runAll(id);
    expect(
      await ctx.app.db.selectFrom('members').select(['home_branch_id', 'branch_access']).execute(),
    ).toEqual([{ home_branch_id: 1, branch_access: 'branch' }]);
  });
});
