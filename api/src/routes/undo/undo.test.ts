import { today } from '../../domain/dates';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { NOTHING_TO_UNDO, TOO_LATE_TO_UNDO, UNDO_WINDOW_MS } from '.';

describe('undo', () => {
  const ctx = useSignedInApp();
  let member: number;

  beforeEach(async () => {
    const plan = await ctx.members.addPlan('Monthly', 30, 1500);
    const added = await ctx.members.add({
      ...memberForm,
      joining_day: today(),
      paid: '1500',
      plan: String(plan),
    });
    member = added.json().member_id;
  });

  const checkIn = async (cookie = ctx.cookie) => {
    const response = await ctx.send(
      'POST',
      '/attendance/check_in',
      { member_id: member },
      { cookie },
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { record: { id: number }; activity_id: number };
  };
  const undo = (activityId: number, cookie = ctx.cookie) =>
    ctx.send('POST', `/activity/undo/${activityId}`, undefined, { cookie });
  const visits = () => ctx.app.db.selectFrom('attendance').select('id').execute();
  const actions = async () =>
    (await ctx.app.db.selectFrom('activity').select('action').orderBy('id').execute()).map(
      (row) => row.action,
    );

  it('takes back a check-in: the visit is gone, and the undo is recorded with what it undid', async () => {
    const { activity_id } = await checkIn();
    const response = await undo(activity_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: "Asha Verma's check-in removed.",
      activity_id: expect.any(Number),
    });
    expect(await visits()).toEqual([]);
    const record = await ctx.app.db
      .selectFrom('activity')
      .selectAll()
      .where('id', '=', response.json().activity_id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      action: 'check_in.undone',
      kind: 'attendance',
      label: 'Asha Verma',
      member_id: member,
    });
    expect(JSON.parse(record.data)).toEqual({ undoes: activity_id });
    // The member may check in again at once.
    await checkIn();
  });

  it('refuses a second undo of the same check-in, and changes nothing', async () => {
    const { activity_id } = await checkIn();
    expect((await undo(activity_id)).statusCode).toBe(200);
    const before = await actions();
    const again = await undo(activity_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'failed',
      message: 'This check-in has already been removed.',
    });
    expect(await actions()).toEqual(before);
  });

  it('answers 404 for another account’s write or no record at all, as if there were none', async () => {
    const { activity_id } = await checkIn();
    const colleague = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    for (const response of [await undo(activity_id, colleague.cookie), await undo(999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'failed', message: NOTHING_TO_UNDO });
    }
    expect(await visits()).toHaveLength(1);
  });

  it('refuses a write that cannot be undone (adding a member) with a 409', async () => {
    const added = await ctx.app.db
      .selectFrom('activity')
      .select('id')
      .where('action', '=', 'member.added')
      .executeTakeFirstOrThrow();
    const response = await undo(added.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'failed', message: 'This cannot be undone.' });
  });

  it('refuses once the window has passed, and keeps the visit', async () => {
    const { activity_id } = await checkIn();
    const later = Date.now() + UNDO_WINDOW_MS + 1_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const response = await undo(activity_id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 'failed', message: TOO_LATE_TO_UNDO });
    } finally {
      clock.mockRestore();
    }
    expect(await visits()).toHaveLength(1);
  });

  it('needs the permission the write needed: an account whose role lost it gets the 403', async () => {
    const role = await ctx.team.addRole({
      name: 'Door',
      permissions: ['members.view', 'attendance.record'],
    });
    const door = await signedInAs(ctx.app, ctx.cookie, role.json().role.id);
    const { activity_id } = await checkIn(door.cookie);
    await ctx.team.editRole(role.json().role.id, { name: 'Door', permissions: ['members.view'] });
    const response = await undo(activity_id, door.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'You do not have permission to do this.',
    });
    expect(await visits()).toHaveLength(1);
  });
});
