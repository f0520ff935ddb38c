import { branchesClient } from '../../testing/branches-client';
import { importsClient } from '../../testing/imports-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/** An import's new members join the branch chosen when it runs (docs/product/branches.md §26). */
describe('POST /imports/:id/run under a chosen branch', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);
  const HEADER = ['Name', 'Phone', 'Plan', 'Fee', 'Paid', 'Location'];

  it('gives its new members the branch it runs at, else the first', async () => {
    await ctx.members.addPlan('Monthly', 30, 1500);
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const branchesOf = async (rows: string[][], query: string) => {
      const { id } = await imports().reviewed([HEADER, ...rows]);
      const run = await ctx.send('POST', `/imports/${id}/run${query}`, { from: 0 });
      expect(run.statusCode).toBe(200);
      const names = rows.map(([name]) => name!);
      return (
        await ctx.app.db
          .selectFrom('members')
          .select('home_branch_id')
          .where('name', 'in', names)
          .orderBy('id')
          .execute()
      ).map((member) => member.home_branch_id);
    };
    expect(
      await branchesOf(
        [
          ['Ravi', '9876543210', 'Monthly', '1500', '500', ''],
          ['Sunil', '9876543211', 'Monthly', '1500', '500', ''],
        ],
        `?branch=${baner}`,
      ),
    ).toEqual([baner, baner]);
    expect(
      await branchesOf([['Meera', '9876543212', 'Monthly', '1500', '500', '']], '?branch=all'),
    ).toEqual([1]);
  });
});
