import { recorded } from '../../testing/activity-records';
import { sharedPhoneForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('the member form’s Do not send reminders', () => {
  const ctx = useSignedInApp();
  let form: typeof sharedPhoneForm;

  beforeEach(async () => {
    form = { ...sharedPhoneForm, plan: String(await ctx.members.addPlan('Gold')) };
  });

  const optedOut = async (id: number) => (await ctx.members.get(id)).json().no_reminders;
  const add = async (fields: Record<string, string>) => {
    const response = await ctx.members.add({ ...form, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };

  it('is off when an add leaves it out or sends false, on when it sends true', async () => {
    expect(await optedOut(await add({}))).toBe(false);
    expect(await optedOut(await add({ no_reminders: 'false' }))).toBe(false);
    expect(await optedOut(await add({ no_reminders: 'true' }))).toBe(true);
    const stored = await ctx.app.db
      .selectFrom('members')
      .select('no_reminders')
      .orderBy('id')
      .execute();
    expect(stored).toEqual([{ no_reminders: 0 }, { no_reminders: 0 }, { no_reminders: 1 }]);
  });

  it('is kept by an edit that leaves it out, and a change is recorded in the member’s history', async () => {
    const id = await add({});
    const [, optIn] = await recorded(ctx.app, () =>
      ctx.members.update(id, { ...form, no_reminders: 'true' }),
    );
    expect(optIn).toMatchObject([
      { action: 'member.edited', data: { changes: { no_reminders: [false, true] } } },
    ]);
    expect(await optedOut(id)).toBe(true);
    // Left out (an older screen, an import's row): unchanged, and nothing to record.
    const [, kept] = await recorded(ctx.app, () => ctx.members.update(id, form));
    expect(kept).toEqual([]);
    expect(await optedOut(id)).toBe(true);
    await ctx.members.update(id, { ...form, no_reminders: 'false' });
    expect(await optedOut(id)).toBe(false);
    const history = (await ctx.get(`/members/history/${id}?page=1&page_size=100`)).json();
    expect(history.data.map((row: { details: string }) => row.details)).toEqual(
      expect.arrayContaining([
        'Do not send reminders: Yes → No',
        'Do not send reminders: No → Yes',
      ]),
    );
  });

  it('refuses anything but true or false', async () => {
    const response = await ctx.members.add({ ...form, no_reminders: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
  });
});
