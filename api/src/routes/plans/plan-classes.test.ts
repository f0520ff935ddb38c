import { dayIn, weekdayOf } from '../../domain/class-times';
import { addDays } from '../../domain/dates';
import { PLAN_CLASSES_MESSAGES } from '../../schemas';
import { activityRecords, recorded } from '../../testing/activity-records';
import { deletedClient } from '../../testing/deleted-client';
import { phoneNo } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { describe as describeRecord } from '../activity/describe';

/**
 * A plan's classes (docs/product/classes.md, "Who may book"): set by the plan's add and edit,
 * answered by its reads, kept by an edit that leaves them out, read by the booking rule.
 */
describe('a plan’s classes', () => {
  const ctx = useSignedInApp();
  const gold = { name: 'Gold', duration_days: 30, price: 1500 };
  const addPlan = (payload: object) => ctx.send('POST', '/members/add_plan', payload);
  const editPlan = (id: number, payload: object) =>
    ctx.send('POST', `/members/edit_plan/${id}`, payload);
  const addType = async (name: string) =>
    (await ctx.send('POST', '/classes/types', { name, duration_minutes: 60, capacity: 5 })).json()
      .class_type.id as number;
  const stored = (plan: number) =>
    ctx.app.db
      .selectFrom('plan_class_types')
      .select('class_type_id')
      .where('plan_id', '=', plan)
      .orderBy('class_type_id')
      .execute();

  it('adds a plan of chosen class types, answers them in its reads, and includes every class by default', async () => {
    const yoga = await addType('Yoga');
    const zumba = await addType('Zumba');
    const added = await addPlan({
      ...gold,
      classes: 'chosen',
      class_type_ids: [zumba, yoga, yoga],
    });
    expect(added.statusCode).toBe(201);
    const plan = added.json().plan;
    expect(plan).toMatchObject({ classes: 'chosen', class_type_ids: [yoga, zumba] });
    expect((await ctx.get(`/members/edit_plan/${plan.id}`)).json()).toEqual(plan);
    expect((await ctx.get('/members/view_plans')).json().plans).toEqual([plan]);
    expect((await ctx.get('/members/view_plans?page=1&page_size=5')).json().data).toEqual([plan]);

    const plain = (await addPlan({ ...gold, name: 'Silver' })).json().plan;
    expect(plain.classes).toBe('all');
    expect(plain).not.toHaveProperty('class_type_ids');
    const none = (await addPlan({ ...gold, name: 'Gym only', classes: 'none' })).json().plan;
    expect(none).toMatchObject({ classes: 'none' });
    expect(none).not.toHaveProperty('class_type_ids');
  });

  it('changes them on edit, keeps them when the edit leaves them out, and records the change with the edit', async () => {
    const yoga = await addType('Yoga');
    const zumba = await addType('Zumba');
    const id = (await addPlan(gold)).json().plan.id as number;

    const [chosen, records] = await recorded(ctx.app, () =>
      editPlan(id, { ...gold, price: 1600, classes: 'chosen', class_type_ids: [yoga] }),
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().plan).toMatchObject({ classes: 'chosen', class_type_ids: [yoga] });
    expect(records).toEqual([
      expect.objectContaining({
        action: 'plan.edited',
        label: 'Gold',
        data: {
          changes: {
            price: [1500, 1600],
            classes: ['all', 'chosen'],
            class_types: [[], ['Yoga']],
          },
        },
      }),
    ]);
    const reader = { money: true, plans: new Map() };
    expect(describeRecord({ ...records[0]!, reason: null }, reader).details).toBe(
      'Price: ₹1,500 → ₹1,600; Classes: All classes → Chosen class types; Class types: added Yoga',
    );

    // An older client's edit: the classes stay as they are, and nothing about them is recorded.
    const [kept, keptRecords] = await recorded(ctx.app, () =>
      editPlan(id, { ...gold, price: 1600, name: 'Gold Plus' }),
    );
    expect(kept.json().plan).toMatchObject({ classes: 'chosen', class_type_ids: [yoga] });
    expect(keptRecords[0]!.data).toEqual({ changes: { name: ['Gold', 'Gold Plus'] } });

    const [, swapped] = await recorded(ctx.app, () =>
      editPlan(id, { ...gold, classes: 'chosen', class_type_ids: [zumba] }),
    );
    expect(swapped[0]!.data.changes).toMatchObject({ class_types: [['Yoga'], ['Zumba']] });

    const [none] = await recorded(ctx.app, () => editPlan(id, { ...gold, classes: 'none' }));
    expect(none.json().plan.classes).toBe('none');
    expect(none.json().plan).not.toHaveProperty('class_type_ids');
    expect(await stored(id)).toEqual([]);
  });

  it('refuses chosen without a type, types without chosen, and a type that does not exist, writing nothing', async () => {
    const yoga = await addType('Yoga');
    const id = (await addPlan(gold)).json().plan.id as number;
    const before = await activityRecords(ctx.app);
    const refusals = [
      [await addPlan({ ...gold, name: 'A', classes: 'chosen' }), PLAN_CLASSES_MESSAGES.noneChosen],
      [
        await editPlan(id, { ...gold, classes: 'chosen', class_type_ids: [] }),
        PLAN_CLASSES_MESSAGES.noneChosen,
      ],
      [
        await editPlan(id, { ...gold, classes: 'chosen', class_type_ids: [yoga, 999] }),
        PLAN_CLASSES_MESSAGES.noType(999),
      ],
      [
        await editPlan(id, { ...gold, classes: 'none', class_type_ids: [yoga] }),
        PLAN_CLASSES_MESSAGES.notChosen,
      ],
      [await editPlan(id, { ...gold, class_type_ids: [yoga] }), PLAN_CLASSES_MESSAGES.notChosen],
      [await editPlan(id, { ...gold, classes: 'some' }), PLAN_CLASSES_MESSAGES.classes],
      [
        await editPlan(id, { ...gold, classes: 'chosen', class_type_ids: ['yoga'] }),
        PLAN_CLASSES_MESSAGES.typeId,
      ],
    ] as const;
    expect(refusals.map(([answer]) => [answer.statusCode, answer.json().message])).toEqual(
      refusals.map(([, message]) => [400, message]),
    );
    expect(await activityRecords(ctx.app)).toEqual(before);
    expect((await ctx.get(`/members/edit_plan/${id}`)).json().classes).toBe('all');
  });

  it('is what the booking rule reads: a plan edited to No classes refuses a booking, Chosen books its types', async () => {
    const yoga = await addType('Yoga');
    const tomorrow = addDays(dayIn('Asia/Kolkata'), 1);
    await ctx.send('POST', '/classes/slots', {
      class_type_id: yoga,
      weekday: weekdayOf(tomorrow),
      start_time: '07:00',
    });
    const session = (await ctx.get(`/classes/week?week=${tomorrow}`)).json().sessions[0].id;
    const plan = (await addPlan(gold)).json().plan.id as number;
    const asha = await ctx.dues.join(plan, 0, { name: 'Asha Verma', phone: phoneNo(1) });
    await editPlan(plan, { ...gold, classes: 'none' });
    const book = () =>
      ctx.send('POST', `/classes/sessions/${session}/bookings`, { member_id: asha });
    const refused = await book();
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "Asha Verma's plan does not include Yoga.",
    ]);
    await editPlan(plan, { ...gold, classes: 'chosen', class_type_ids: [yoga] });
    expect((await book()).statusCode).toBe(201);
  });

  it('takes its chosen class types into Deleted items and brings them back on restore', async () => {
    const yoga = await addType('Yoga');
    const zumba = await addType('Zumba');
    const id = (await addPlan({ ...gold, classes: 'chosen', class_type_ids: [yoga, zumba] })).json()
      .plan.id as number;
    expect((await ctx.send('DELETE', `/plans/delete_plan/${id}`)).statusCode).toBe(200);
    expect(await stored(id)).toEqual([]);
    // A type deleted meanwhile is left out.
    expect((await ctx.send('DELETE', `/classes/types/${zumba}`)).statusCode).toBe(200);
    const deleted = deletedClient(ctx.app, ctx.cookie);
    expect((await deleted.restore(await deleted.idOf('plans', id))).statusCode).toBe(200);
    expect((await ctx.get(`/members/edit_plan/${id}`)).json()).toMatchObject({
      classes: 'chosen',
      class_type_ids: [yoga],
    });
  });
});
