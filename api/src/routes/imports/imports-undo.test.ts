import { WRITE_STEP_ROWS } from '../../lib/batches';
import { IMPORT_MESSAGES } from '../../schemas/imports';
import { failInserts, stopFailingInserts } from '../../testing/break-table';
import { importsClient } from '../../testing/imports-client';
import { keptAndTruth } from '../../testing/kept-tables';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('POST /imports/:id/undo: taking an import back', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);

  const HEADER = ['Name', 'Phone', 'Plan', 'Fee', 'Paid', 'Location'];
  let monthly: number;
  let asha: number;

  beforeEach(async () => {
    monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    await ctx.members.addPlan('Quarterly', 90, 4000);
    asha = await imports().member(monthly);
  });

  /** What a person sees of the gym: the members list, each member's form, the dashboard, the invoices. */
  const gymAsSeen = async () => ({
    list: (await ctx.members.list('?page=1&page_size=50')).json(),
    asha: (await ctx.members.get(asha)).json(),
    dashboard: (await ctx.get('/dashboard/summary')).json(),
    invoices: (await ctx.get('/payments/all_invoices?page=1&page_size=50')).json(),
  });

  const imported = async (rows: string[][]) => {
    const { id } = await imports().reviewed([HEADER, ...rows]);
    await imports().runAll(id);
    return id;
  };

  it('removes the members it added and puts back what it changed: the gym is as it was', async () => {
    const before = await gymAsSeen();
    const id = await imported([
      ['Ravi', '9876543210', 'Monthly', '1500', '1200', ''],
      ['Asha Verma', '98123 45678', 'Quarterly', '4000', '800', 'Mumbai'],
    ]);
    expect((await ctx.members.get(asha)).json()).toMatchObject({ location: 'Mumbai' });
    const response = await imports().undo(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Undone: removed 1 members, put back 1.',
      removed: 1,
      restored: 1,
      kept: [],
    });
    expect(await gymAsSeen()).toEqual(before);
    expect((await imports().status(id)).json()).toMatchObject({
      state: 'undone',
      undo_until: null,
    });
    const trail = await ctx.app.db
      .selectFrom('activity')
      .select(['action', 'data'])
      .where('action', '=', 'members.import_undone')
      .execute();
    expect(trail.map(({ data }) => JSON.parse(data))).toEqual([
      { removed: 1, restored: 1, kept: 0 },
    ]);
    const again = await imports().undo(id);
    expect([again.statusCode, again.json().message]).toEqual([409, IMPORT_MESSAGES.alreadyUndone]);
  });

  it('leaves a member changed since the import as it is, and says which and why', async () => {
    const id = await imported([
      ['Ravi', '9876543210', 'Monthly', '1500', '0', ''],
      ['Sunil', '9876543211', 'Monthly', '1500', '0', ''],
      ['Kiran', '9876543212', 'Monthly', '1500', '0', ''],
      ['Asha Verma', '98123 45678', '', '', '', 'Mumbai'],
    ]);
    const ids = Object.fromEntries(
      (await ctx.app.db.selectFrom('members').select(['id', 'name']).execute()).map((m) => [
        m.name,
        m.id,
      ]),
    );
    const form = { ...memberForm, plan: String(monthly), fee: '1500', paid: '0', due: '' };
    await ctx.members.update(ids.Ravi!, { ...form, name: 'Ravi', phone: '9876543210' });
    await ctx.send('POST', '/attendance/check_in', { member_id: ids.Sunil });
    await ctx.send('POST', `/payments/record_payment/${ids.Kiran}`, {
      amount: 100,
      method: 'cash',
    });
    await ctx.members.update(asha, {
      ...form,
      phone: '+919812345678',
      paid: '500',
      location: 'Goa',
    });

    const response = await imports().undo(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ removed: 0, restored: 0 });
    expect(response.json().kept).toEqual([
      { member_id: ids.Ravi, name: 'Ravi', reason: 'Changed since the import' },
      { member_id: ids.Sunil, name: 'Sunil', reason: 'Has visits since the import' },
      { member_id: ids.Kiran, name: 'Kiran', reason: 'Changed since the import' },
      { member_id: asha, name: 'Asha Verma', reason: 'Changed since the import: Location' },
    ]);
    expect(await ctx.app.db.selectFrom('members').select('id').execute()).toHaveLength(4);
    expect((await ctx.members.get(asha)).json()).toMatchObject({ location: 'Goa' });
  });

  it('leaves a member whose imported payment was voided, even when paid again since', async () => {
    const id = await imported([['Asha Verma', '98123 45678', '', '', '1200', '']]);
    const invoice = await ctx.app.db
      .selectFrom('invoices')
      .select('id')
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow();
    const voided = await ctx.send('POST', `/invoices/void/${invoice.id}`, { reason: 'Not paid' });
    expect(voided.statusCode).toBe(200);
    // Paid back to what the import set: its fields hold the import's values again.
    await ctx.send('POST', `/payments/record_payment/${asha}`, { amount: 700, method: 'cash' });
    const paid = ctx.app.db.selectFrom('members').select('paid_amount').where('id', '=', asha);
    expect(await paid.executeTakeFirstOrThrow()).toEqual({ paid_amount: 1200 });

    const response = await imports().undo(id);
    expect(response.json()).toMatchObject({ removed: 0, restored: 0 });
    expect(response.json().kept).toEqual([
      { member_id: asha, name: 'Asha Verma', reason: 'An imported invoice has been voided' },
    ]);
  });

  it('can be undone only once the import has run, and within 24 hours of its end', async () => {
    const { id } = await imports().reviewed([
      HEADER,
      ['Ravi', '9876543210', 'Monthly', '', '', ''],
    ]);
    const early = await imports().undo(id);
    expect([early.statusCode, early.json().message]).toEqual([409, IMPORT_MESSAGES.notRun]);
    await imports().runAll(id);
    await ctx.app.db
      .updateTable('imports')
      .set({ finished_at: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const late = await imports().undo(id);
    expect([late.statusCode, late.json().message]).toEqual([409, IMPORT_MESSAGES.undoExpired]);
    expect(await ctx.app.db.selectFrom('members').select('id').execute()).toHaveLength(2);
  });
  describe('in steps of a few dozen rows, each its own transaction', () => {
    /** More new members than two steps take, and Asha's update in the second step. */
    const manyRows = () => {
      const rows = Array.from({ length: WRITE_STEP_ROWS * 2 + 5 }, (_, i) => [
        `Member ${i}`,
        `97000${String(i).padStart(5, '0')}`,
        'Monthly',
        '1500',
        '500',
        '',
      ]);
      rows.splice(WRITE_STEP_ROWS + 2, 0, ['Asha Verma', '98123 45678', '', '', '800', 'Mumbai']);
      return rows;
    };
    const memberCount = async () =>
      (await ctx.app.db.selectFrom('members').select('id').execute()).length;
    const undoneRecords = () =>
      ctx.app.db
        .selectFrom('activity')
        .select('data')
        .where('action', '=', 'members.import_undone')
        .execute();

    it('takes back an import of several steps whole: the gym as it was, its kept counts true', async () => {
      const before = await gymAsSeen();
      const id = await imported(manyRows());
      expect(await memberCount()).toBe(WRITE_STEP_ROWS * 2 + 6);
      const response = await imports().undo(id);
      expect(response.json()).toEqual({
        status: 'success',
        message: `Undone: removed ${WRITE_STEP_ROWS * 2 + 5} members, put back 1.`,
        removed: WRITE_STEP_ROWS * 2 + 5,
        restored: 1,
        kept: [],
      });
      expect(await gymAsSeen()).toEqual(before);
      const { kept, truth } = await keptAndTruth(ctx.app.db);
      expect(kept).toEqual(truth);
      expect((await undoneRecords()).map(({ data }) => JSON.parse(data))).toEqual([
        { removed: WRITE_STEP_ROWS * 2 + 5, restored: 1, kept: 0 },
      ]);
    });

    it('goes on from where it stopped when asked again, even past the 24 hours', async () => {
      const before = await gymAsSeen();
      const id = await imported(manyRows());
      // The first step only removes members; the second puts Asha back, which writes to the trail.
      await failInserts(ctx.app.db, 'activity', 'after', 'the server stopped');
      const stopped = await imports().undo(id);
      expect(stopped.statusCode).toBe(500);
      await stopFailingInserts(ctx.app.db, 'activity', 'after');
      // The first step stays done; the second wrote nothing.
      expect(await memberCount()).toBe(WRITE_STEP_ROWS + 6);
      expect((await ctx.members.get(asha)).json()).toMatchObject({ location: 'Mumbai' });
      expect((await imports().status(id)).json()).toMatchObject({ state: 'imported' });
      const { kept, truth } = await keptAndTruth(ctx.app.db);
      expect(kept).toEqual(truth);
      await ctx.app.db
        .updateTable('imports')
        .set({ finished_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
        .where('id', '=', id)
        .execute();

      const resumed = await imports().undo(id);
      expect(resumed.json()).toMatchObject({
        removed: WRITE_STEP_ROWS * 2 + 5,
        restored: 1,
        kept: [],
      });
      expect(await gymAsSeen()).toEqual(before);
      const after = await keptAndTruth(ctx.app.db);
      expect(after.kept).toEqual(after.truth);
      expect(await undoneRecords()).toHaveLength(1);
      const again = await imports().undo(id);
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        IMPORT_MESSAGES.alreadyUndone,
      ]);
    });

    it('names the members it left across steps, in sheet order', async () => {
      const rows = manyRows();
      const id = await imported(rows);
      const last = rows.length - 1;
      const ids = new Map(
        (await ctx.app.db.selectFrom('members').select(['id', 'name']).execute()).map((m) => [
          m.name,
          m.id,
        ]),
      );
      await ctx.send('POST', '/attendance/check_in', { member_id: ids.get('Member 1') });
      await ctx.send('POST', '/attendance/check_in', { member_id: ids.get(rows[last]![0]!) });
      const response = await imports().undo(id);
      expect(response.json().kept).toEqual([
        { member_id: ids.get('Member 1'), name: 'Member 1', reason: 'Has visits since the import' },
        {
          member_id: ids.get(rows[last]![0]!),
          name: rows[last]![0],
          reason: 'Has visits since the import',
        },
      ]);
      expect(response.json()).toMatchObject({ removed: rows.length - 3, restored: 1 });
    });
  });
});
