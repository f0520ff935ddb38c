import { dayIn, weekdayOf } from '../../domain/class-times';
import { addDays } from '../../domain/dates';
import { classesClient, tomorrow } from '../../testing/classes-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * The rules of group classes (docs/product/classes.md), on whichever database the project runs:
 * capacity, the messages, who may book, the waitlist that fills itself, cancelling.
 */
describe('group classes', () => {
  const ctx = useSignedInApp();
  let plan: number;

  beforeEach(async () => {
    plan = await ctx.dues.members.addPlan('Gold', 365, 1500);
  });

  const { member, sessionOf, book, cancel, details, startsIn } = classesClient(ctx, () => plan);
  const actions = async () =>
    (await ctx.app.db.selectFrom('activity').select('action').orderBy('id').execute()).map(
      (row) => row.action,
    );

  it('books, then waitlists, in the desk’s words; a member holds one place per class', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const asha = await member('Asha Verma', 1);
    const ravi = await member('Ravi Kumar', 2);
    const first = await book(session, asha);
    expect(first.statusCode).toBe(201);
    const day = tomorrow();
    const weekday = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][
      weekdayOf(day) - 1
    ];
    const [y, m, d] = day.split('-').map(Number);
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[m! - 1];
    expect(first.json()).toMatchObject({
      status: 'success',
      message: `Asha Verma is booked for Yoga on ${weekday}, ${d} ${month} ${y} at 07:00.`,
      booking: { member_id: asha, status: 'booked' },
    });
    expect(first.json().booking.position).toBeUndefined();
    const second = await book(session, ravi);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      message: 'This class is full. Ravi Kumar is number 1 on the waitlist.',
      booking: { member_id: ravi, status: 'waitlisted', position: 1 },
    });
    for (const again of [asha, ravi]) {
      const refused = await book(session, again);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(
        /^(Asha Verma|Ravi Kumar) is already booked for this class\.$/,
      );
    }
    const shown = await details(session);
    expect(shown.session).toMatchObject({ booked: 1, waitlist: 1, capacity: 1 });
    expect(shown.roster.map((b: { member_name: string }) => b.member_name)).toEqual(['Asha Verma']);
    expect(shown.waitlist).toEqual([
      expect.objectContaining({ member_name: 'Ravi Kumar', position: 1 }),
    ]);
    expect(await actions()).toEqual(expect.arrayContaining(['class.booked', 'class.waitlisted']));
  });

  it('never goes over capacity: twenty bookings at once for 5 places give 5 booked and 15 waitlisted, 1–15', async () => {
    const { session } = await sessionOf({ capacity: 5 });
    const members = [];
    for (let i = 0; i < 20; i += 1) members.push(await member(`Member ${i}`, 100 + i));
    const answers = await Promise.all(members.map((id) => book(session, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const statuses = answers.map((answer) => answer.json().booking.status);
    expect(statuses.filter((s) => s === 'booked')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(15);
    const positions = answers
      .map((answer) => answer.json().booking.position)
      .filter((p) => p !== undefined)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const shown = await details(session);
    expect(shown.session).toMatchObject({ booked: 5, waitlist: 15 });
    expect(shown.waitlist.map((b: { position: number }) => b.position)).toEqual(positions);
  });

  it('gives a place freed before the cut-off to the first waitlisted, in the same write, renumbering the rest', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [a, b, c] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Neha Singh', 3),
    ];
    const booked = (await book(session, a)).json().booking.id;
    await book(session, b);
    await book(session, c);
    const cancelled = await cancel(booked);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking: { status: 'cancelled' },
      promoted: [{ member_id: b, status: 'booked' }],
    });
    const shown = await details(session);
    expect(
      shown.roster.map((one: { member_id: number; status: string }) => [one.member_id, one.status]),
    ).toEqual([
      [a, 'cancelled'],
      [b, 'booked'],
    ]);
    expect(shown.waitlist).toEqual([expect.objectContaining({ member_id: c, position: 1 })]);
    const promotion = await ctx.app.db
      .selectFrom('activity')
      .select(['label', 'member_id'])
      .where('action', '=', 'class_booking.promoted')
      .execute();
    expect(promotion).toEqual([{ label: 'Ravi Kumar', member_id: b }]);
    // The desk is told to WhatsApp them: a task of Due today in Reminders, and in the bell.
    const queue = (await ctx.get('/reminders?tab=due')).json();
    const task = queue.data.find((one: { kind: string }) => one.kind === 'class');
    const [y, m, d] = tomorrow().split('-').map(Number);
    const when = `${d} ${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[m! - 1]} ${y} at 07:00`;
    expect(task).toMatchObject({
      member_id: b,
      name: 'Ravi Kumar',
      reason: `Booked from the waitlist: Yoga, ${when}`,
      message: expect.stringContaining(`a place opened up in Yoga on ${when}`),
      whatsapp_url: expect.stringMatching(/^https:\/\/wa\.me\//),
    });
    const bell = (await ctx.get('/dashboard/notifications')).json();
    expect(JSON.stringify(bell)).toContain('Booked from the waitlist: Yoga');
    const promise = await ctx.send('POST', `/reminders/${task.id}/outcome`, {
      channel: 'whatsapp',
      outcome: 'promised',
      promised_on: tomorrow(),
    });
    expect(promise.statusCode).toBe(400);
    const logged = await ctx.send('POST', `/reminders/${task.id}/outcome`, {
      channel: 'whatsapp',
      outcome: 'sent',
    });
    expect(logged.statusCode).toBe(200);
    expect(
      (await ctx.get('/reminders?tab=due'))
        .json()
        .data.filter((one: { kind: string }) => one.kind === 'class'),
    ).toEqual([]);
  });

  it('restores a deleted member whose promotion made a class task, without their bookings', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [a, b] = [await member('Asha Verma', 1), await member('Ravi Kumar', 2)];
    const booked = (await book(session, a)).json().booking.id;
    await book(session, b);
    await cancel(booked);
    expect((await ctx.send('DELETE', `/members/delete_member/${b}`)).statusCode).toBe(200);
    const item = (await ctx.get('/deleted')).json().data[0];
    const restored = await ctx.send('POST', `/deleted/restore/${item.id}`);
    expect(restored.statusCode).toBe(200);
    expect(
      (await details(session)).roster.map((one: { member_id: number }) => one.member_id),
    ).toEqual([a]);
    expect(
      await ctx.app.db
        .selectFrom('reminder_tasks')
        .select('id')
        .where('booking_id', 'is not', null)
        .execute(),
    ).toEqual([]);
  });

  it('promotes two different members when two places are freed at once', async () => {
    const { session } = await sessionOf({ capacity: 2 });
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await member(`Member ${i}`, 10 + i));
    const bookings = [];
    for (const id of ids) bookings.push((await book(session, id)).json().booking);
    const answers = await Promise.all([cancel(bookings[0].id), cancel(bookings[1].id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const promoted = answers.flatMap((answer) =>
      answer.json().promoted.map((p: { member_id: number }) => p.member_id),
    );
    expect(promoted.sort()).toEqual([ids[2], ids[3]].sort());
    const shown = await details(session);
    expect(shown.session).toMatchObject({ booked: 2, waitlist: 1 });
    expect(shown.waitlist).toEqual([expect.objectContaining({ member_id: ids[4], position: 1 })]);
  });

  it('after the cut-off: a cancel is Late cancel, nobody is promoted, and the place stays free to book', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [a, b, c] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Neha Singh', 3),
    ];
    const booked = (await book(session, a)).json().booking.id;
    await book(session, b);
    await startsIn(session, 60);
    const late = await cancel(booked);
    expect(late.json()).toMatchObject({ booking: { status: 'late_cancel' }, promoted: [] });
    expect((await details(session)).session).toMatchObject({ booked: 0, waitlist: 1 });
    const taken = await book(session, c);
    expect(taken.json().booking).toMatchObject({ member_id: c, status: 'booked' });
  });

  it('cancels before the cut-off as Cancelled; a waitlist place is given up without a promotion', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [a, b, c] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Neha Singh', 3),
    ];
    await book(session, a);
    const waiting = (await book(session, b)).json().booking.id;
    await book(session, c);
    const answer = await cancel(waiting);
    expect(answer.json()).toMatchObject({ booking: { status: 'cancelled' }, promoted: [] });
    expect((await details(session)).waitlist).toEqual([
      expect.objectContaining({ member_id: c, position: 1 }),
    ]);
    expect((await cancel(waiting)).statusCode).toBe(409);
  });

  it('raising a session’s capacity books as many waitlisted members as places added', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await member(`Member ${i}`, 20 + i));
    for (const id of ids) await book(session, id);
    const raised = await ctx.send('POST', `/classes/sessions/${session}`, { capacity: 3 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().promoted.map((p: { member_id: number }) => p.member_id)).toEqual([
      ids[1],
      ids[2],
    ]);
    expect((await details(session)).waitlist).toEqual([
      expect.objectContaining({ member_id: ids[3], position: 1 }),
    ]);
    const lowered = await ctx.send('POST', `/classes/sessions/${session}`, { capacity: 2 });
    expect(lowered.statusCode).toBe(409);
  });

  it('releases a promoted member’s waitlist places in other sessions at the same time', async () => {
    const yoga = (await sessionOf({ name: 'Yoga', capacity: 1, time: '07:00' })).session;
    const zumba = (await sessionOf({ name: 'Zumba', capacity: 1, time: '07:30' })).session;
    const later = (await sessionOf({ name: 'Spin', capacity: 1, time: '18:00' })).session;
    const [a, b, c] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Neha Singh', 3),
    ];
    const yogaPlace = (await book(yoga, a)).json().booking.id;
    await book(zumba, c);
    await book(later, c);
    await book(yoga, b);
    await book(zumba, b);
    await book(later, b);
    const answer = await cancel(yogaPlace);
    expect(answer.json().promoted).toEqual([expect.objectContaining({ member_id: b })]);
    expect((await details(zumba)).waitlist).toEqual([]);
    expect((await details(later)).waitlist).toEqual([
      expect.objectContaining({ member_id: b, position: 1 }),
    ]);
    expect(await actions()).toContain('class_booking.released');
  });

  it('refuses a member whose plan does not include the class', async () => {
    const { session, type } = await sessionOf();
    const none = await ctx.dues.members.addPlan('Gym only', 30, 900);
    const chosen = await ctx.dues.members.addPlan('Yoga pass', 30, 900);
    await ctx.app.db.updateTable('plans').set({ classes: 'none' }).where('id', '=', none).execute();
    await ctx.app.db
      .updateTable('plans')
      .set({ classes: 'chosen' })
      .where('id', '=', chosen)
      .execute();
    const gymOnly = await member('Asha Verma', 1, none);
    const pass = await member('Ravi Kumar', 2, chosen);
    for (const [id, name] of [
      [gymOnly, 'Asha Verma'],
      [pass, 'Ravi Kumar'],
    ] as const) {
      const refused = await book(session, id);
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        `${name}'s plan does not include Yoga.`,
      ]);
    }
    await ctx.app.db
      .insertInto('plan_class_types')
      .values({ plan_id: chosen, class_type_id: type })
      .execute();
    expect((await book(session, pass)).statusCode).toBe(201);
  });

  it('refuses Expired and Inactive members as the check-in does', async () => {
    const { session } = await sessionOf();
    const expired = await member('Asha Verma', 1);
    const inactive = await member('Ravi Kumar', 2);
    await ctx.app.db
      .updateTable('members')
      .set({ expire_date: '2026-01-01' })
      .where('id', '=', expired)
      .execute();
    await ctx.app.db
      .updateTable('members')
      .set({ status: 'Inactive' })
      .where('id', '=', inactive)
      .execute();
    const answers = [await book(session, expired), await book(session, inactive)];
    const checkIns = [
      await ctx.send('POST', '/attendance/check_in', { member_id: expired }),
      await ctx.send('POST', '/attendance/check_in', { member_id: inactive }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409]);
    expect(answers.map((answer) => answer.json().message)).toEqual(
      checkIns.map((answer) => answer.json().message),
    );
    expect(answers[1]!.json().message).toBe('Ravi Kumar is Inactive and cannot check in.');
  });

  it('books a This-branch-only member at their home branch only', async () => {
    const baner = (
      await ctx.send('POST', '/branches/add_branch', { name: 'Baner', address: '', phone: '' })
    ).json().branch.id;
    const type = (
      await ctx.send('POST', '/classes/types', { name: 'Yoga', duration_minutes: 60, capacity: 5 })
    ).json().class_type.id;
    await ctx.send('POST', `/classes/slots?branch=${baner}`, {
      class_type_id: type,
      weekday: weekdayOf(tomorrow()),
      start_time: '07:00',
    });
    const week = (await ctx.get(`/classes/week?branch=${baner}&week=${tomorrow()}`)).json();
    const session = week.sessions[0].id;
    const home = await member('Asha Verma', 1);
    const anywhere = await member('Ravi Kumar', 2);
    await ctx.app.db
      .updateTable('members')
      .set({ branch_access: 'all' })
      .where('id', '=', anywhere)
      .execute();
    const refused = await ctx.send(
      'POST',
      `/classes/sessions/${session}/bookings?branch=${baner}`,
      { member_id: home },
    );
    const home1 = (
      await ctx.app.db
        .selectFrom('branches')
        .select('name')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).name;
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `Asha Verma is a member of ${home1}.`,
    ]);
    const allowed = await ctx.send(
      'POST',
      `/classes/sessions/${session}/bookings?branch=${baner}`,
      { member_id: anywhere },
    );
    expect(allowed.statusCode).toBe(201);
  });

  it('closes bookings once the session has started, and refuses a cancelled session', async () => {
    const { session } = await sessionOf();
    const asha = await member('Asha Verma', 1);
    await startsIn(session, -5);
    const closed = await book(session, asha);
    expect([closed.statusCode, closed.json().message]).toEqual([
      409,
      'Bookings for this class have closed.',
    ]);
    const other = (await sessionOf({ name: 'Zumba' })).session;
    const ravi = await member('Ravi Kumar', 2);
    const booked = (await book(other, ravi)).json().booking.id;
    expect((await ctx.send('POST', `/classes/sessions/${other}/cancel`)).statusCode).toBe(200);
    expect((await details(other)).roster).toEqual([
      expect.objectContaining({ id: booked, status: 'cancelled' }),
    ]);
    expect((await book(other, asha)).statusCode).toBe(409);
  });

  it('cancelling a session tells each member who held a place through Reminders, and closes their promotion’s task', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [a, b, c] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Neha Singh', 3),
    ];
    const first = (await book(session, a)).json().booking.id;
    await book(session, b);
    await book(session, c);
    await cancel(first); // Ravi is promoted (a task), Neha waits.
    const cancelled = await ctx.send('POST', `/classes/sessions/${session}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Session cancelled. Reminders has 2 members to tell.');
    const [y, m, d] = tomorrow().split('-').map(Number);
    const when = `${d} ${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[m! - 1]} ${y} at 07:00`;
    const classTasks = async () =>
      (await ctx.get('/reminders?tab=due'))
        .json()
        .data.filter((one: { kind: string }) => one.kind === 'class')
        .map((one: { member_id: number; reason: string; message: string }) => [
          one.member_id,
          one.reason,
          one.message,
        ]);
    // Ravi's promotion no longer holds: only the cancellation's tasks, one per member, are open.
    expect(await classTasks()).toEqual(
      [b, c].map((id) => [
        id,
        `Class cancelled: Yoga, ${when}`,
        expect.stringContaining(`Yoga on ${when} at `),
      ]),
    );
    expect((await classTasks())[0][2]).toMatch(/is cancelled, and your place with it\./);
    const bell = (await ctx.get('/dashboard/notifications')).json();
    expect(JSON.stringify(bell)).toContain(`Class cancelled: Yoga, ${when}`);
    // Logged as any class task: no promise, a contact closes it.
    const task = (await ctx.get('/reminders?tab=due'))
      .json()
      .data.find((one: { member_id: number }) => one.member_id === c);
    const logged = await ctx.send('POST', `/reminders/${task.id}/outcome`, {
      channel: 'whatsapp',
      outcome: 'sent',
    });
    expect(logged.statusCode).toBe(200);
    expect((await classTasks()).map(([id]: [number]) => id)).toEqual([b]);
    // A session nobody booked tells nobody.
    const empty = (await sessionOf({ name: 'Zumba' })).session;
    const quiet = await ctx.send('POST', `/classes/sessions/${empty}/cancel`);
    expect(quiet.json().message).toBe('Session cancelled.');
  });

  it('changes a slot’s sessions to come when the slot is edited, not its past ones', async () => {
    const { session, slot, type } = await sessionOf();
    // A past session of the same slot, a week ago.
    const past = await ctx.app.db
      .insertInto('class_sessions')
      .values({
        slot_id: slot,
        class_type_id: type,
        branch_id: 1,
        day: addDays(tomorrow(), -7),
        start_time: '07:00',
        starts_at: new Date(Date.now() - 6 * 86_400_000).toISOString(),
        ends_at: new Date(Date.now() - 6 * 86_400_000 + 3_600_000).toISOString(),
        trainer_id: null,
        room: 'Old room',
        capacity: 5,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asha = await member('Asha Verma', 1);
    await book(session, asha);
    const edited = await ctx.send('POST', `/classes/slots/${slot}`, {
      class_type_id: type,
      weekday: weekdayOf(tomorrow()),
      start_time: '07:00',
      room: 'Studio A',
      capacity: 8,
    });
    expect(edited.statusCode).toBe(200);
    expect((await details(session)).session).toMatchObject({
      room: 'Studio A',
      capacity: 8,
      booked: 1,
    });
    expect((await details(Number(past.id))).session).toMatchObject({
      room: 'Old room',
      capacity: 5,
    });
  });

  it('deletes a class type no slot uses, and refuses one on the timetable', async () => {
    const { type, slot } = await sessionOf();
    const spare = (
      await ctx.send('POST', '/classes/types', { name: 'Spin', duration_minutes: 45, capacity: 9 })
    ).json().class_type.id;
    const refused = await ctx.send('DELETE', `/classes/types/${type}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Yoga has slots or sessions on the timetable, so it cannot be deleted.',
    ]);
    expect((await ctx.send('DELETE', `/classes/types/${spare}`)).statusCode).toBe(200);
    // The slot goes with its sessions to come, none of them booked.
    expect((await ctx.send('DELETE', `/classes/slots/${slot}`)).statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom('class_sessions').select('id').execute()).toEqual([]);
    expect((await ctx.get('/classes/types')).json().class_types).toEqual([
      expect.objectContaining({ id: type, name: 'Yoga' }),
    ]);
  });

  const attend = (booking: number) => ctx.send('POST', `/classes/bookings/${booking}/attended`);
  const refusal = async (answer: ReturnType<typeof attend>) => {
    const { statusCode, body } = await answer;
    return [statusCode, JSON.parse(body).message];
  };

  it('marks a booked place attended by hand from 30 minutes before its start, never a waitlist place, once', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const booked = (await book(session, await member('Asha Verma', 1))).json().booking.id;
    const waiting = (await book(session, await member('Ravi Kumar', 2))).json().booking.id;
    expect(await refusal(attend(booked))).toEqual([409, 'This class has not started yet.']);
    await startsIn(session, 20);
    expect(await refusal(attend(waiting))).toEqual([
      409,
      'Only a booked place can be marked attended.',
    ]);
    const marked = await attend(booked);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      status: 'success',
      message: 'Asha Verma attended Yoga.',
      booking: { id: booked, status: 'attended' },
    });
    expect(await refusal(attend(booked))).toEqual([409, 'Asha Verma is already marked attended.']);
    expect((await details(session)).session).toMatchObject({ booked: 1, waitlist: 1 });
    expect((await actions()).filter((action) => action === 'class_booking.attended')).toHaveLength(
      1,
    );
  });

  it('reads a place nobody marked or cancelled as a No show once its class has ended: no longer cancelled, still marked attended late', async () => {
    const { session } = await sessionOf({ capacity: 2 });
    const booking = (await book(session, await member('Asha Verma', 1))).json().booking.id;
    await startsIn(session, -90);
    expect((await details(session)).roster).toMatchObject([{ id: booking, status: 'no_show' }]);
    expect(await refusal(cancel(booking))).toEqual([
      409,
      "This class has ended: Asha Verma's place can no longer be cancelled.",
    ]);
    expect((await attend(booking)).json().booking).toMatchObject({ status: 'attended' });
    expect((await details(session)).roster).toMatchObject([{ id: booking, status: 'attended' }]);
  });

  it('a check-in within 30 minutes of a booked class’s start marks it attended, and undoing the check-in books the place again', async () => {
    const near = await sessionOf({ name: 'Yoga', capacity: 2 });
    const later = await sessionOf({ name: 'Zumba', capacity: 2, time: '08:00' });
    const asha = await member('Asha Verma', 1);
    const nearBooking = (await book(near.session, asha)).json().booking.id;
    const laterBooking = (await book(later.session, asha)).json().booking.id;
    await startsIn(near.session, 20);
    await startsIn(later.session, 45);
    const checkIn = await ctx.send('POST', '/attendance/check_in', { member_id: asha });
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json()).toMatchObject({
      message: 'Asha Verma checked in. Attended Yoga at 07:00.',
      attended: [{ id: nearBooking, status: 'attended', member_name: 'Asha Verma' }],
    });
    expect((await details(later.session)).roster).toMatchObject([
      { id: laterBooking, status: 'booked' },
    ]);
    const undo = await ctx.send('POST', `/activity/undo/${checkIn.json().activity_id}`);
    expect(undo.statusCode).toBe(200);
    expect((await details(near.session)).roster).toMatchObject([
      { id: nearBooking, status: 'booked' },
    ]);
  });

  it('stops a member booking for 7 days from their third strike in 30 days, until one is forgiven', async () => {
    const asha = await member('Asha Verma', 1);
    const past: number[] = [];
    for (const [i, name] of ['Yoga', 'Zumba', 'Pilates'].entries()) {
      const { session } = await sessionOf({ name, time: `0${7 + i}:00` });
      past.push((await book(session, asha)).json().booking.id);
      await startsIn(session, -90 - i);
      // Today's, as a session that has ended today would be.
      await ctx.app.db
        .updateTable('class_sessions')
        .set({ day: dayIn('Asia/Kolkata') })
        .where('id', '=', session)
        .execute();
    }
    const { session: next } = await sessionOf({ name: 'Spin', time: '18:00' });
    // Two no-shows and a late cancel: the ban runs from the latest strike's day (today's here).
    await ctx.app.db
      .updateTable('class_bookings')
      .set({ status: 'late_cancel' })
      .where('id', '=', past[2]!)
      .execute();
    const refused = await book(next, asha);
    expect(refused.statusCode).toBe(409);
    const [y, m, d] = addDays(dayIn('Asia/Kolkata'), 7).split('-').map(Number);
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[m! - 1];
    expect(refused.json().message).toBe(
      `Asha Verma cannot book classes until ${d} ${month} ${y}: 3 late cancels or no-shows in the last 30 days.`,
    );
    const forgive = (booking: number) => ctx.send('POST', `/classes/bookings/${booking}/forgive`);
    const forgiven = await forgive(past[0]!);
    expect(forgiven.json()).toMatchObject({
      message: "Asha Verma's no-show at Yoga is forgiven.",
      booking: { id: past[0], status: 'no_show', forgiven: true },
    });
    expect(await refusal(forgive(past[0]!))).toEqual([
      409,
      "Asha Verma's strike is already forgiven.",
    ]);
    expect((await forgive(past[2]!)).json().message).toBe(
      "Asha Verma's late cancel at Pilates is forgiven.",
    );
    expect((await book(next, asha)).statusCode).toBe(201);
  });

  it('forgives only a late cancel or a no-show', async () => {
    const { session } = await sessionOf();
    const booking = (await book(session, await member('Asha Verma', 1))).json().booking.id;
    expect(await refusal(ctx.send('POST', `/classes/bookings/${booking}/forgive`))).toEqual([
      409,
      'Only a late cancel or a no-show can be forgiven.',
    ]);
  });

  it('keeps the time zone, the cut-off and the strikes’ settings, and refuses an unknown zone', async () => {
    expect((await ctx.get('/classes/settings')).json().settings).toEqual({
      time_zone: 'Asia/Kolkata',
      booking_cutoff_minutes: 120,
      strike_limit: 3,
      strike_window_days: 30,
      strike_ban_days: 7,
    });
    const settings = {
      time_zone: 'Asia/Dubai',
      booking_cutoff_minutes: 60,
      strike_limit: 2,
      strike_window_days: 14,
      strike_ban_days: 3,
    };
    const saved = await ctx.send('POST', '/classes/settings', settings);
    expect(saved.json()).toEqual({ status: 'success', message: 'Class settings saved.', settings });
    expect((await ctx.get('/classes/settings')).json().settings).toEqual(settings);
    expect(
      await refusal(ctx.send('POST', '/classes/settings', { ...settings, time_zone: 'Mars/Base' })),
    ).toEqual([400, 'Time zone must be a time zone such as Asia/Kolkata.']);
    expect((await ctx.get('/classes/settings')).json().settings).toEqual(settings);
    expect(await actions()).toContain('class_settings.edited');
  });

  it('refuses bad input with a 4xx and its message', async () => {
    const bad = [
      await ctx.send('POST', '/classes/types', { name: '', duration_minutes: 60, capacity: 5 }),
      await ctx.send('POST', '/classes/types', { name: 'Yoga', duration_minutes: 0, capacity: 5 }),
      await ctx.send('POST', '/classes/slots', {
        class_type_id: 1,
        weekday: 8,
        start_time: '07:00',
      }),
      await ctx.send('POST', '/classes/slots', {
        class_type_id: 1,
        weekday: 1,
        start_time: '24:00',
      }),
      await ctx.send('POST', '/classes/slots', {
        class_type_id: 99,
        weekday: 1,
        start_time: '07:00',
      }),
      await ctx.send('POST', '/classes/sessions/99/bookings', { member_id: 1 }),
      await ctx.send('POST', '/classes/bookings/99/cancel'),
      await ctx.send('POST', '/classes/bookings/99/attended'),
      await ctx.get('/classes/week?week=2026-02-30'),
    ];
    for (const answer of bad) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toEqual({ status: 'failed', message: expect.any(String) });
    }
  });
});
