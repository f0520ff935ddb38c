import { dayIn, weekdayOf } from '../../domain/class-times';
import { addDays } from '../../domain/dates';
import { phoneNo } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * `GET /classes/today` (docs/product/classes.md, "Today"), the dashboard's card, on whichever
 * database the project runs: today's sessions on the gym's clock, made from the slots first, how
 * many run and how full they are, at the acting branch or summed over every branch.
 */
describe('today’s classes', () => {
  const ctx = useSignedInApp();
  const today = () => dayIn('Asia/Kolkata');

  /** A class type with a slot on `day`'s weekday at `time`, at `branch`, added long ago. */
  async function slotOn(day: string, time: string, capacity: number, branch = 1, name = 'Yoga') {
    const type = (
      await ctx.send('POST', '/classes/types', { name, duration_minutes: 60, capacity })
    ).json().class_type.id as number;
    const slot = await ctx.send('POST', `/classes/slots?branch=${branch}`, {
      class_type_id: type,
      weekday: weekdayOf(day),
      start_time: time,
    });
    expect(slot.statusCode).toBe(201);
    // A slot makes no session before it was added: this one was added last year.
    await ctx.app.db
      .updateTable('class_slots')
      .set({ created_at: '2025-01-01T00:00:00.000Z' })
      .where('id', '=', slot.json().slot.id)
      .execute();
  }

  const sessionCount = async () =>
    Number(
      (
        await ctx.app.db
          .selectFrom('class_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers today’s sessions, made from the slots once, with their number and how full they are', async () => {
    await slotOn(today(), '18:00', 10, 1, 'Pilates');
    await slotOn(today(), '07:00', 5);
    await slotOn(addDays(today(), 1), '07:00', 8, 1, 'Zumba');
    const first = await ctx.get('/classes/today');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      day: today(),
      time_zone: 'Asia/Kolkata',
      session_count: 2,
      booked: 0,
      capacity: 15,
    });
    const sessions = first.json().sessions as { id: number; class_name: string }[];
    expect(sessions.map((one) => one.class_name)).toEqual(['Yoga', 'Pilates']);
    expect(sessions[0]).toMatchObject({ day: today(), start_time: '07:00', capacity: 5 });

    // Places taken (Booked, Attended) count; a waitlist place does not.
    const member = await ctx.dues.join(await ctx.dues.members.addPlan('Gold', 365, 1500), 0, {
      name: 'Asha Verma',
      phone: phoneNo(1),
      paid: '1500',
    });
    const other = await ctx.dues.join(await ctx.dues.members.addPlan('Silver', 30, 500), 0, {
      name: 'Ravi Kumar',
      phone: phoneNo(2),
      paid: '500',
    });
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('class_bookings')
      .values([
        { session_id: sessions[0]!.id, member_id: member, status: 'booked', booked_at: now },
        { session_id: sessions[1]!.id, member_id: member, status: 'attended', booked_at: now },
        {
          session_id: sessions[1]!.id,
          member_id: other,
          status: 'waitlisted',
          position: 1,
          booked_at: now,
        },
      ])
      .execute();
    const made = await sessionCount();
    const again = (await ctx.get('/classes/today')).json();
    expect(again).toMatchObject({ session_count: 2, booked: 2, capacity: 15 });
    expect(again.sessions[1]).toMatchObject({ booked: 1, waitlist: 1 });
    // The second read writes nothing.
    expect(await sessionCount()).toBe(made);

    // A cancelled session is listed, and counts in neither the number nor the places.
    await ctx.app.db
      .updateTable('class_sessions')
      .set({ cancelled: 1 })
      .where('id', '=', sessions[1]!.id)
      .execute();
    const cancelled = (await ctx.get('/classes/today')).json();
    expect(cancelled).toMatchObject({ session_count: 1, booked: 1, capacity: 5 });
    expect(cancelled.sessions[1]).toMatchObject({ class_name: 'Pilates', cancelled: true });
  });

  it('reads the acting branch, or every branch the account reaches summed; none is no session', async () => {
    const empty = (await ctx.get('/classes/today')).json();
    expect(empty).toMatchObject({ session_count: 0, booked: 0, capacity: 0, sessions: [] });
    const baner = (
      await ctx.send('POST', '/branches/add_branch', { name: 'Baner', address: '', phone: '' })
    ).json().branch.id as number;
    await slotOn(today(), '07:00', 5);
    await slotOn(today(), '09:00', 12, baner, 'Spin');
    const first = (await ctx.get('/classes/today?branch=1')).json();
    expect(first).toMatchObject({ session_count: 1, capacity: 5 });
    const second = (await ctx.get(`/classes/today?branch=${baner}`)).json();
    expect(second).toMatchObject({ session_count: 1, capacity: 12 });
    expect(second.sessions[0]).toMatchObject({ class_name: 'Spin', branch_id: baner });
    const all = (await ctx.get('/classes/today?branch=all')).json();
    expect(all).toMatchObject({ session_count: 2, capacity: 17 });
    expect(all.sessions.map((one: { class_name: string }) => one.class_name)).toEqual([
      'Yoga',
      'Spin',
    ]);
  });
});
