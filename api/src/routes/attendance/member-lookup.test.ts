import { memberForm } from '../../testing/members-client';
import { addDays, today } from '../../domain/dates';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('GET /attendance/lookup', () => {
  const ctx = useSignedInApp({}, 'all');
  let plan: number;

  const add = async (name: string, phone: string, fields: Record<string, string> = {}) =>
    (
      await ctx.members.add({
        ...memberForm,
        name,
        phone,
        plan: String(plan),
        joining_day: today(),
        fee: '1500',
        paid: '1500',
        ...fields,
      })
    ).json().member_id as number;
  const lookup = async (q: string) => {
    const response = await ctx.get(`/attendance/lookup?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { status: string; data: Record<string, unknown>[]; more: boolean };
  };
  const names = async (q: string) => (await lookup(q)).data.map((m) => m.name);

  beforeAll(async () => {
    plan = await ctx.members.addPlan('Monthly', 30, 1500);
    await add('Meera Iyer', '+919811100001');
    await add('Ravi Kumar', '9822200002', { paid: '500', joining_day: addDays(today(), -27) });
    await add('Old Timer', '9833300003', { joining_day: '2020-01-01' });
    await add('Sleepy Iyer', '9844400004', { status: 'Inactive' });
  });

  it('finds members by part of their name, any case, newest first', async () => {
    expect(await names('iyer')).toEqual(['Sleepy Iyer', 'Meera Iyer']);
    expect(await names('MEERA')).toEqual(['Meera Iyer']);
    // Shorter than a trigram: still found.
    expect(await names('ra')).toEqual(['Ravi Kumar', 'Meera Iyer']);
    expect(await names('nobody')).toEqual([]);
  });

  it('finds members by part of their phone, as typed with spaces or dashes', async () => {
    expect(await names('22200')).toEqual(['Ravi Kumar']);
    expect(await names('98 222-000')).toEqual(['Ravi Kumar']);
    expect(await names('+91981')).toEqual(['Meera Iyer']);
    expect(await names('04')).toEqual(['Sleepy Iyer']);
  });

  it('gives each match its standing and the message a check-in would be refused with', async () => {
    const [ravi] = (await lookup('ravi')).data;
    expect(ravi).toEqual({
      id: expect.any(Number),
      name: 'Ravi Kumar',
      phone: '9822200002',
      plan_id: plan,
      plan_type: 'Monthly',
      status: 'Active',
      expire_date: addDays(today(), 3),
      days_left: 3,
      due_amount: 1000,
      checked_in: false,
      standing: 'Active, expiring in 3 days, owes ₹1,000',
      refusal: null,
      home_branch_id: 1,
    });
    // Active as stored, past the expiry: shown as Expired (docs/product/screens.md §4).
    expect((await lookup('old timer')).data[0]).toMatchObject({
      status: 'Expired',
      standing: 'Expired on 31 Jan 2020',
      refusal: "Old Timer's membership expired on 31 Jan 2020. Renew it before checking in.",
    });
    expect((await lookup('sleepy')).data[0]).toMatchObject({
      standing: 'Inactive',
      refusal: 'Sleepy Iyer is Inactive and cannot check in.',
    });

    const meera = (await lookup('meera')).data[0]!;
    const checkIn = await ctx.send('POST', '/attendance/check_in', { member_id: meera.id });
    expect(checkIn.statusCode).toBe(201);
    expect((await lookup('meera')).data[0]).toMatchObject({
      checked_in: true,
      standing: 'Active, checked in now',
      refusal: 'Meera Iyer is already checked in. Check them out first.',
    });
  });

  it('answers at most 8 members and says when more match', async () => {
    for (let i = 0; i < 9; i += 1) await add(`Twin ${i}`, `97000000${String(i).padStart(2, '0')}`);
    const nine = await lookup('twin');
    expect(nine.data.map((m) => m.name)).toEqual([
      'Twin 8',
      'Twin 7',
      'Twin 6',
      'Twin 5',
      'Twin 4',
      'Twin 3',
      'Twin 2',
      'Twin 1',
    ]);
    expect(nine.more).toBe(true);
    expect((await lookup('twin 1')).more).toBe(false);
  });

  it('treats search characters as plain text', async () => {
    expect(await names('%')).toEqual([]);
    expect(await names('"iyer')).toEqual([]);
  });
});
