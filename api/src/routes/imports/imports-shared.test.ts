import { IMPORT_MESSAGES } from '../../schemas/imports';
import { importsClient } from '../../testing/imports-client';
import { keptAndTruth } from '../../testing/kept-tables';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Shared phones in an import (docs/product/import.md §24): a row whose phone a member or an
 * earlier row has, under another name, is offered as a family member sharing that phone; chosen
 * at the review ("Import family members who share a phone"), it is added as a new member sharing
 * it (Shared phone) instead of updating that member or being skipped as a Duplicate.
 */
describe('importing family members who share a phone', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);
  const HEADER = ['Name', 'Phone', 'Plan', 'Location'];

  /** Asha Verma on 9812345678 (Pune); the Twins on 9855555555, Two sharing it. */
  async function gym() {
    const monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    const add = (name: string, phone: string, shares_phone = 'false') =>
      imports().member(monthly, { name, phone, shares_phone });
    return {
      asha: await add('Asha Verma', '+919812345678'),
      one: await add('Twin One', '9855555555'),
      two: await add('Twin Two', '9855555555', 'true'),
    };
  }

  const SHEET = [
    HEADER,
    // Asha's phone, another name: her husband.
    ['Ravi Verma', '+91 98123 45678', 'Monthly', ''],
    // Asha herself, after him: the same phone and name.
    ['ASHA VERMA', '9812345678', '', 'Mumbai'],
    // A new phone, and the child on it.
    ['Meera Iyer', '9800000001', 'Monthly', ''],
    ['Kabir Iyer', '098000-00001', 'Monthly', ''],
    // Meera again: a Duplicate either way.
    ['Meera Iyer', '9800000001', 'Monthly', ''],
    // The twins' phone: Two by name, and a third twin.
    ['Twin Two', '9855555555', '', 'Baner'],
    ['Twin Three', '9855555555', 'Monthly', ''],
  ];
  const outcomes = (review: {
    rows: { row: number; outcome: string; name: string; reason: string | null }[];
  }) => review.rows.map((r) => [r.row, r.outcome, r.name, r.reason]);

  it('without the choice reads rows as before, matching a shared phone’s member by name, and says how many it would share', async () => {
    await gym();
    const upload = await imports().uploaded(SHEET);
    const before = await tableFingerprints(ctx.app);
    const review = (await imports().review(upload.import_id, upload.mapping)).json();
    expect(review.shared_phones).toBe(false);
    expect(outcomes(review)).toEqual([
      [2, 'update', 'Ravi Verma', null],
      [3, 'duplicate', 'ASHA VERMA', 'Same phone as row 2'],
      [4, 'new', 'Meera Iyer', null],
      [5, 'duplicate', 'Kabir Iyer', 'Same phone as row 4'],
      [6, 'duplicate', 'Meera Iyer', 'Same phone as row 4'],
      [7, 'update', 'Twin Two', null],
      [8, 'error', 'Twin Three', '2 members have this phone number; update them by hand'],
    ]);
    // Ravi's row would rename Asha: shown, with the choice offered for it, Kabir's and Twin Three's.
    expect(review.rows[0].changed).toEqual([
      { label: 'Name', from: 'Asha Verma', to: 'Ravi Verma' },
    ]);
    expect(review.shared_offered).toBe(3);
    expect(review.counts).toMatchObject({ shared: 0, new: 1, update: 2, duplicate: 3, error: 1 });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual(['imports']);
  });

  it('with the choice adds each as a member sharing the phone, and updates the one of the same name', async () => {
    const { asha, two } = await gym();
    const { id, review } = await imports().reviewed(SHEET, 'family.csv', '', false, true);
    expect(review.shared_phones).toBe(true);
    expect(review.shared_offered).toBe(0);
    expect(outcomes(review)).toEqual([
      [2, 'shared', 'Ravi Verma', 'Shares the phone of Asha Verma'],
      [3, 'update', 'ASHA VERMA', null],
      [4, 'new', 'Meera Iyer', null],
      [5, 'shared', 'Kabir Iyer', 'Shares the phone of row 4'],
      [6, 'duplicate', 'Meera Iyer', 'Same phone as row 4'],
      [7, 'update', 'Twin Two', null],
      [8, 'shared', 'Twin Three', 'Shares the phone of Twin One'],
    ]);
    expect(review.counts).toMatchObject({ shared: 3, new: 1, update: 2, duplicate: 1, error: 0 });
    expect(review.rows[0]).toMatchObject({ phone: '9812345678', member_id: null });
    expect(review.rows[1]).toMatchObject({ member_id: asha, changes: ['Name', 'Location'] });

    // The run must be sent the review's choice: otherwise refused, nothing written.
    const before = await tableFingerprints(ctx.app);
    const refused = await imports().run(id, 0, false, false);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { status: 'failed', message: IMPORT_MESSAGES.sharedPhonesChanged },
    });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);

    const [done] = await imports().runAll(id, false, true);
    expect(done).toMatchObject({ added: 4, updated: 2, skipped: 1, finished: true });
    const onPhone = async (phone: string) =>
      (
        await ctx.app.db
          .selectFrom('members')
          .select(['name', 'shares_phone'])
          .where('phone', '=', phone)
          .orderBy('id')
          .execute()
      ).map(({ name, shares_phone }) => [name, shares_phone]);
    expect(await onPhone('9812345678')).toEqual([
      ['ASHA VERMA', 0],
      ['Ravi Verma', 1],
    ]);
    expect(await onPhone('9800000001')).toEqual([
      ['Meera Iyer', 0],
      ['Kabir Iyer', 1],
    ]);
    expect(await onPhone('9855555555')).toEqual([
      ['Twin One', 0],
      ['Twin Two', 1],
      ['Twin Three', 1],
    ]);
    expect((await ctx.members.get(two)).json()).toMatchObject({ location: 'Baner' });
    const counted = await keptAndTruth(ctx.app.db);
    expect(counted.kept).toEqual(counted.truth);

    // Undone, the members it shared a phone with are removed as the new ones are.
    const undone = (await imports().undo(id)).json();
    expect(undone).toMatchObject({ removed: 4, restored: 2, kept: [] });
    expect(await onPhone('9812345678')).toEqual([['Asha Verma', 0]]);
    expect(await onPhone('9800000001')).toEqual([]);
    expect(await onPhone('9855555555')).toEqual([
      ['Twin One', 0],
      ['Twin Two', 1],
    ]);
    const recounted = await keptAndTruth(ctx.app.db);
    expect(recounted.kept).toEqual(recounted.truth);
  });

  it('exports a family on one phone and imports it back as nothing new and nothing changed', async () => {
    await gym();
    const exported = await ctx.get('/members/export');
    expect(exported.statusCode).toBe(200);
    const upload = await imports().upload(exported.rawPayload, 'members.csv');
    const review = (await imports().review(upload.json().import_id, upload.json().mapping)).json();
    expect(review.counts).toMatchObject({ new: 0, shared: 0, update: 0, unchanged: 3, error: 0 });
    expect(review.shared_offered).toBe(0);
  });
});
