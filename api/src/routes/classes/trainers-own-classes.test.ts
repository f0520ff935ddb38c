import { classesClient } from '../../testing/classes-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { staffClient, trainer } from '../../testing/staff-client';
import { ROLE_ID, signedInAs, teamClient } from '../../testing/team';

/**
 * A Trainer marks attendance in the classes they lead (docs/product/classes.md, "Attended and No
 * show"): their account is linked to their record in Trainers & Staffs (Team, docs/product/team-and-roles.md §22).
 */
describe("a Trainer's own classes", () => {
  const ctx = useSignedInApp();
  let plan: number;
  let ravi: number;
  let meera: number;
  beforeEach(async () => {
    plan = await ctx.dues.members.addPlan('Gold', 365, 1500);
    const staff = staffClient(ctx.app, ctx.cookie);
    ravi = (await staff.add({ ...trainer, phone: '9822000001' })).json().id;
    meera = (await staff.add({ ...trainer, name: 'Meera Iyer', phone: '9822000002' })).json().id;
  });
  const { member, sessionOf, book, startsIn } = classesClient(ctx, () => plan);
  const team = () => teamClient(ctx.app, ctx.cookie);
  const newAccount = (username: string, staff_id?: unknown) =>
    team().add({
      full_name: 'Tara',
      username,
      role_id: ROLE_ID.Trainer,
      temporary_password: 'a-temporary-password',
      ...(staff_id === undefined ? {} : { staff_id }),
    });

  it('links an account to one trainer or staff record, one account per record, and records the change', async () => {
    const missing = await newAccount('tara', 999);
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      'No trainer or staff member with that id.',
    ]);
    const added = await newAccount('tara', ravi);
    expect(added.statusCode).toBe(201);
    expect(added.json().account).toMatchObject({ staff_id: ravi, staff_name: 'Ravi Kumar' });
    const taken = await newAccount('tara2', ravi);
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      "Ravi Kumar is already the account tara's record.",
    ]);
    const id = added.json().account.id;
    // Left out, the record stays; null unlinks it.
    const kept = await team().edit(id, { full_name: 'Tara', role_id: ROLE_ID.Trainer });
    expect(kept.json().account).toMatchObject({ staff_id: ravi });
    const unlinked = await team().edit(id, {
      full_name: 'Tara',
      role_id: ROLE_ID.Trainer,
      staff_id: null,
    });
    expect(unlinked.json().account).toMatchObject({ staff_id: null, staff_name: null });
    const edited = await ctx.get('/activity?kind=team');
    expect(edited.json().data[0]).toMatchObject({
      what: 'Edited account Tara',
      details: 'Trainer or staff record: Ravi Kumar → —',
    });
  });

  it('lets a Trainer mark attended in the classes they lead, and no other', async () => {
    const tara = await signedInAs(ctx.app, ctx.cookie, 'Trainer', 'tara', undefined, ravi);
    const unlinked = await signedInAs(ctx.app, ctx.cookie, 'Trainer', 'tom');
    const yoga = (await sessionOf({ name: 'Yoga', trainer_id: ravi })).session;
    const zumba = (await sessionOf({ name: 'Zumba', time: '08:00', trainer_id: meera })).session;
    const asha = await member('Asha Verma', 1);
    const inYoga = (await book(yoga, asha)).json().booking.id;
    const inZumba = (await book(zumba, asha)).json().booking.id;
    await startsIn(yoga, 10);
    await startsIn(zumba, 10);
    const mark = (booking: number, cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/classes/bookings/${booking}/attended`,
        headers: { cookie },
      });
    for (const [booking, cookie] of [
      [inZumba, tara.cookie],
      [inYoga, unlinked.cookie],
    ] as const) {
      const refused = await mark(booking, cookie);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { status: 'failed', message: 'You can mark attendance only in the classes you lead.' },
      ]);
    }
    // The session's page says where each may mark.
    const mayMark = async (session: number, cookie: string) =>
      (await ctx.app.inject({ url: `/classes/sessions/${session}`, headers: { cookie } })).json()
        .may_mark;
    expect(await mayMark(yoga, tara.cookie)).toBe(true);
    expect(await mayMark(zumba, tara.cookie)).toBe(false);
    expect(await mayMark(yoga, unlinked.cookie)).toBe(false);
    expect(await mayMark(zumba, ctx.cookie)).toBe(true);
    const marked = await mark(inYoga, tara.cookie);
    expect([marked.statusCode, marked.json().message]).toEqual([200, 'Asha Verma attended Yoga.']);
    // The desk, which books, marks any class.
    expect((await mark(inZumba, ctx.cookie)).statusCode).toBe(200);
  });
});
