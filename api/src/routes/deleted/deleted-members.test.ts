import { addDays, today } from '../../domain/dates';
import { duesClient } from '../../testing/dues-client';
import { memberForm } from '../../testing/members-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { READS, seedGym, snapshot } from '../../testing/seeded-gym';
import { useSignedInApp } from '../../testing/signed-in-app';

/** Reads that list invoices: a deleted member's stay there. */
const INVOICE_READS = (url: string) => url.startsWith('/payments/all_invoices');

describe('a deleted member', () => {
  const ctx = useSignedInApp();
  const json = async (url: string) => (await ctx.get(url)).json();
  const lookup = async (q: string) =>
    (await json(`/attendance/lookup?q=${encodeURIComponent(q)}`)).data;

  /**
   * The seeded gym, plus Priya Patel: converted from an enquiry, owing, expiring in 5 days, paid
   * once more and checked in. Member 4 of the seed has expired and owes.
   */
  async function gym() {
    const { members } = await seedGym(ctx.app, ctx.cookie);
    const dues = duesClient(ctx.app, ctx.cookie);
    const monthly = 1;
    const enquiry = await ctx.enquiries.create({ name: 'Walk-in Prospect', plan_id: monthly });
    const added = await ctx.members.add({
      ...memberForm,
      name: 'Priya Patel',
      phone: '9822200001',
      plan: String(monthly),
      joining_day: addDays(today(), -25),
      enquiry_id: String(enquiry),
    });
    const priya = added.json().member_id as number;
    expect((await dues.pay(priya, { amount: 100, method: 'upi' })).statusCode).toBe(200);
    const checkIn = await ctx.send('POST', '/attendance/check_in', { member_id: priya });
    expect(checkIn.statusCode).toBe(201);
    return { priya, expired: members[4]!, enquiry, expiredName: 'Member E Verma' };
  }

  it('leaves every list, search, count, the dashboard, the bell, pending, expired and the check-in lookup; its invoices stay; Restore brings it all back as it was', async () => {
    const { priya, expired, enquiry, expiredName } = await gym();
    const before = await snapshot(ctx.app, ctx.cookie);
    const listed = (name: string) =>
      READS.filter((url) => JSON.stringify(before.reads[url]).includes(name));
    // Where they were: the members lists, pending, expired, the bell, search, attendance, invoices.
    expect(listed('Priya Patel')).toEqual(
      expect.arrayContaining([
        '/members/view_members',
        '/payments/pending_members?page=1&page_size=50',
        '/attendance/records?page=1&page_size=50',
        '/dashboard/notifications',
        '/payments/all_invoices?page=1&page_size=50',
      ]),
    );
    expect(listed(expiredName)).toContain('/members/expired_members?page=1&page_size=50');
    expect(await lookup('Priya')).toHaveLength(1);
    const invoices = (await ctx.members.invoices()).filter((i) => i.member_id === priya);
    expect(invoices).toHaveLength(2);

    for (const id of [priya, expired])
      expect((await ctx.members.remove(id)).json()).toEqual({
        status: 'success',
        message: 'Deleted successfully!',
        activity_id: expect.any(Number),
      });

    const after = await snapshot(ctx.app, ctx.cookie);
    for (const url of READS.filter((url) => !INVOICE_READS(url))) {
      expect([url, JSON.stringify(after.reads[url])]).not.toEqual([
        url,
        expect.stringContaining('Priya Patel'),
      ]);
      expect([url, JSON.stringify(after.reads[url])]).not.toEqual([
        url,
        expect.stringContaining(expiredName),
      ]);
    }
    // Invoice History keeps every invoice, theirs without the link to them (and not to be voided
    // while the member is away).
    const history = '/payments/all_invoices?page=1&page_size=50';
    type Listed = { data: { member_id: number | null }[] };
    expect(after.reads[history]).toEqual({
      ...(before.reads[history] as Listed),
      data: (before.reads[history] as Listed).data.map((row) =>
        row.member_id === priya || row.member_id === expired
          ? { ...row, member_id: null, voidable: false }
          : row,
      ),
    });
    expect(await lookup('Priya')).toEqual([]);
    expect(await json('/search?q=Priya')).toMatchObject({ members: [] });
    type Summary = { active_members: number; outstanding: { members: number } };
    const [was, is] = [before, after].map(
      (shot) => shot.reads['/dashboard/summary'] as Summary,
    ) as [Summary, Summary];
    expect(is.active_members).toBe(was.active_members - 1);
    expect(is.outstanding.members).toBe(was.outstanding.members - 2);
    expect((await json('/members/view_members?page=1&page_size=5')).total).toBe(
      (before.reads['/members/view_members'] as unknown[]).length - 2,
    );
    // The invoices keep the name, without the link; the enquiry keeps Joined, without the link.
    expect((await ctx.members.invoices()).filter((i) => i.member_phone === '9822200001')).toEqual(
      invoices.map((invoice) => ({ ...invoice, member_id: null })),
    );
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({
      status: 'Joined',
      member_id: null,
    });

    for (const id of [priya, expired])
      expect((await ctx.deleted.restore(await ctx.deleted.idOf('members', id))).json()).toEqual({
        status: 'success',
        message: `${id === priya ? 'Priya Patel' : expiredName} restored.`,
        activity_id: expect.any(Number),
        kind: 'members',
        item_id: id,
      });

    // Their reminder tasks came back with them, the same tasks (the bell names them by id).
    expect(await snapshot(ctx.app, ctx.cookie)).toEqual(before);
    expect((await ctx.members.invoices()).filter((i) => i.member_id === priya)).toEqual(invoices);
    expect((await ctx.enquiries.get(enquiry)).json()).toMatchObject({ member_id: priya });
    expect(await lookup('Priya')).toHaveLength(1);
    expect((await ctx.members.invoice(priya)).statusCode).toBe(200);
  });

  it('keeps their reminders as they were: one done before the delete is not due again after the restore', async () => {
    const { priya } = await gym();
    const due = (await ctx.reminders.page('?tab=due&q=Priya')).json().data;
    expect(due.length).toBeGreaterThan(0);
    for (const task of due)
      expect(
        (await ctx.reminders.outcome(task.id, { channel: 'call', outcome: 'reached' })).statusCode,
      ).toBe(200);
    const done = (await ctx.reminders.page('?tab=done&q=Priya')).json();

    await ctx.members.remove(priya);
    expect((await ctx.reminders.page('?tab=done&q=Priya')).json().total).toBe(0);
    await ctx.deleted.restore(await ctx.deleted.idOf('members', priya));

    expect((await ctx.reminders.page('?tab=due&q=Priya')).json().total).toBe(0);
    expect((await ctx.reminders.page('?tab=done&q=Priya')).json()).toEqual(done);
  });

  it('records the delete and the restore, each under the id its answer gives', async () => {
    const { priya } = await gym();
    const deleted = (await ctx.members.remove(priya)).json().activity_id;
    const restored = (await ctx.deleted.restore(await ctx.deleted.idOf('members', priya))).json()
      .activity_id;
    const records = await ctx.app.db
      .selectFrom('activity')
      .select(['id', 'action', 'kind', 'label', 'subject_id', 'member_id', 'admin_name'])
      .where('id', 'in', [deleted, restored])
      .orderBy('id')
      .execute();
    const record = { kind: 'members', label: 'Priya Patel', subject_id: priya, member_id: priya };
    expect(records).toEqual([
      { id: deleted, action: 'member.deleted', ...record, admin_name: expect.any(String) },
      { id: restored, action: 'member.restored', ...record, admin_name: expect.any(String) },
    ]);
  });

  describe('keeps its phone taken until removed for good', () => {
    const phone = '9822200001';
    const offer = (deletedId: number) => ({
      status: 'failed',
      message:
        'A deleted member, Priya Patel, has this phone number. Restore them from Deleted items.',
      deleted_id: deletedId,
    });

    it('refuses adding, converting an enquiry and editing a member to it, writing nothing; frees it after 30 days', async () => {
      const plan = await ctx.members.addPlan('Gold');
      const form = { ...memberForm, plan: String(plan) };
      const priya = (await ctx.members.add({ ...form, name: 'Priya Patel', phone })).json()
        .member_id;
      const other = (await ctx.members.add({ ...form, name: 'Ravi', phone: '9822200002' })).json()
        .member_id;
      const enquiry = await ctx.enquiries.create({ phone });
      await ctx.members.remove(priya);
      const deletedId = await ctx.deleted.idOf('members', priya);

      const tables = await tableFingerprints(ctx.app);
      for (const refused of [
        await ctx.members.add({ ...form, phone }),
        await ctx.members.add({ ...form, phone, enquiry_id: String(enquiry) }),
        await ctx.members.update(other, { ...form, name: 'Ravi', phone }),
      ]) {
        expect({ status: refused.statusCode, body: refused.json() }).toEqual({
          status: 409,
          body: offer(deletedId),
        });
      }
      expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);
      // Editing the member without changing their phone is not held up by it.
      expect((await ctx.members.update(other, { ...form, name: 'Ravi R' })).statusCode).toBe(200);

      await ctx.deleted.age(30.01);
      expect((await ctx.members.add({ ...form, phone })).statusCode).toBe(201);
    });

    it('lets a phone shared with another member when deleted stay shared, and refuses the restore when a member has taken it since', async () => {
      const plan = await ctx.members.addPlan('Gold');
      const form = { ...memberForm, plan: String(plan) };
      // Priya, her sister on the same phone, and Ravi.
      const ids: number[] = [];
      for (const [name, number] of [
        ['Priya Patel', phone],
        ['Anya Patel', phone],
        ['Ravi', '9822200002'],
      ] as const)
        ids.push((await ctx.members.add({ ...form, name, phone: number })).json().member_id);
      await ctx.members.remove(ids[0]!);
      const deletedId = await ctx.deleted.idOf('members', ids[0]!);
      // Given by hand (an import, say): the API itself refuses it.
      await ctx.app.db.updateTable('members').set({ phone }).where('id', '=', ids[2]!).execute();

      const tables = await tableFingerprints(ctx.app);
      const refused = await ctx.deleted.restore(deletedId);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: {
          status: 'failed',
          message: `Ravi has had the phone number ${phone} since Priya Patel was deleted. Change it there first.`,
        },
      });
      expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);

      await ctx.app.db
        .updateTable('members')
        .set({ phone: '9822200002' })
        .where('id', '=', ids[2]!)
        .execute();
      expect((await ctx.deleted.restore(deletedId)).statusCode).toBe(200);
      expect((await ctx.members.get(ids[0]!)).json()).toMatchObject({ name: 'Priya Patel', phone });
    });
  });

  it('waits for its plan: “Restore the plan first”, nothing written, then comes back once the plan has', async () => {
    const plan = await ctx.members.addPlan('Gold');
    const priya = (
      await ctx.members.add({ ...memberForm, plan: String(plan), name: 'Priya Patel' })
    ).json().member_id;
    await ctx.members.remove(priya);
    expect((await ctx.send('DELETE', `/plans/delete_plan/${plan}`)).statusCode).toBe(200);

    const member = await ctx.deleted.idOf('members', priya);
    const tables = await tableFingerprints(ctx.app);
    const refused = await ctx.deleted.restore(member);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { status: 'failed', message: 'Restore the plan “Gold” first.' },
    });
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);

    expect((await ctx.deleted.restore(await ctx.deleted.idOf('plans', plan))).statusCode).toBe(200);
    expect((await ctx.deleted.restore(member)).statusCode).toBe(200);
    expect((await ctx.members.get(priya)).json()).toMatchObject({ name: 'Priya Patel', plan });
  });

  it('is not restored twice, nor after 30 days: 404 and nothing written', async () => {
    const plan = await ctx.members.addPlan('Gold');
    const ids: number[] = [];
    for (const [name, phone] of [
      ['Priya Patel', '9822200001'],
      ['Ravi', '9822200002'],
    ] as const)
      ids.push(
        (await ctx.members.add({ ...memberForm, name, phone, plan: String(plan) })).json()
          .member_id,
      );
    for (const id of ids) await ctx.members.remove(id);
    const [first, second] = [
      await ctx.deleted.idOf('members', ids[0]!),
      await ctx.deleted.idOf('members', ids[1]!),
    ];
    expect((await ctx.deleted.restore(first)).statusCode).toBe(200);
    await ctx.deleted.age(31);
    const tables = await tableFingerprints(ctx.app);
    for (const id of [first, second, 999]) {
      const gone = await ctx.deleted.restore(id);
      expect({ status: gone.statusCode, body: gone.json() }).toEqual({
        status: 404,
        body: {
          status: 'failed',
          message: 'This item is no longer in Deleted items: it was restored or removed for good.',
        },
      });
    }
    expect(changedTables(tables, await tableFingerprints(ctx.app))).toEqual([]);
  });
});
