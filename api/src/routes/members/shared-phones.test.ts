import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { MEMBER_MESSAGES } from '../../schemas';
import { paths } from '../../schemas/paths';
import { recorded } from '../../testing/activity-records';
import { memberForm, memberInput } from '../../testing/members-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * A phone shared in a family (docs/product/screens.md §3): a member ticked "Shares this phone with
 * another member" may have a phone another member has; without the tick that phone is refused,
 * and nothing is written. The phone is stored as the one phone rule reads it (api-input.md §21).
 */

const PHONE = '9822011223';
const TYPED = '+91 98220 11223';

describe('a phone shared with another member', () => {
  const ctx = useSignedInApp();
  let plan: number;
  beforeEach(async () => {
    plan = await ctx.members.addPlan('Monthly');
  });
  const add = (name: string, fields: Record<string, string> = {}) =>
    ctx.members.add({ ...memberForm, name, phone: TYPED, plan: String(plan), ...fields });
  const details = async (id: number) => (await ctx.members.get(id)).json();
  const refusal = { status: 'failed', message: MEMBER_MESSAGES.phoneTaken };

  it('adds a second member on a phone when ticked, stored in the one form, and says so when loaded', async () => {
    const asha = (await add('Asha Verma')).json().member_id;
    const [added, records] = await recorded(ctx.app, () =>
      add('Ravi Verma', { phone: '098220-11223', shares_phone: 'true' }),
    );
    expect(added.statusCode).toBe(201);
    const ravi = added.json().member_id;
    expect(await details(asha)).toMatchObject({ phone: PHONE, shares_phone: false });
    expect(await details(ravi)).toMatchObject({ phone: PHONE, shares_phone: true });
    // The add's record says the phone is shared; its details name the checkbox.
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'member.added',
          data: expect.objectContaining({ shares_phone: true }),
        }),
      ]),
    );
    const history = (await ctx.get(`/members/history/${ravi}?page=1&page_size=100`)).json();
    expect(history.data.map((row: { details: string }) => row.details).join(' · ')).toContain(
      'Shares this phone with another member',
    );
    // The screens' JSON takes it too, as a boolean.
    const typed = await ctx.members.addTyped({
      ...memberInput,
      name: 'Meera Verma',
      phone: '9822011223',
      plan_id: plan,
      shares_phone: true,
    });
    expect(typed.statusCode).toBe(201);
    expect(await ctx.members.counts()).toEqual({ members: 3, invoices: 3 });
  });

  it('refuses a phone another member has without the tick, in the one message, and writes nothing', async () => {
    await add('Asha Verma');
    const enquiry = await ctx.enquiries.create({ name: 'Kiran', phone: '9811122233' });
    const before = await tableFingerprints(ctx.app);
    for (const [phone, shares] of [
      [TYPED, undefined],
      ['9822011223', 'false'],
      ['(+91) 98220-11223', 'false'],
    ] as const) {
      const refused = await add('Ravi Verma', {
        phone,
        ...(shares === undefined ? {} : { shares_phone: shares }),
      });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: refusal,
      });
    }
    const typed = await ctx.members.addTyped({
      ...memberInput,
      name: 'Ravi Verma',
      phone: PHONE,
      plan_id: plan,
      shares_phone: false,
    });
    expect(typed.statusCode).toBe(409);
    // Converting an enquiry with that phone is refused the same way, and the enquiry stays open.
    const converted = await add('Kiran', { enquiry_id: String(enquiry) });
    expect(converted.statusCode).toBe(409);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({ status: 'New' });
    expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
  });

  it('lets each member on a shared phone be edited; unticking, or moving onto a taken phone, is refused and writes nothing', async () => {
    const asha = (await add('Asha Verma')).json().member_id;
    const ravi = (await add('Ravi Verma', { shares_phone: 'true' })).json().member_id;
    const kiran = (await add('Kiran Shah', { phone: '9811122233' })).json().member_id;
    const form = { ...memberForm, plan: String(plan) };

    // The member who had it first keeps it, though another now shares it; the sharer too.
    expect(
      (await ctx.members.update(asha, { ...form, name: 'Asha V', phone: TYPED })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.members.update(ravi, { ...form, name: 'Ravi V', phone: PHONE })).statusCode,
    ).toBe(200);
    expect(await details(ravi)).toMatchObject({ name: 'Ravi V', shares_phone: true });

    const before = await tableFingerprints(ctx.app);
    for (const [id, fields] of [
      // Unticked while Asha has it.
      [ravi, { name: 'Ravi V', phone: PHONE, shares_phone: 'false' }],
      // Onto a taken phone without the tick: whoever has it, sharer or not.
      [kiran, { name: 'Kiran Shah', phone: TYPED }],
      [kiran, { name: 'Kiran Shah', phone: '9822011223', shares_phone: 'false' }],
    ] as const) {
      const refused = await ctx.members.update(id, { ...form, ...fields });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: refusal,
      });
    }
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);

    // Ticked, Kiran joins them; the change is recorded as the checkbox reads.
    const [moved, records] = await recorded(ctx.app, () =>
      ctx.members.update(kiran, {
        ...form,
        name: 'Kiran Shah',
        phone: TYPED,
        shares_phone: 'true',
      }),
    );
    expect(moved.statusCode).toBe(200);
    expect(records).toMatchObject([
      {
        action: 'member.edited',
        data: { changes: { phone: ['9811122233', PHONE], shares_phone: [false, true] } },
      },
    ]);
    const history = (await ctx.get(`/members/history/${kiran}?page=1&page_size=100`)).json();
    expect(history.data.map((row: { details: string }) => row.details)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Shares this phone with another member: No → Yes'),
      ]),
    );
    // Left out, an edit keeps the setting.
    expect(
      (await ctx.members.update(kiran, { ...form, name: 'Kiran S', phone: PHONE })).statusCode,
    ).toBe(200);
    expect(await details(kiran)).toMatchObject({ phone: PHONE, shares_phone: true });
  });

  it('is held by the database: a second member not sharing a phone is refused, sharers are not', async () => {
    const asha = (await add('Asha Verma')).json().member_id;
    const row = await ctx.app.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', asha)
      .executeTakeFirstOrThrow();
    const { id: _id, period_start: _derived, ...copy } = row;
    const insert = (shares_phone: number, name: string) =>
      ctx.app.db
        .insertInto('members')
        .values({ ...copy, name, shares_phone })
        .execute();
    const error = await insert(0, 'Twin').catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    await insert(1, 'Ravi');
    await insert(1, 'Meera');
    const refusedBy = (statement: ReturnType<typeof sql>) =>
      statement.execute(ctx.app.db).then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(
      isUniqueViolation(
        await refusedBy(sql`UPDATE members SET shares_phone = 0 WHERE name = 'Ravi'`),
      ),
    ).toBe(true);
    // 0 or 1, nothing else.
    expect(await refusedBy(sql`UPDATE members SET shares_phone = 2 WHERE name = 'Ravi'`)).toEqual(
      expect.objectContaining({ message: expect.stringMatching(/check constraint/i) }),
    );
    const counts = await ctx.app.db
      .selectFrom('members')
      .select(['shares_phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('phone', '=', PHONE)
      .groupBy('shares_phone')
      .orderBy('shares_phone')
      .execute();
    expect(counts.map(({ shares_phone, n }) => [shares_phone, Number(n)])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('brings a deleted member back onto a phone shared when they were deleted, sharing it', async () => {
    const asha = (await add('Asha Verma')).json().member_id;
    const ravi = (await add('Ravi Verma', { shares_phone: 'true' })).json().member_id;
    await ctx.members.remove(asha);
    // Ravi, alone on it now, unticks: the phone is his.
    const form = { ...memberForm, plan: String(plan), name: 'Ravi Verma', phone: PHONE };
    expect((await ctx.members.update(ravi, { ...form, shares_phone: 'false' })).statusCode).toBe(
      200,
    );
    const restored = await ctx.deleted.restore(await ctx.deleted.idOf('members', asha));
    expect(restored.statusCode).toBe(200);
    expect(await details(asha)).toMatchObject({ phone: PHONE, shares_phone: true });
    expect(await details(ravi)).toMatchObject({ phone: PHONE, shares_phone: false });
  });
});

// Searches read only: one app, with its family of three on one phone and a neighbour, serves them all.
describe('finding the members who share a phone', () => {
  const ctx = useSignedInApp({}, 'all');
  const family: number[] = [];
  beforeAll(async () => {
    const plan = String(await ctx.members.addPlan('Monthly'));
    const add = async (name: string, phone: string, shares_phone = 'false') => {
      const response = await ctx.members.add({ ...memberForm, name, phone, plan, shares_phone });
      expect(response.statusCode).toBe(201);
      return response.json().member_id as number;
    };
    family.push(await add('Asha Verma', TYPED));
    await add('Neighbour', '9822099999');
    family.push(await add('Ravi Verma', '09822011223', 'true'));
    family.push(await add('Meera Verma', '9822011223', 'true'));
  });
  // Newest first, as every one of them lists.
  const newestFirst = () => [...family].reverse();
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  it.each([TYPED, '98220 11223', '9822011223', '11223'])(
    'the check-in lookup lists everyone on %p',
    async (q) => {
      const body = (await ctx.get(`${paths.attendance.lookup}?q=${encodeURIComponent(q)}`)).json();
      expect(ids(body.data)).toEqual(newestFirst());
      expect(body.more).toBe(false);
      expect(body.data.map((m: { phone: string }) => m.phone)).toEqual([PHONE, PHONE, PHONE]);
    },
  );

  it.each([TYPED, '98220 11223', '11223'])('the top bar lists everyone on %p', async (q) => {
    const body = (await ctx.get(`${paths.search.find}?q=${encodeURIComponent(q)}`)).json();
    expect(ids(body.members)).toEqual(newestFirst());
  });

  it.each([TYPED, '98220 11223', '11223'])('the members list lists everyone on %p', async (q) => {
    const body = (await ctx.members.list(`?page=1&page_size=5&q=${encodeURIComponent(q)}`)).json();
    expect(ids(body.data)).toEqual(newestFirst());
    expect(body.total).toBe(3);
  });
});
