import type { ActivityPage } from '../../schemas';
import { recordAll } from '../../testing/recorded-at';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

const OWNER = { id: 1, name: 'Test Admin' };

const history = async (ctx: SignedInApp, id: number, query = '', cookie = ctx.cookie) => {
  const response = await ctx.get(`/members/history/${id}${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as ActivityPage;
};

/** The member's History section (docs/product/activity.md §23): the records that concern one member. */
describe('/members/history/:id', () => {
  const ctx = useSignedInApp();

  /** A member added, edited (plan and fee) and paid through the API, as the desk does it. */
  async function priya() {
    const monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    const quarterly = await ctx.members.addPlan('Quarterly', 90, 4000);
    const added = await ctx.members.add({
      ...memberForm,
      name: 'Priya Patel',
      plan: String(monthly),
      fee: '1500',
      paid: '500',
    });
    const id = added.json().member_id as number;
    await ctx.members.update(id, {
      ...memberForm,
      name: 'Priya Patel',
      plan: String(quarterly),
      fee: '4000',
      paid: '500',
    });
    expect((await ctx.dues.pay(id, { amount: 1000, method: 'upi' })).statusCode).toBe(200);
    return id;
  }

  it('lists what was done to the member, newest first, each with who and when, a page at a time', async () => {
    const id = await priya();
    const other = (
      await ctx.members.add({
        ...memberForm,
        name: 'Kabir Shah',
        phone: '+919800000002',
        plan: '1',
      })
    ).json().member_id as number;
    const all = await history(ctx, id, '?page_size=100');
    const shown = all.data.map(({ who, what, details }) => ({ who, what, details }));
    const who = all.data[0]!.who;
    expect(shown).toEqual([
      { who, what: 'Received ₹1,000 from Priya Patel', details: 'INV-00002 · UPI' },
      {
        who,
        what: 'Edited member Priya Patel',
        details: 'Plan: Monthly → Quarterly; Fee: ₹1,500 → ₹4,000',
      },
      { who, what: 'Received ₹500 from Priya Patel', details: 'INV-00001 · Cash' },
      {
        who,
        what: 'Added member Priya Patel',
        details: expect.stringMatching(/^Monthly, until \d{4}-\d\d-\d\d · Fee: ₹1,500$/),
      },
    ]);
    expect(all.total).toBe(4);
    expect(all.data.every((row) => row.member_id === id)).toBe(true);
    expect(all.data.map((row) => row.at)).toEqual(
      all.data
        .map((row) => row.at)
        .sort()
        .reverse(),
    );
    const second = await history(ctx, id, '?page=2&page_size=3');
    expect(second).toEqual({ data: all.data.slice(3), total: 4 });
    expect((await history(ctx, other)).data.map((row) => row.what)).toContain(
      'Added member Kabir Shah',
    );
  });

  it('keeps a member’s history after the member is gone, and answers an empty page for an id with none', async () => {
    const id = await priya();
    const before = await history(ctx, id);
    expect((await ctx.members.remove(id)).statusCode).toBe(200);
    const after = await history(ctx, id);
    expect(after.data.slice(-before.data.length)).toEqual(before.data.slice(-before.data.length));
    expect(await history(ctx, 999_999)).toEqual({ data: [], total: 0 });
  });

  it('shows an account without money.view no amount', async () => {
    const id = await priya();
    await recordAll(ctx.app.db, [
      {
        at: new Date().toISOString(),
        actor: OWNER,
        action: 'member.edited',
        label: 'Priya Patel',
        memberId: id,
        data: { changes: { total_fee: [4000, 4500] } },
      },
    ]);
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const seen = await history(ctx, id, '?page_size=100', trainer.cookie);
    expect(seen.total).toBe(5);
    expect(seen.data.map(({ what, details }) => ({ what, details }))).toEqual([
      { what: 'Edited member Priya Patel', details: '' },
      { what: 'Received a payment from Priya Patel', details: 'INV-00002 · UPI' },
      { what: 'Edited member Priya Patel', details: 'Plan: Monthly → Quarterly' },
      { what: 'Received a payment from Priya Patel', details: 'INV-00001 · Cash' },
      {
        what: 'Added member Priya Patel',
        details: expect.stringMatching(/^Monthly, until \d{4}-\d\d-\d\d$/),
      },
    ]);
    const texts = seen.data.flatMap(({ what, details }) => [what, details]).join(' ');
    expect(texts).not.toMatch(/₹|1,000|1000|4,000|4000|4,500|4500|500/);
  });

  it('refuses what is not a member id', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const response = await ctx.get(`/members/history/${id}`);
      expect(response.statusCode).toBe(400);
    }
  });
});
