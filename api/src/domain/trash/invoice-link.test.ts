import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import type { MemberPayload } from './members';

/**
 * Issued invoices are never changed (migrations 003, 016). Restoring a member needs exactly one
 * exception (018): their invoices' cleared link set back to them, while their deleted item names
 * those invoices. Tried here with SQL, past the API.
 */
describe('an invoice’s member link', () => {
  const ctx = useSignedInApp();
  let deleted: number;
  let kept: number;
  let theirs: number[];
  let others: number[];
  let stranger: number[];

  const invoicesOf = async (name: string) =>
    (await ctx.members.invoices()).filter((i) => i.member_name === name).map((i) => i.id);

  beforeEach(async () => {
    const plan = String(await ctx.members.addPlan('Gold'));
    const add = async (name: string, phone: string) =>
      (await ctx.members.add({ ...memberForm, name, phone, plan })).json().member_id as number;
    deleted = await add('Priya Patel', '+919822200001');
    kept = await add('Ravi', '+919822200002');
    const gone = await add('Anya', '+919822200003');
    await ctx.members.update(deleted, {
      ...memberForm,
      name: 'Priya Patel',
      phone: '+919822200001',
      plan,
      paid: '900',
    });
    await ctx.members.remove(deleted);
    await ctx.members.remove(gone);
    [theirs, others, stranger] = [
      await invoicesOf('Priya Patel'),
      await invoicesOf('Ravi'),
      await invoicesOf('Anya'),
    ];
  });

  const linkTo = (
    db: Transaction<Database> | typeof ctx.app.db,
    ids: number[],
    member: number | null,
  ) =>
    db
      .updateTable('invoices')
      .set({ member_id: member })
      .where('id', 'in', ids)
      .execute()
      .then(
        () => 'changed',
        (error: unknown) => String(error),
      );

  /** `write` inside a transaction that has put Priya's row back as a restore does, rolled back after. */
  async function whileRestoring(write: (trx: Transaction<Database>) => Promise<string>) {
    let outcome = '';
    await ctx.app.db
      .transaction()
      .execute(async (trx) => {
        const { payload } = await trx
          .selectFrom('deleted_items')
          .select('payload')
          .where('kind', '=', 'members')
          .where('item_id', '=', deleted)
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('members')
          .values((JSON.parse(payload) as MemberPayload).row)
          .execute();
        outcome = await write(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    return outcome;
  }

  it('is set back, during a restore, on exactly the invoices the deleted member’s item names', async () => {
    expect(theirs).toHaveLength(2);
    expect(await whileRestoring((trx) => linkTo(trx, theirs, deleted))).toBe('changed');
    // Another deleted member's invoice, a live member's, or the restored member's to another.
    for (const ids of [stranger, others])
      expect(await whileRestoring((trx) => linkTo(trx, ids, deleted))).toMatch(/cannot be changed/);
    expect(await whileRestoring((trx) => linkTo(trx, theirs, kept))).toMatch(/cannot be changed/);
  });

  it('cannot be set otherwise, nor anything else of an invoice changed; clearing it still can', async () => {
    expect(await linkTo(ctx.app.db, theirs, kept)).toMatch(/cannot be changed/);
    expect(await linkTo(ctx.app.db, others, deleted)).toMatch(/cannot be changed|foreign key/i);
    const changed = await ctx.app.db
      .updateTable('invoices')
      .set({ paid_amount: 1, member_name: 'Someone' })
      .where('id', 'in', theirs)
      .execute()
      .then(
        () => 'changed',
        (error: unknown) => String(error),
      );
    expect(changed).toMatch(/cannot be changed/);
    expect(await invoicesOf('Priya Patel')).toEqual(theirs);
    expect(await linkTo(ctx.app.db, others, null)).toBe('changed');
  });
});
