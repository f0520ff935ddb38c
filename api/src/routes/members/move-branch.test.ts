import type { ActivityPage } from '../../schemas';
import { activityRecords, recorded } from '../../testing/activity-records';
import { branchesClient } from '../../testing/branches-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

/** Move to branch (docs/product/branches.md §26): `POST /members/:id/move_branch`. */
describe('moving a member to another branch', () => {
  const ctx = useSignedInApp();
  const branches = () => branchesClient(ctx.app, ctx.cookie);
  let asha: number;
  let baner: number;

  beforeEach(async () => {
    const plan = String(await ctx.members.addPlan('Gold'));
    asha = (await ctx.members.add({ ...memberForm, plan, branch_access: 'all' })).json().member_id;
    baner = await branches().add('Baner');
  });

  /** Everything a refused move must leave as it was. */
  const state = async () => ({
    members: await ctx.app.db.selectFrom('members').selectAll().orderBy('id').execute(),
    invoices: await ctx.members.invoices(),
    records: await activityRecords(ctx.app),
  });

  it('makes the branch their home, records it in the member’s history, and leaves their invoices where they were issued', async () => {
    const [moved, records] = await recorded(ctx.app, () => branches().move(asha, baner));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      status: 'success',
      message: 'Asha Verma moved to Baner.',
      member_id: asha,
      home_branch_id: baner,
    });
    const atBaner = `?branch=${baner}`;
    const { home_branch_id, branch_access } = (await ctx.members.get(asha, atBaner)).json();
    expect({ home_branch_id, branch_access }).toEqual({
      home_branch_id: baner,
      branch_access: 'all',
    });
    expect(records).toMatchObject([
      {
        action: 'member.moved',
        kind: 'members',
        label: 'Asha Verma',
        subject_id: asha,
        member_id: asha,
        data: {
          from_branch_id: 1,
          from_branch: 'Main branch',
          to_branch_id: baner,
          to_branch: 'Baner',
        },
      },
    ]);
    // Renamed since: the record reads as it was when she moved.
    const renamed = await ctx.send('POST', `/branches/edit_branch/${baner}`, {
      name: 'Baner East',
      address: '',
      phone: '',
    });
    expect(renamed.statusCode).toBe(200);
    const history = (await ctx.get(`/members/history/${asha}${atBaner}`)).json() as ActivityPage;
    expect(history.data[0]).toMatchObject({
      action: 'member.moved',
      what: 'Moved Asha Verma to Baner',
      details: 'Home branch: Main branch → Baner',
    });

    // Her joining invoice stays the first branch's; her next payment is her new branch's.
    const paid = await ctx.send('POST', `/payments/record_payment/${asha}${atBaner}`, {
      amount: 100,
      method: 'cash',
    });
    expect(paid.statusCode).toBe(200);
    expect((await ctx.members.invoices()).map((i) => [i.invoice_number, i.branch_id])).toEqual([
      ['INV-00001', 1],
      ['INV-00002', baner],
    ]);
  });

  it('answers 409 for the branch they are at already, writing nothing', async () => {
    expect((await branches().move(asha, baner)).statusCode).toBe(200);
    const before = await state();
    // Asked at Baner, where she now is (elsewhere she is not found).
    const again = await ctx.send('POST', `/members/${asha}/move_branch?branch=${baner}`, {
      branch_id: baner,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'failed',
      message: 'Asha Verma is already a member of Baner.',
    });
    expect(await state()).toEqual(before);
  });

  it.each([999, 2147483648, Number.MAX_SAFE_INTEGER])(
    'answers 400 "Choose a branch that exists." for branch %s, writing nothing',
    async (branch) => {
      const before = await state();
      const response = await branches().move(asha, branch);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'Choose a branch that exists.',
      });
      expect(await state()).toEqual(before);
    },
  );

  it.each([0, -1, 1.5, '2', null, 'Baner'])(
    'refuses a branch_id of %p with 400, writing nothing',
    async (branch) => {
      const before = await state();
      const response = await branches().move(asha, branch);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'failed', message: expect.any(String) });
      expect(await state()).toEqual(before);
    },
  );

  it('answers 404 for a member no one has or one deleted, before looking at the branch', async () => {
    for (const branch of [baner, 999]) {
      const unknown = await branches().move(999, branch);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 'failed', message: 'Member 999 not found.' });
    }
    expect((await ctx.members.remove(asha)).statusCode).toBe(200);
    const before = await state();
    const deleted = await branches().move(asha, baner);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ status: 'failed', message: `Member ${asha} not found.` });
    expect(await state()).toEqual(before);
  });

  it.each(['Trainer', 'Accountant'] as const)(
    'refuses a %s (no members.edit) with 403, writing nothing',
    async (role) => {
      const { cookie } = await signedInAs(ctx.app, ctx.cookie, role);
      const before = await state();
      const refused = await branches().move(asha, baner, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 'failed',
        message: 'You do not have permission to do this.',
      });
      expect(await state()).toEqual(before);
    },
  );
});
