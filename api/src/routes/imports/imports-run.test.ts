import { WRITE_STEP_ROWS } from '../../lib/batches';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../schemas/imports';
import { failInserts, stopFailingInserts } from '../../testing/break-table';
import { importsClient } from '../../testing/imports-client';
import { keptAndTruth } from '../../testing/kept-tables';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('POST /imports/:id/run: importing in batches', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);

  const HEADER = ['Name', 'Phone', 'Plan', 'Fee', 'Paid', 'Location'];
  const newRows = (n: number, first = 0) =>
    Array.from({ length: n }, (_, i) => [
      `Member ${first + i}`,
      `97000${String(first + i).padStart(5, '0')}`,
      'Monthly',
      '1500',
      '500',
      '',
    ]);
  const summary = async () => (await ctx.get('/dashboard/summary')).json();
  const count = async (table: 'members' | 'invoices') =>
    Number(
      (
        await ctx.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let monthly: number;

  beforeEach(async () => {
    monthly = await ctx.members.addPlan('Monthly', 30, 1500);
  });

  it('runs batch after batch, each answering where the import stands, and ends with its message', async () => {
    const total = IMPORT_LIMITS.batchRows + 20;
    const { id } = await imports().reviewed([HEADER, ...newRows(total)]);
    const progress = await imports().runAll(id);
    expect(
      progress.map(({ done, total, added, finished, message }) => [
        done,
        total,
        added,
        finished,
        message,
      ]),
    ).toEqual([
      [IMPORT_LIMITS.batchRows, total, IMPORT_LIMITS.batchRows, false, null],
      [total, total, total, true, `Imported ${total} members, updated 0, skipped 0.`],
    ]);
    expect(progress[0]!.undo_until).toBeNull();
    const undoUntil = Date.parse(progress[1]!.undo_until!);
    expect(Math.abs(undoUntil - Date.now() - IMPORT_LIMITS.undoHours * 3_600_000)).toBeLessThan(
      60_000,
    );
    expect(await count('members')).toBe(total);
    // Where it stands, for a screen whose last answer was lost: its last word included.
    expect((await imports().status(id)).json()).toMatchObject({
      state: 'imported',
      done: total,
      added: total,
      message: `Imported ${total} members, updated 0, skipped 0.`,
    });
    const again = await imports().run(id, total);
    expect([again.statusCode, again.json().message]).toEqual([409, IMPORT_MESSAGES.finished]);
  });

  it('refuses a batch from another row than the next, and a run before the review', async () => {
    const upload = await imports().uploaded([HEADER, ...newRows(3)]);
    const early = await imports().run(upload.import_id, 0);
    expect([early.statusCode, early.json().message]).toEqual([400, IMPORT_MESSAGES.notReviewed]);
    await imports().review(upload.import_id, upload.mapping);
    const skipped = await imports().run(upload.import_id, 2);
    expect([skipped.statusCode, skipped.json().message]).toEqual([409, IMPORT_MESSAGES.movedOn]);
    expect(await count('members')).toBe(0);
    // Once running, the mapping is fixed.
    await imports().runAll(upload.import_id);
    const review = await imports().review(upload.import_id, upload.mapping);
    expect([review.statusCode, review.json().message]).toEqual([409, IMPORT_MESSAGES.finished]);
  });

  it('writes nothing of a batch when one of its rows fails to be written, then resumes from the same row', async () => {
    const { id } = await imports().reviewed([HEADER, ...newRows(3)]);
    const before = await summary();
    await failInserts(ctx.app.db, 'activity', 'after', 'the disk is full');
    const failed = await imports().run(id, 0);
    expect(failed.statusCode).toBe(500);
    expect(await count('members')).toBe(0);
    expect(await count('invoices')).toBe(0);
    expect((await imports().status(id)).json()).toMatchObject({
      state: 'reviewed',
      done: 0,
      added: 0,
      message: null,
    });
    const outcomes = await ctx.app.db
      .selectFrom('import_rows')
      .select('outcome')
      .where('import_id', '=', id)
      .execute();
    expect(outcomes.every((row) => row.outcome === null)).toBe(true);
    expect(await summary()).toEqual(before);
    await stopFailingInserts(ctx.app.db, 'activity', 'after');
    const [resumed] = await imports().runAll(id);
    expect(resumed).toMatchObject({ done: 3, added: 3, finished: true });
  });

  it('writes a batch in steps: one stopped part-way keeps the steps before and goes on from the next', async () => {
    const total = WRITE_STEP_ROWS * 2 + 5;
    const { id } = await imports().reviewed([HEADER, ...newRows(total)]);
    const stopAt = `Member ${WRITE_STEP_ROWS + 3}`;
    await failInserts(
      ctx.app.db,
      'members',
      'after',
      'the server stopped',
      `NEW.name = '${stopAt}'`,
    );
    const failed = await imports().run(id, 0);
    expect(failed.statusCode).toBe(500);
    await stopFailingInserts(ctx.app.db, 'members', 'after');
    // The first step stands; the second wrote nothing.
    expect(await count('members')).toBe(WRITE_STEP_ROWS);
    expect(await count('invoices')).toBe(WRITE_STEP_ROWS);
    const status = (await imports().status(id)).json();
    expect(status).toMatchObject({
      state: 'importing',
      done: WRITE_STEP_ROWS,
      added: WRITE_STEP_ROWS,
    });
    const stale = await imports().run(id, 0);
    expect([stale.statusCode, stale.json().message]).toEqual([409, IMPORT_MESSAGES.movedOn]);

    const resumed = await imports().run(id, status.done);
    expect(resumed.json()).toMatchObject({ done: total, added: total, finished: true });
    expect(await count('members')).toBe(total);
    const { kept, truth } = await keptAndTruth(ctx.app.db);
    expect(kept).toEqual(truth);
  });

  it('bills what was paid on imported invoices, left out of the money received this month', async () => {
    const before = await summary();
    await imports().member(monthly);
    const collected = (await summary()).collected_this_month;
    const { id } = await imports().reviewed([
      HEADER,
      ['Ravi', '9876543210', 'Monthly', '1500', '1200', ''],
      ['Sunil', '9876543211', 'Monthly', '', '', ''],
      // Asha paid 300 more since the old system's last payment.
      ['Asha Verma', '98123 45678', '', '', '800', 'Mumbai'],
    ]);
    const [done] = await imports().runAll(id);
    expect(done).toMatchObject({ added: 2, updated: 1, skipped: 0 });
    const members = await ctx.app.db
      .selectFrom('members')
      .select(['id', 'name', 'paid_amount', 'total_fee', 'location'])
      .orderBy('id')
      .execute();
    expect(
      members.map(({ name, paid_amount, total_fee, location }) => [
        name,
        paid_amount,
        total_fee,
        location,
      ]),
    ).toEqual([
      ['Asha Verma', 800, 1500, 'Mumbai'],
      ['Ravi', 1200, 1500, null],
      // No fee given: the plan's price.
      ['Sunil', 0, 1500, null],
    ]);
    for (const member of members) {
      const invoices = await ctx.app.db
        .selectFrom('invoices')
        .select(['paid_amount', 'import_id'])
        .where('member_id', '=', member.id)
        .execute();
      expect(invoices.reduce((sum, invoice) => sum + invoice.paid_amount, 0)).toBe(
        member.paid_amount,
      );
      expect(invoices.filter((invoice) => invoice.import_id === id)).toHaveLength(1);
    }
    const listed = (await ctx.get('/payments/all_invoices?page=1&page_size=10')).json().data;
    expect(
      listed
        .map((invoice: { member: string; paid_amount: number; imported: boolean }) => [
          invoice.member,
          invoice.paid_amount,
          invoice.imported,
        ])
        .sort(),
    ).toEqual(
      [
        ['Asha Verma', 300, true],
        ['Asha Verma', 500, false],
        ['Ravi', 1200, true],
        ['Sunil', 0, true],
      ].sort(),
    );
    // That money was received before Spotter: not in this month's money received.
    expect((await summary()).collected_this_month).toBe(collected);
    expect(collected).toBe(before.collected_this_month + 500);
    const trail = await ctx.app.db
      .selectFrom('activity')
      .select(['action', 'label', 'data'])
      .where('action', 'in', ['members.imported', 'member.added', 'member.edited'])
      .orderBy('id')
      .execute();
    expect(
      trail.map(({ action, label, data }) => [action, label, JSON.parse(data).import_id ?? null]),
    ).toEqual([
      ['member.added', 'Asha Verma', null],
      ['member.added', 'Ravi', id],
      ['member.added', 'Sunil', id],
      ['member.edited', 'Asha Verma', id],
      ['members.imported', 'members.csv', null],
    ]);
  });

  it('reads each row again at run time: a member added since the review is updated, not added twice', async () => {
    const { id, review } = await imports().reviewed([
      HEADER,
      ['Ravi', '9876543210', 'Monthly', '1500', '', 'Pune'],
    ]);
    expect(review.counts.new).toBe(1);
    await imports().member(monthly, {
      name: 'Ravi',
      phone: '+919876543210',
      paid: '0',
      location: 'Delhi',
    });
    const [done] = await imports().runAll(id);
    expect(done).toMatchObject({
      added: 0,
      updated: 1,
      message: 'Imported 0 members, updated 1, skipped 0.',
    });
    expect(await count('members')).toBe(1);
  });
});
