import { IMPORT_MESSAGES } from '../../schemas/imports';
import { branchesClient } from '../../testing/branches-client';
import { importsClient } from '../../testing/imports-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * An import's new members join the branch chosen at upload, and its rows of another branch's
 * members update them only when asked (docs/product/import.md §24, docs/product/branches.md §26).
 */
describe('an import and the branches', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);
  const HEADER = ['Name', 'Phone', 'Plan', 'Fee', 'Paid', 'Location'];

  const homesOf = async (names: string[]) =>
    (
      await ctx.app.db
        .selectFrom('members')
        .select('home_branch_id')
        .where('name', 'in', names)
        .orderBy('id')
        .execute()
    ).map((member) => member.home_branch_id);

  it('gives its new members the branch chosen at upload, else the branch the upload acts at, else the first', async () => {
    await ctx.members.addPlan('Monthly', 30, 1500);
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const branchOf = async (rows: string[][], query: string, runQuery = '') => {
      const upload = await imports().uploaded([HEADER, ...rows], 'members.csv', query);
      const review = (await imports().review(upload.import_id, upload.mapping)).json();
      // Whatever branch the run is sent at, the upload's choice holds.
      const run = await ctx.send('POST', `/imports/${upload.import_id}/run${runQuery}`, {
        from: 0,
      });
      expect(run.statusCode).toBe(200);
      expect(review.branch).toEqual({ id: upload.branch_id, name: expect.any(String) });
      return [upload.branch_id, ...(await homesOf(rows.map(([name]) => name!)))];
    };
    expect(
      await branchOf(
        [
          ['Ravi', '9876543210', 'Monthly', '1500', '500', ''],
          ['Sunil', '9876543211', 'Monthly', '1500', '500', ''],
        ],
        `&branch_id=${baner}`,
        '?branch=1',
      ),
    ).toEqual([baner, baner, baner]);
    expect(
      await branchOf([['Meera', '9876543212', 'Monthly', '1500', '500', '']], `&branch=${baner}`),
    ).toEqual([baner, baner]);
    expect(
      await branchOf([['Nikhil', '9876543213', 'Monthly', '1500', '500', '']], '&branch=all'),
    ).toEqual([1, 1]);
  });

  it('skips a row of another branch’s member ("Member of …") unless asked to update them, and the run decides as its review did', async () => {
    const monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    const baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    await imports().member(monthly, { name: 'Asha Verma', phone: '9800000001' });
    await imports().member(monthly, {
      name: 'Bina',
      phone: '9800000002',
      home_branch: String(baner),
    });
    const rows = [
      HEADER,
      ['Asha Verma', '9800000001', '', '', '', 'Mumbai'],
      ['Bina', '9800000002', '', '2000', '', 'Aundh'],
    ];
    const upload = await imports().uploaded(rows);
    const skipping = (await imports().review(upload.import_id, upload.mapping)).json();
    expect(skipping.other_branches).toBe(false);
    expect(skipping.counts).toMatchObject({ update: 1, other_branch: 1 });
    expect(skipping.rows[1]).toMatchObject({
      row: 3,
      outcome: 'other_branch',
      name: 'Bina',
      branch: 'Baner',
      reason: 'Member of Baner',
    });

    const updating = (await imports().review(upload.import_id, upload.mapping, true)).json();
    expect(updating.other_branches).toBe(true);
    expect(updating.counts).toMatchObject({ update: 2, other_branch: 0 });
    expect(updating.rows[1]).toMatchObject({
      outcome: 'update',
      branch: 'Baner',
      changed: [
        { label: 'Fee', from: '1,500', to: '2,000' },
        { label: 'Location', from: 'Pune', to: 'Aundh' },
      ],
    });

    // Reviewed with the box ticked: a run sent without it is refused, and writes nothing.
    const before = await tableFingerprints(ctx.app);
    const refused = await imports().run(upload.import_id, 0, false);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { status: 'failed', message: IMPORT_MESSAGES.otherBranchesChanged },
    ]);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);

    const [progress] = await imports().runAll(upload.import_id, true);
    expect(progress).toMatchObject({ updated: 2, skipped: 0 });
    const bina = await ctx.app.db
      .selectFrom('members')
      .select(['location', 'home_branch_id'])
      .where('name', '=', 'Bina')
      .executeTakeFirstOrThrow();
    // Updated where they are: an import moves no one.
    expect(bina).toEqual({ location: 'Aundh', home_branch_id: baner });

    // Reviewed without it, the run skips them too.
    const again = await imports().uploaded([HEADER, ['Bina', '9800000002', '', '', '', 'Wakad']]);
    await imports().review(again.import_id, again.mapping);
    const [skipped] = await imports().runAll(again.import_id);
    expect(skipped).toMatchObject({ updated: 0, skipped: 1 });
    expect(
      await ctx.app.db
        .selectFrom('import_rows')
        .select(['outcome', 'reason'])
        .where('import_id', '=', again.import_id)
        .where('n', '=', 0)
        .executeTakeFirstOrThrow(),
    ).toEqual({ outcome: 'other_branch', reason: 'Member of Baner' });
  });
});

// Refusals write nothing: one app serves them all.
describe('POST /imports: the branch chosen, refused (nothing written)', () => {
  const ctx = useSignedInApp({}, 'all');
  it.each([
    ['a branch no branch is', '&branch_id=99', 'Choose a branch that exists.'],
    ['a branch id that is not a number', '&branch_id=Baner', 'Branch must be a whole number'],
    ['branch 0', '&branch_id=0', 'Branch must be at least 1'],
  ])('%s', async (_, query, message) => {
    const before = await tableFingerprints(ctx.app);
    const response = await importsClient(ctx.app, ctx.cookie).upload(
      'Name,Phone\r\nRavi,9876543210\r\n',
      'members.csv',
      query,
    );
    expect([response.statusCode, response.json()]).toEqual([400, { status: 'failed', message }]);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
  });
});
