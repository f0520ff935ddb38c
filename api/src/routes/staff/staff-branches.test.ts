import { activityRecords, recorded } from '../../testing/activity-records';
import { useSignedInApp } from '../../testing/signed-in-app';
import { trainer } from '../../testing/staff-client';

describe('the branch a trainer or staff member works at', () => {
  const ctx = useSignedInApp();
  let baner: number;

  beforeEach(async () => {
    baner = (
      await ctx.send('POST', '/branches/add_branch', { name: 'Baner', address: '', phone: '' })
    ).json().branch.id;
  });

  const add = async (fields: Record<string, string> = {}) => {
    const response = await ctx.staff.add({ ...trainer, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  // Under All branches: each is asked for wherever it works.
  const branchOf = async (id: number) =>
    (await ctx.staff.get(id, '?branch=all')).json().data.branch_id;
  const refusal = { status: 'failed', message: 'Choose a branch that exists.' };

  it('is the first branch when an add leaves it out, else the one it sends, in every answer', async () => {
    const first = await add();
    const second = await add({ name: 'Meera', branch_id: String(baner) });
    expect([await branchOf(first), await branchOf(second)]).toEqual([1, baner]);
    const listed = (await ctx.staff.list('?branch=all')).json().data;
    expect(listed.map((row: { branch_id: number }) => row.branch_id)).toEqual([1, baner]);
  });

  it('is kept by an edit that leaves it out; a change is recorded with the branches’ names', async () => {
    const id = await add();
    const [kept, none] = await recorded(ctx.app, () => ctx.staff.edit(id, trainer));
    expect(kept.json().data.branch_id).toBe(1);
    expect(none).toEqual([]);
    const [moved, records] = await recorded(ctx.app, () =>
      ctx.staff.edit(id, { ...trainer, branch_id: String(baner) }),
    );
    expect(moved.json().data.branch_id).toBe(baner);
    expect(records).toMatchObject([
      { action: 'staff.edited', data: { changes: { branch_id: [1, baner] } } },
    ]);
    const shown = (await ctx.get('/activity?kind=staff')).json().data[0];
    expect(shown).toMatchObject({
      what: 'Edited trainer or staff member Ravi Kumar',
      details: 'Branch: Main branch → Baner',
    });
  });

  it.each(['999', '2147483648'])(
    'refuses branch %s on an add and on an edit, writing nothing',
    async (branch_id) => {
      const id = await add();
      const before = await ctx.app.db.selectFrom('trainers_staff').selectAll().execute();
      const records = await activityRecords(ctx.app);
      for (const response of [
        await ctx.staff.add({ ...trainer, name: 'Meera', branch_id }),
        await ctx.staff.edit(id, { ...trainer, name: 'Ravi K', branch_id }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refusal);
      }
      expect(await ctx.app.db.selectFrom('trainers_staff').selectAll().execute()).toEqual(before);
      expect(await activityRecords(ctx.app)).toEqual(records);
    },
  );

  it('refuses a branch that is not an id with the schema’s message', async () => {
    const response = await ctx.staff.add({ ...trainer, branch_id: 'Baner' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'Branch id must be a whole number',
    });
    expect(await ctx.staff.count()).toBe(0);
  });
});
