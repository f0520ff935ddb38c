import fs from 'node:fs';
import path from 'node:path';
import { failInserts } from './break-table';
import { keptAndTruth } from './kept-tables';
import { memberForm } from './members-client';
import { changedTables, tableFingerprints } from './route-table';
import { useSignedInApp } from './signed-in-app';

// The blocks' shared app (useSignedInApp) is only as good as its database's restoring: each test
// here writes what a test may write, and the next finds none of it.
describe("a block's app puts its database back before each test", () => {
  const ctx = useSignedInApp();
  let before: Record<string, string>;
  let firstPlanId: number;

  it('starts signed in, on the migrated template', async () => {
    before = await tableFingerprints(ctx.app);
    expect((await ctx.get('/members/admin_me')).statusCode).toBe(200);
    firstPlanId = await ctx.members.addPlan('Monthly');
    const added = await ctx.members.add({ ...memberForm, plan: String(firstPlanId) });
    expect(added.statusCode).toBe(201);
    fs.writeFileSync(path.join(ctx.dataDir, 'export.csv'), 'left behind');
    await failInserts(ctx.app.db, 'plans', 'before', 'boom');
    expect(changedTables(before, await tableFingerprints(ctx.app))).not.toEqual([]);
  });

  it('finds every table as the block started, the kept figures right, ids counting afresh, no added file or trigger', async () => {
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    const { kept, truth } = await keptAndTruth(ctx.app.db);
    expect(kept).toEqual(truth);
    expect((await ctx.get('/members/admin_me')).statusCode).toBe(200);
    expect(fs.existsSync(path.join(ctx.dataDir, 'export.csv'))).toBe(false);
    // The plan insert works again (the trigger is gone) and takes the id the first one took.
    expect(await ctx.members.addPlan('Monthly')).toBe(firstPlanId);
  });
});
