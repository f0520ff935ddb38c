import { dayIn, weekdayOf } from '../../domain/class-times';
import { addDays } from '../../domain/dates';
import { phoneNo } from '../../testing/members-client';
import { signedInAs } from '../../testing/team';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * A member's bookings today (docs/product/classes.md, "Attended and No show"): what the check-in
 * panel lists as Classes today, on whichever database the project runs.
 */
describe('a member’s classes today', () => {
  const ctx = useSignedInApp();
  const today = () => dayIn('Asia/Kolkata');

  /** A class type on a slot tomorrow, its session moved to today, starting `minutes` from now. */
  async function sessionToday(name: string, time: string, minutes: number, branch = 1) {
    const type = (
      await ctx.send('POST', '/classes/types', { name, duration_minutes: 60, capacity: 1 })
    ).json().class_type.id as number;
    const tomorrow = addDays(today(), 1);
    await ctx.send('POST', `/classes/slots?branch=${branch}`, {
      class_type_id: type,
      weekday: weekdayOf(tomorrow),
      start_time: time,
    });
    const week = (await ctx.get(`/classes/week?branch=${branch}&week=${tomorrow}`)).json();
    const id = week.sessions.find((one: { class_type_id: number }) => one.class_type_id === type)
      .id as number;
    // Its day and instants as today's session would have them (the week made it tomorrow's).
    await ctx.app.db
      .updateTable('class_sessions')
      .set({
        day: today(),
        starts_at: new Date(Date.now() + minutes * 60_000).toISOString(),
        ends_at: new Date(Date.now() + (minutes + 60) * 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const member = async (name: string, n: number) => {
    const plan = await ctx.dues.members.addPlan(`Gold ${n}`, 365, 1500);
    return ctx.dues.join(plan, 0, { name, phone: phoneNo(n), paid: '1500' });
  };
  const book = async (session: number, member_id: number, branch = 1) =>
    (
      await ctx.send('POST', `/classes/sessions/${session}/bookings?branch=${branch}`, {
        member_id,
      })
    ).json().booking.id as number;
  const todayOf = (id: number, query = '') => ctx.get(`/classes/members/${id}/today${query}`);

  it('lists today’s bookings in the order they start, each with its class, time and status, and Attended after the check-in', async () => {
    const yoga = await sessionToday('Yoga', '07:00', 20);
    const zumba = await sessionToday('Zumba', '18:00', 300);
    const spin = await sessionToday('Spin', '19:00', 360);
    const asha = await member('Asha Verma', 1);
    const ravi = await member('Ravi Kumar', 2);
    await book(spin, ravi);
    const inSpin = await book(spin, asha);
    const inZumba = await book(zumba, asha);
    const inYoga = await book(yoga, asha);
    // Yesterday's class is not today's.
    await ctx.app.db
      .updateTable('class_sessions')
      .set({ day: addDays(today(), -1) })
      .where('id', '=', zumba)
      .execute();

    const before = await todayOf(asha);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      status: 'success',
      day: today(),
      bookings: [
        expect.objectContaining({
          id: inYoga,
          class_name: 'Yoga',
          start_time: '07:00',
          status: 'booked',
        }),
        expect.objectContaining({
          id: inSpin,
          class_name: 'Spin',
          start_time: '19:00',
          status: 'waitlisted',
          position: 1,
        }),
      ],
    });
    expect(before.json().bookings.map((b: { id: number }) => b.id)).not.toContain(inZumba);

    expect((await ctx.send('POST', '/attendance/check_in', { member_id: asha })).statusCode).toBe(
      201,
    );
    expect((await todayOf(asha)).json().bookings).toMatchObject([
      { id: inYoga, status: 'attended' },
      { id: inSpin, status: 'waitlisted' },
    ]);
    expect((await todayOf(await member('Neha Rao', 3))).json()).toEqual({
      status: 'success',
      day: today(),
      bookings: [],
    });
  });

  it('answers the acting branch’s classes only, and no member another branch’s account does not reach', async () => {
    const baner = (
      await ctx.send('POST', '/branches/add_branch', { name: 'Baner', address: '', phone: '' })
    ).json().branch.id as number;
    const here = await sessionToday('Yoga', '07:00', 60);
    const there = await sessionToday('Zumba', '08:00', 120, baner);
    const asha = await member('Asha Verma', 1);
    await ctx.app.db
      .updateTable('members')
      .set({ branch_access: 'all' })
      .where('id', '=', asha)
      .execute();
    const ravi = await member('Ravi Kumar', 2);
    await book(here, asha);
    await book(there, asha, baner);

    const names = async (query: string) =>
      (await todayOf(asha, query)).json().bookings.map((b: { class_name: string }) => b.class_name);
    expect(await names('?branch=1')).toEqual(['Yoga']);
    expect(await names(`?branch=${baner}`)).toEqual(['Zumba']);

    // An account of Baner alone: Asha trains anywhere, Ravi at the first branch only.
    const clerk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-baner', [baner]);
    const asClerk = (id: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/classes/members/${id}/today?branch=${baner}`,
        headers: { cookie: clerk.cookie },
      });
    expect((await asClerk(asha)).json().bookings).toMatchObject([{ class_name: 'Zumba' }]);
    const refused = await asClerk(ravi);
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      'No member with that id here.',
    ]);
    expect((await todayOf(999_999)).statusCode).toBe(404);
  });
});
