import { activityRecords, lastRecordId } from '../testing/activity-records';
import { enquiryBody } from '../testing/enquiries-client';
import { heldTogether } from '../testing/held-rows';
import { memberForm } from '../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';
import { addAccount, ROLE_ID } from '../testing/team';

/** Each race is run this many times, so that on PostgreSQL both orders come up. */
const ROUNDS = 6;

/** Two requests at once, held at the rows `lockQuery` locks on PostgreSQL (heldTogether). */
const together = <T>(
  ctx: SignedInApp,
  lockQuery: string,
  requests: [() => Promise<T>, () => Promise<T>],
) => heldTogether(ctx.config.databaseUrl, lockQuery, requests);

/** The actions recorded since record `after`. */
const recordedSince = async (ctx: SignedInApp, after: number) =>
  (await activityRecords(ctx.app, after)).map((record) => record.action);

/**
 * A write and a delete of the same row, or two deletes, at once: whichever comes second sees what
 * the first did (every write reads the row it changes FOR UPDATE on PostgreSQL), so no write is
 * lost into Deleted items, nothing is deleted or recorded twice, and nobody gets a 500.
 */
describe('writes racing a delete of what they change', () => {
  const ctx = useSignedInApp();
  let gold: number;

  beforeEach(async () => {
    gold = await ctx.members.addPlan('Gold');
  });

  /** A member of their own phone (a deleted member's phone stays taken); answers the id. */
  const join = (round: number, fields: Record<string, string> = {}) =>
    ctx.dues.join(gold, 5, { phone: `+9198000002${String(round).padStart(2, '0')}`, ...fields });

  it("keeps an enquiry's edit that lands before its delete: restored, the enquiry has it", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await ctx.enquiries.create({ name: `Prospect ${round}` });
      const [edit, remove] = await together(
        ctx,
        `SELECT id FROM enquiries WHERE id = ${id} FOR UPDATE`,
        [
          () => ctx.enquiries.edit(id, { ...enquiryBody, name: `Edited ${round}` }),
          () => ctx.enquiries.remove(id),
        ],
      );
      expect(remove.statusCode).toBe(200);
      expect([200, 404]).toContain(edit.statusCode);
      const restored = await ctx.deleted.restore(await ctx.deleted.idOf('enquiries', id));
      expect(restored.statusCode).toBe(200);
      expect((await ctx.enquiries.get(id)).json().name).toBe(
        edit.statusCode === 200 ? `Edited ${round}` : `Prospect ${round}`,
      );
    }
  });

  it('deletes a trainer once when two desks delete it together: one 200, one 404, one record', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = (await ctx.staff.add({ ...trainer, phone: `+91987654320${round}` })).json().id;
      const before = await lastRecordId(ctx.app);
      const answers = await together(
        ctx,
        `SELECT id FROM trainers_staff WHERE id = ${id} FOR UPDATE`,
        [() => ctx.staff.remove(id), () => ctx.staff.remove(id)],
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      expect(await recordedSince(ctx, before)).toEqual(['staff.deleted']);
    }
  });

  it('deletes a visit once when two desks delete it together: one 200, one 404, one record', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await join(round, { paid: '1500' });
      const visit = (await ctx.send('POST', '/attendance/check_in', { member_id: member })).json()
        .record.id;
      const before = await lastRecordId(ctx.app);
      const remove = () => ctx.send('DELETE', `/attendance/delete/${visit}`);
      const answers = await together(
        ctx,
        `SELECT id FROM attendance WHERE id = ${visit} FOR UPDATE`,
        [remove, remove],
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      expect(await recordedSince(ctx, before)).toEqual(['visit.deleted']);
    }
  });

  it('refuses the delete of a plan a member is joining, or the member, never with a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const plan = await ctx.members.addPlan(`Plan ${round}`);
      const [add, remove] = await together(
        ctx,
        `SELECT id FROM plans WHERE id = ${plan} FOR UPDATE`,
        [
          () =>
            ctx.members.add({
              ...memberForm,
              phone: `+9198000003${String(round).padStart(2, '0')}`,
              plan: String(plan),
            }),
          () => ctx.send('DELETE', `/plans/delete_plan/${plan}`),
        ],
      );
      expect([
        [201, 409],
        [400, 200],
      ]).toContainEqual([add.statusCode, remove.statusCode]);
      if (add.statusCode === 400)
        expect(add.json()).toEqual({ status: 'failed', message: 'Please choose an existing plan' });
    }
  });

  it('restores a member whose plan is being deleted before the delete (then refused) or refuses it, never with a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const plan = await ctx.members.addPlan(`Plan ${round}`);
      const member = await ctx.dues.join(plan, 5, {
        phone: `+9198000004${String(round).padStart(2, '0')}`,
      });
      await ctx.members.remove(member);
      const item = await ctx.deleted.idOf('members', member);
      const [restore, remove] = await together(
        ctx,
        `SELECT id FROM plans WHERE id = ${plan} FOR UPDATE`,
        [() => ctx.deleted.restore(item), () => ctx.send('DELETE', `/plans/delete_plan/${plan}`)],
      );
      expect([
        [200, 409],
        [409, 200],
      ]).toContainEqual([restore.statusCode, remove.statusCode]);
      if (restore.statusCode === 409)
        expect(restore.json().message).toBe(`Restore the plan “Plan ${round}” first.`);
    }
  });

  it('restores an enquiry while its plan is deleted: both done, and restoring the plan links them again', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const plan = await ctx.members.addPlan(`Asked ${round}`);
      const enquiry = await ctx.enquiries.create({ plan_id: plan });
      await ctx.enquiries.remove(enquiry);
      const item = await ctx.deleted.idOf('enquiries', enquiry);
      const answers = await together(ctx, `SELECT id FROM plans WHERE id = ${plan} FOR UPDATE`, [
        () => ctx.deleted.restore(item),
        () => ctx.send('DELETE', `/plans/delete_plan/${plan}`),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      await ctx.deleted.restore(await ctx.deleted.idOf('plans', plan));
      expect((await ctx.enquiries.get(enquiry)).json().plan_id).toBe(plan);
    }
  });

  it('checks in a member being deleted before the delete (the visit goes with them) or not at all, never with a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await join(round, { paid: '1500' });
      const [checkIn, remove] = await together(
        ctx,
        `SELECT id FROM members WHERE id = ${member} FOR UPDATE`,
        [
          () => ctx.send('POST', '/attendance/check_in', { member_id: member }),
          () => ctx.members.remove(member),
        ],
      );
      expect(remove.statusCode).toBe(200);
      expect([201, 404]).toContain(checkIn.statusCode);
      const restored = await ctx.deleted.restore(await ctx.deleted.idOf('members', member));
      expect(restored.statusCode).toBe(200);
      const visits = await ctx.app.db
        .selectFrom('attendance')
        .select('id')
        .where('member_id', '=', member)
        .execute();
      expect(visits).toHaveLength(checkIn.statusCode === 201 ? 1 : 0);
    }
  });
});

/** Two changes of one row at once: the second starts from what the first wrote. */
describe('two changes of the same row at once', () => {
  const ctx = useSignedInApp();

  it('disable an account once: one record, and the other answer is the account as it is', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await addAccount(ctx.app, ctx.cookie, {
        role_id: ROLE_ID.Trainer,
        username: `trainer-${round}`,
      });
      const before = await lastRecordId(ctx.app);
      const answers = await together(ctx, `SELECT id FROM admins WHERE id = ${id} FOR UPDATE`, [
        () => ctx.team.disable(id),
        () => ctx.team.disable(id),
      ]);
      expect(answers.map((answer) => answer.json().account.status)).toEqual([
        'disabled',
        'disabled',
      ]);
      expect(await recordedSince(ctx, before)).toEqual(['account.disabled']);
    }
  });

  it("record each save of the gym's details as a change from the one before it", async () => {
    const save = (name: string) =>
      ctx.send('POST', '/members/gym_details', { name, address: '', phone: '' });
    let stored = 'Gym 0';
    await save(stored);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = await lastRecordId(ctx.app);
      const answers = await together(ctx, 'SELECT id FROM gym_details WHERE id = 1 FOR UPDATE', [
        () => save(`Gym ${round}a`),
        () => save(`Gym ${round}b`),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      // Branch 1 follows each save too (its own records, branch.edited): the gym's are read here.
      const names = (await activityRecords(ctx.app, before))
        .filter((record) => record.action === 'gym.edited')
        .map((record) => (record.data as { changes: { name: [string, string] } }).changes.name);
      // old → new, each save's old the name the save before it left.
      expect(names.map(([old]) => old)).toEqual([stored, names[0]![1]]);
      stored = (await ctx.get('/members/gym_details')).json().gym.name;
      expect(names[1]![1]).toBe(stored);
      // Branch 1 took the last one saved.
      expect((await ctx.get('/branches')).json().data[0].name).toBe(stored);
    }
  });
});
