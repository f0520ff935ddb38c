import { sql } from 'kysely';
import { memberForm } from '../../testing/members-client';
import { addDays, dayInWords, today } from '../../domain/dates';
import { isUniqueViolation } from '../../db/errors';
import { failInserts } from '../../testing/break-table';
import { testDialect } from '../../testing/test-database';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('attendance routes', () => {
  const ctx = useSignedInApp();
  let plan: number;

  /** A member on a 30-day plan who joined `joinedDaysAgo` days ago (30 or more: expired). */
  const addMember = async (
    name: string,
    { joinedDaysAgo = 0, status = 'Active', paid = '1500', phone = '+919812345678' } = {},
  ) => {
    const fields = {
      ...memberForm,
      name,
      phone,
      status,
      paid,
      fee: '1500',
      plan: String(plan),
      joining_day: addDays(today(), -joinedDaysAgo),
    };
    const response = await ctx.members.add(fields);
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };
  const checkIn = (member_id: unknown) => ctx.send('POST', '/attendance/check_in', { member_id });
  const checkOut = (id: number | string) => ctx.send('POST', `/attendance/check_out/${id}`);
  const remove = (id: number | string) => ctx.send('DELETE', `/attendance/delete/${id}`);
  const rows = () => ctx.app.db.selectFrom('attendance').selectAll().orderBy('id').execute();

  beforeEach(async () => {
    plan = await ctx.members.addPlan('Monthly', 30, 1500);
  });

  it('checks a member in today and lists the record on today’s page with the days left and the checked-in-now count', async () => {
    const id = await addMember('Asha Verma', { joinedDaysAgo: 10 });
    const response = await checkIn(id);
    expect(response.statusCode).toBe(201);
    const { record, ...rest } = response.json();
    expect(rest).toEqual({
      status: 'success',
      message: 'Asha Verma checked in.',
      activity_id: expect.any(Number),
    });
    expect(record).toEqual({
      id: expect.any(Number),
      member_id: id,
      name: 'Asha Verma',
      day: today(),
      check_in: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      check_out: null,
      no_check_out: false,
      expire_date: addDays(today(), 20),
      days_left: 20,
      branch_id: 1,
    });
    const page = (await ctx.get('/attendance/records')).json();
    expect(page).toEqual({ data: [record], total: 1, day: today(), checked_in_now: 1 });
    expect(
      (await ctx.get(`/attendance/records?day=${today()}&page=1&page_size=10`)).json(),
    ).toEqual(page);
  });

  it('checks out once: the record keeps its check-in, gains a check-out, and leaves the checked-in-now count', async () => {
    const id = await addMember('Asha Verma');
    const { record } = (await checkIn(id)).json();
    const out = await checkOut(record.id);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      status: 'success',
      message: 'Asha Verma checked out.',
      record: { id: record.id, check_in: record.check_in },
    });
    expect(out.json().record.check_out >= record.check_in).toBe(true);
    expect((await ctx.get('/attendance/records')).json()).toMatchObject({
      total: 1,
      checked_in_now: 0,
    });

    const before = await rows();
    const again = await checkOut(record.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'failed',
      message: 'Asha Verma was already checked out.',
    });
    expect(await rows()).toEqual(before);
    // Out again, in again: a new visit.
    expect((await checkIn(id)).statusCode).toBe(201);
    expect(await rows()).toHaveLength(2);
  });

  describe('refusals: a 409 with a message for the desk, and nothing written', () => {
    it.each([
      [
        'an expired member',
        { joinedDaysAgo: 40 },
        (day: string) => `Late Larry's membership expired on ${day}. Renew it before checking in.`,
      ],
      [
        'an Inactive member',
        { status: 'Inactive' },
        () => 'Late Larry is Inactive and cannot check in.',
      ],
    ])('%s', async (_, options, message) => {
      const id = await addMember('Late Larry', options);
      const response = await checkIn(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'failed',
        message: message(dayInWords(addDays(today(), -10))),
      });
      expect(await rows()).toEqual([]);
    });

    it('a member already checked in, also when both requests arrive at once', async () => {
      const id = await addMember('Asha Verma');
      const answers = await Promise.all([checkIn(id), checkIn(id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
        status: 'failed',
        message: 'Asha Verma is already checked in. Check them out first.',
      });
      expect(await rows()).toHaveLength(1);
    });
  });

  describe('a visit left open on an earlier day (docs/product/attendance.md §16)', () => {
    const yesterday = () => addDays(today(), -1);
    /** A visit of yesterday that nobody checked out. */
    const leftOpen = async (member_id: number) => {
      const check_in = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      const { id } = await ctx.app.db
        .insertInto('attendance')
        .values({ member_id, day: yesterday(), check_in, check_out: null, created_at: check_in })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, check_in };
    };
    const lookup = async (q: string) =>
      (await ctx.get(`/attendance/lookup?q=${encodeURIComponent(q)}`)).json().data[0];

    it('does not block today’s check-in: it is closed as “No check-out recorded” on its own day, and the message says so', async () => {
      const id = await addMember('Asha Verma', { joinedDaysAgo: 10 });
      const stale = await leftOpen(id);
      // The desk is not told the member is in, nor refused.
      expect(await lookup('Asha')).toMatchObject({
        checked_in: false,
        standing: 'Active',
        refusal: null,
      });

      const response = await checkIn(id);
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(
        `Asha Verma checked in. Their visit on ${dayInWords(yesterday())} had no check-out recorded.`,
      );
      expect(response.json().record).toMatchObject({
        day: today(),
        check_out: null,
        no_check_out: false,
      });
      const past = (await ctx.get(`/attendance/records?day=${yesterday()}`)).json();
      expect(past).toMatchObject({ total: 1, checked_in_now: 1 });
      expect(past.data).toEqual([
        expect.objectContaining({
          id: stale.id,
          day: yesterday(),
          check_in: stale.check_in,
          check_out: stale.check_in,
          no_check_out: true,
        }),
      ]);
      expect(
        await ctx.app.db
          .selectFrom('attendance_day_counts')
          .select(['day', 'total', 'open'])
          .where('total', '>', 0)
          .orderBy('day')
          .execute(),
      ).toEqual([
        { day: yesterday(), total: 1, open: 0 },
        { day: today(), total: 1, open: 1 },
      ]);
      // The next check-in of the day is an ordinary one, refused while the member is in.
      expect((await checkIn(id)).json().message).toBe(
        'Asha Verma is already checked in. Check them out first.',
      );
    });

    it('stays open when the check-in is refused or fails (one transaction)', async () => {
      const expired = await addMember('Late Larry', { joinedDaysAgo: 40 });
      await leftOpen(expired);
      expect((await checkIn(expired)).statusCode).toBe(409);
      const asha = await addMember('Asha Verma', { phone: '+919800000007' });
      await leftOpen(asha);
      await failInserts(ctx.app.db, 'attendance', 'after', 'boom');
      expect((await checkIn(asha)).statusCode).toBe(500);
      expect((await rows()).map((r) => [r.check_out, r.no_check_out])).toEqual([
        [null, 0],
        [null, 0],
      ]);
    });

    it('is closed once when two desks check the member in at once', async () => {
      const id = await addMember('Asha Verma');
      await leftOpen(id);
      const answers = await Promise.all([checkIn(id), checkIn(id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect((await rows()).map((r) => [r.day, r.check_out === null, r.no_check_out])).toEqual([
        [yesterday(), false, 1],
        [today(), true, 0],
      ]);
    });

    it('can still be checked out by hand before that, like any visit', async () => {
      const id = await addMember('Asha Verma');
      const stale = await leftOpen(id);
      const out = await checkOut(stale.id);
      expect(out.json()).toMatchObject({ record: { no_check_out: false } });
      expect(out.json().record.check_out).not.toBeNull();
      expect((await checkIn(id)).json().message).toBe('Asha Verma checked in.');
    });
  });

  it('the database itself refuses a second open check-in for a member (partial unique index)', async () => {
    const id = await addMember('Asha Verma');
    const now = new Date().toISOString();
    const open = { member_id: id, day: today(), check_in: now, check_out: null, created_at: now };
    await ctx.app.db.insertInto('attendance').values(open).execute();
    const refused = await ctx.app.db
      .insertInto('attendance')
      .values(open)
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
    expect(String(refused)).toMatch(
      {
        sqlite: /UNIQUE constraint failed: attendance\.member_id/,
        postgres: /unique constraint "attendance_one_open"/,
      }[testDialect()],
    );
    // A closed visit beside the open one is fine.
    await ctx.app.db
      .insertInto('attendance')
      .values({ ...open, check_out: now })
      .execute();
    expect(await rows()).toHaveLength(2);
  });

  it('pages a day’s records newest first with the total, and another day shows only its own', async () => {
    const ids = [];
    for (const name of ['Ann One', 'Ben Two', 'Cat Three'])
      ids.push(await addMember(name, { phone: `+91980000000${ids.length}` }));
    for (const id of ids) await checkIn(id);
    const yesterday = addDays(today(), -1);
    await sql`UPDATE attendance SET day = ${yesterday} WHERE member_id = ${ids[0]}`.execute(
      ctx.app.db,
    );

    const page1 = (await ctx.get('/attendance/records?page=1&page_size=1')).json();
    expect(page1).toMatchObject({ total: 2, checked_in_now: 2, data: [{ name: 'Cat Three' }] });
    expect(
      (await ctx.get('/attendance/records?page=2&page_size=1'))
        .json()
        .data.map((r: { name: string }) => r.name),
    ).toEqual(['Ben Two']);
    expect((await ctx.get('/attendance/records?page=3&page_size=1')).json()).toMatchObject({
      data: [],
      total: 2,
    });
    const past = (await ctx.get(`/attendance/records?day=${yesterday}`)).json();
    expect(past).toMatchObject({
      day: yesterday,
      total: 1,
      checked_in_now: 2,
      data: [{ name: 'Ann One' }],
    });
  });

  it('keeps the per-day counts equal to the records through check-ins, check-outs, day changes, deletes and a member’s deletion', async () => {
    const ids = [];
    for (const name of ['Ann One', 'Ben Two', 'Cat Three'])
      ids.push(await addMember(name, { phone: `+91981000000${ids.length}` }));
    const records = [];
    for (const id of ids) records.push((await checkIn(id)).json().record.id as number);
    await checkOut(records[0]!);
    await sql`UPDATE attendance SET day = ${addDays(today(), -3)} WHERE id = ${records[1]}`.execute(
      ctx.app.db,
    );
    await remove(records[2]!);
    await checkIn(ids[2]);
    await ctx.members.remove(ids[0]!);
    const counted = await sql<{ day: string; total: number; open: number }>`
      SELECT day, count(*) AS total, sum(CASE WHEN check_out IS NULL THEN 1 ELSE 0 END) AS open FROM attendance GROUP BY day ORDER BY day`.execute(
      ctx.app.db,
    );
    const kept = await ctx.app.db
      .selectFrom('attendance_day_counts')
      .select(['day', 'total', 'open'])
      .where('total', '>', 0)
      .orderBy('day')
      .execute();
    expect(kept).toEqual(counted.rows);
    expect(kept).toEqual([
      { day: addDays(today(), -3), total: 1, open: 1 },
      { day: today(), total: 1, open: 1 },
    ]);
  });

  it('deletes one record; unknown ids are 404 and change nothing', async () => {
    const id = await addMember('Asha Verma');
    const { record } = (await checkIn(id)).json();
    const before = await rows();
    for (const response of [await remove(999), await checkOut(999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'Attendance record 999 not found.',
      });
    }
    const unknownMember = await checkIn(999);
    expect(unknownMember.statusCode).toBe(404);
    expect(unknownMember.json()).toEqual({
      status: 'failed',
      message: 'No member with that id here.',
    });
    expect(await rows()).toEqual(before);

    const response = await remove(record.id);
    expect(response.json()).toEqual({ status: 'success', message: 'Deleted successfully!' });
    expect(await rows()).toEqual([]);
    expect((await remove(record.id)).statusCode).toBe(404);
  });

  it('a member’s deletion removes their attendance', async () => {
    const [asha, ravi] = [
      await addMember('Asha Verma'),
      await addMember('Ravi Rao', { phone: '+919800000009' }),
    ];
    await checkIn(asha);
    await checkIn(ravi);
    expect((await ctx.members.remove(asha)).statusCode).toBe(200);
    expect((await rows()).map((r) => r.member_id)).toEqual([ravi]);
  });

  it('a check-in that fails after its insert leaves nothing behind (one transaction)', async () => {
    const id = await addMember('Asha Verma');
    // Makes the read-back after the insert fail, inside the same transaction.
    await failInserts(ctx.app.db, 'attendance', 'after', 'boom');
    const response = await checkIn(id);
    expect(response.statusCode).toBe(500);
    expect(await rows()).toEqual([]);
  });
});

// Refusals write nothing: one app serves them all.
describe('attendance routes: validation (400, nothing written)', () => {
  const ctx = useSignedInApp({}, 'all');
  const checkOut = (id: number | string) => ctx.send('POST', `/attendance/check_out/${id}`);
  const remove = (id: number | string) => ctx.send('DELETE', `/attendance/delete/${id}`);
  const rows = () => ctx.app.db.selectFrom('attendance').selectAll().orderBy('id').execute();

  it.each([
    ['a missing member_id', {}, 'Member id is required'],
    ['a member_id that is not a number', { member_id: 'abc' }, 'Member id must be a whole number'],
    ['a member_id of 0', { member_id: 0 }, 'Member id must be at least 1'],
    ['a fractional member_id', { member_id: 1.5 }, 'Member id must be a whole number'],
  ])('check-in with %s', async (_, payload, message) => {
    const response = await ctx.send('POST', '/attendance/check_in', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['/attendance/records?day=2026-02-30', 'Day must be a real date written YYYY-MM-DD'],
    ['/attendance/records?day=yesterday', 'Day must be a real date written YYYY-MM-DD'],
    ['/attendance/records?day=1800-01-01', 'Day must be between 1900-01-01 and 2100-12-31'],
    ['/attendance/records?page=0', 'Page must be at least 1'],
    ['/attendance/records?page_size=101', 'Page size must be at most 100'],
    ['/attendance/records?page=0x2', 'Page must be a whole number'],
    ['/attendance/lookup', 'The search is required'],
    ['/attendance/lookup?q=%20%20', 'The search must not be blank'],
    [`/attendance/lookup?q=${'x'.repeat(101)}`, 'The search must be at most 100 characters'],
    ['/attendance/lookup?q=a%00b', 'The search must not contain control characters'],
  ])('GET %s', async (url, message) => {
    const response = await ctx.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
  });

  it.each(['0', 'abc', '1.5', '0x1', '99999999999999999999'])('ids in the path: %s', async (id) => {
    for (const response of [await checkOut(id), await remove(id)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('failed');
    }
  });
});
