import { classesClient } from '../../testing/classes-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Undo of a class booking and of a cancellation (docs/product/classes.md, "Undo"), and the
 * member's History of their classes, on whichever database the project runs.
 */
describe('undoing a class booking or a cancellation', () => {
  const ctx = useSignedInApp();
  let plan: number;
  beforeEach(async () => {
    plan = await ctx.dues.members.addPlan('Gold', 365, 1500);
  });
  const { member, sessionOf, book, cancel, details, startsIn } = classesClient(ctx, () => plan);
  const undo = (activityId: number) => ctx.send('POST', `/activity/undo/${activityId}`);
  const places = async (session: number) => {
    const { roster, waitlist } = await details(session);
    const line = ({ member_name, status }: { member_name: string; status: string }) =>
      `${member_name}: ${status}`;
    return {
      roster: roster.map(line),
      waitlist: waitlist.map(
        (one: { member_name: string; position: number }) => `${one.position} ${one.member_name}`,
      ),
    };
  };

  it('takes a booking back: the place goes to the first waitlisted member, and a waitlist closes up', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const asha = await member('Asha Verma', 1);
    const ravi = await member('Ravi Kumar', 2);
    const meera = await member('Meera Iyer', 3);
    const booked = (await book(session, asha)).json();
    expect(booked.activity_id).toEqual(expect.any(Number));
    const waiting = (await book(session, ravi)).json();
    await book(session, meera);

    // Ravi's waitlist place taken back: Meera moves up to 1.
    const first = await undo(waiting.activity_id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Ravi Kumar's booking for Yoga undone.");
    expect(await places(session)).toEqual({
      roster: ['Asha Verma: booked'],
      waitlist: ['1 Meera Iyer'],
    });

    // Asha's place taken back: it goes to Meera, first in line.
    const second = await undo(booked.activity_id);
    expect(second.json().message).toBe(
      "Asha Verma's booking for Yoga undone. Meera Iyer is now booked.",
    );
    expect(await places(session)).toEqual({ roster: ['Meera Iyer: booked'], waitlist: [] });
    const again = await undo(booked.activity_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'failed',
      message: "Asha Verma's booking has already been undone.",
    });
    // Asha may book again: nothing of the booking is left, and no strike.
    expect((await book(session, asha)).json().booking.status).toBe('waitlisted');
  });

  it('refuses to take back a booking that has changed since', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const asha = await member('Asha Verma', 1);
    const ravi = await member('Ravi Kumar', 2);
    const booked = (await book(session, asha)).json();
    const waiting = (await book(session, ravi)).json();
    await cancel(booked.booking.id);
    // Ravi was promoted: his waitlist place is a booked place now.
    const refused = await undo(waiting.activity_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Ravi Kumar's booking has changed since it was made: it cannot be undone. Please change it by hand.",
    );
    expect(await places(session)).toEqual({
      roster: ['Asha Verma: cancelled', 'Ravi Kumar: booked'],
      waitlist: [],
    });
  });

  it('takes a cancellation back: a late cancel is a booked place again', async () => {
    const { session } = await sessionOf({ capacity: 2 });
    const asha = await member('Asha Verma', 1);
    const booked = (await book(session, asha)).json();
    await startsIn(session, 30);
    const cancelled = await cancel(booked.booking.id);
    expect(cancelled.json()).toMatchObject({
      booking: { status: 'late_cancel' },
      activity_id: expect.any(Number),
    });
    const undone = await undo(cancelled.json().activity_id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(
      "Asha Verma's cancellation undone: Asha Verma is booked again.",
    );
    expect(await places(session)).toEqual({ roster: ['Asha Verma: booked'], waitlist: [] });
    const record = await ctx.app.db
      .selectFrom('activity')
      .select(['action', 'member_id', 'data'])
      .where('id', '=', undone.json().activity_id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ action: 'class_cancel.undone', member_id: asha });
    expect(JSON.parse(record.data)).toEqual({
      undoes: cancelled.json().activity_id,
      class: 'Yoga',
    });
  });

  it('puts a waitlist place back where it stood, and refuses a booked place someone has taken since', async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const [asha, ravi, meera, kabir] = [
      await member('Asha Verma', 1),
      await member('Ravi Kumar', 2),
      await member('Meera Iyer', 3),
      await member('Kabir Shah', 4),
    ];
    const booked = (await book(session, asha)).json();
    await book(session, ravi);
    const meeras = (await book(session, meera)).json();
    await book(session, kabir);
    const left = (await cancel(meeras.booking.id)).json();
    expect((await places(session)).waitlist).toEqual(['1 Ravi Kumar', '2 Kabir Shah']);
    expect((await undo(left.activity_id)).json().message).toBe(
      "Meera Iyer's cancellation undone: Meera Iyer is number 2 on the waitlist again.",
    );
    expect((await places(session)).waitlist).toEqual([
      '1 Ravi Kumar',
      '2 Meera Iyer',
      '3 Kabir Shah',
    ]);

    // Asha's place went to Ravi as she cancelled: her cancellation cannot be taken back.
    const gone = (await cancel(booked.booking.id)).json();
    expect(gone.promoted).toEqual([expect.objectContaining({ member_name: 'Ravi Kumar' })]);
    const refused = await undo(gone.activity_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Yoga is full again: Asha Verma's cancellation cannot be undone. Please book Asha Verma again.",
    );
    expect(await places(session)).toEqual({
      roster: ['Asha Verma: cancelled', 'Ravi Kumar: booked'],
      waitlist: ['1 Meera Iyer', '2 Kabir Shah'],
    });
  });

  it("shows a member's bookings, cancels, promotions, marks and undos in their History", async () => {
    const { session } = await sessionOf({ capacity: 1 });
    const pilates = (await sessionOf({ name: 'Pilates', time: '09:00' })).session;
    const asha = await member('Asha Verma', 1);
    const ravi = await member('Ravi Kumar', 2);
    const booked = (await book(session, asha)).json();
    const waiting = (await book(session, ravi)).json();
    await cancel(booked.booking.id);
    await undo((await book(pilates, asha)).json().activity_id);
    await startsIn(session, 10);
    const marked = await ctx.send('POST', `/classes/bookings/${waiting.booking.id}/attended`);
    expect(marked.statusCode).toBe(200);
    const history = async (id: number) =>
      (await ctx.get(`/members/history/${id}?page_size=100`))
        .json()
        .data.map((row: { what: string }) => row.what)
        .filter((what: string) => /Yoga|Pilates/.test(what));
    expect(await history(asha)).toEqual([
      'Undid the booking of Asha Verma for Pilates',
      'Booked Asha Verma for Pilates',
      'Cancelled the booking of Asha Verma for Yoga',
      'Booked Asha Verma for Yoga',
    ]);
    expect(await history(ravi)).toEqual([
      'Marked Ravi Kumar attended at Yoga',
      'Booked Ravi Kumar for Yoga from the waitlist',
      'Put Ravi Kumar on the waitlist of Yoga',
    ]);
  });
});
