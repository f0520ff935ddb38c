import { sharedPhoneForm } from '../testing/members-client';
import { useSignedInApp } from '../testing/signed-in-app';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

describe('Idempotency-Key: a write that takes money, sent again, is written once', () => {
  const ctx = useSignedInApp();
  let gold: number;
  let member: number;

  const pay = (amount: number, key?: string) =>
    ctx.send(
      'POST',
      `/payments/record_payment/${member}`,
      { amount, method: 'cash' },
      key === undefined ? {} : { 'idempotency-key': key },
    );
  const payments = () =>
    ctx.app.db
      .selectFrom('invoices')
      .select(['paid_amount', 'kind'])
      .where('member_id', '=', member)
      .where('kind', '=', 'payment')
      .execute();
  const paid = async () =>
    (
      await ctx.app.db
        .selectFrom('members')
        .select('paid_amount')
        .where('id', '=', member)
        .executeTakeFirstOrThrow()
    ).paid_amount;

  beforeEach(async () => {
    gold = await ctx.dues.members.addPlan('Gold', 30, 1500);
    member = await ctx.dues.join(gold, 2, { paid: '0' });
  });

  it('answers a repeated payment with the first answer and records one payment', async () => {
    const first = await pay(500, 'pay-1');
    expect(first.statusCode).toBe(200);
    const again = await pay(500, 'pay-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await payments()).toEqual([{ paid_amount: 500, kind: 'payment' }]);
    expect(await paid()).toBe(500);
  });

  it('refuses the same key with another body (422) and writes nothing', async () => {
    await pay(500, 'pay-1');
    const other = await pay(700, 'pay-1');
    expect([other.statusCode, other.json()]).toEqual([
      422,
      { status: 'failed', message: IDEMPOTENCY_MESSAGES.otherRequest },
    ]);
    expect(await paid()).toBe(500);
  });

  it('keeps no key for a refused write: the corrected request may use it', async () => {
    const refused = await pay(5000, 'pay-1');
    expect(refused.statusCode).toBe(400);
    const corrected = await pay(500, 'pay-1');
    expect(corrected.statusCode).toBe(200);
    expect(await paid()).toBe(500);
  });

  it('writes each request without a key, and each new key, as before', async () => {
    await pay(100);
    await pay(100);
    await pay(100, 'pay-1');
    await pay(100, 'pay-2');
    expect(await paid()).toBe(400);
  });

  it('writes one payment of two sent at once with one key', async () => {
    const sent = await Promise.all([pay(500, 'pay-1'), pay(500, 'pay-1')]);
    expect(await paid()).toBe(500);
    // Sent at once, either may take the key first (on PostgreSQL their transactions start in any
    // order): the first is the one answered 200 (the other's 409 if only one is).
    const [a, b] = sent[0].statusCode === 200 ? sent : [sent[1], sent[0]];
    expect(a.statusCode).toBe(200);
    // The second waited for the first's write: its answer again, or still being saved.
    expect([200, 409]).toContain(b.statusCode);
    if (b.statusCode === 200) expect(b.json()).toEqual(a.json());
    else expect(b.json().message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
  });

  it('forgets a key after 24 hours', async () => {
    await pay(500, 'pay-1');
    await ctx.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 24 * 3_600_000 - 1000).toISOString() })
      .execute();
    expect((await pay(500, 'pay-1')).statusCode).toBe(200);
    expect(await paid()).toBe(1000);
    expect(await ctx.app.db.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(1);
  });

  it('refuses a key that is not 1 to 255 visible characters, writing nothing', async () => {
    for (const key of ['', 'a b', 'x'.repeat(256), 'é']) {
      const refused = await pay(500, key);
      expect([refused.statusCode, refused.json().message]).toEqual([
        400,
        IDEMPOTENCY_MESSAGES.invalid,
      ]);
    }
    expect(await paid()).toBe(0);
  });

  it('holds for adding a member with a payment and for a renewal', async () => {
    const form = {
      ...sharedPhoneForm,
      name: 'Ravi Kumar',
      plan: String(gold),
      paid: '1500',
      due: '',
    };
    const key = { 'idempotency-key': 'add-1' };
    const added = await ctx.send('POST', '/members/add_member', form, key);
    expect(added.statusCode).toBe(201);
    const again = await ctx.send('POST', '/members/add_member', form, key);
    expect([again.statusCode, again.json()]).toEqual([201, added.json()]);
    const named = ctx.app.db.selectFrom('members').select('id').where('name', '=', 'Ravi Kumar');
    expect(await named.execute()).toHaveLength(1);

    const expired = await ctx.dues.join(gold, 40, { name: 'Old Iyer', paid: '1500' });
    const renewal = { 'idempotency-key': 'renew-1' };
    const renewed = await ctx.send(
      'POST',
      `/members/renew_member/${expired}`,
      { paid: 1500 },
      renewal,
    );
    expect(renewed.statusCode).toBe(200);
    const renewedAgain = await ctx.send(
      'POST',
      `/members/renew_member/${expired}`,
      { paid: 1500 },
      renewal,
    );
    expect(renewedAgain.json()).toEqual(renewed.json());
    const renewals = await ctx.app.db
      .selectFrom('invoices')
      .select('id')
      .where('member_id', '=', expired)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toHaveLength(1);
  });
});
