import { SAME_NAMES } from '../../testing/same-names';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Plan names are unique whatever their case in every script, by one key the database holds
 * (`plans.name_key`, domain/name-key.ts), and stored composed (NFC): docs/product/api-input.md §21.
 */
describe('plan names', () => {
  const ctx = useSignedInApp();

  const plan = (name: string) => ({ name, duration_days: 30, price: 900 });
  const addPlan = (name: string) => ctx.send('POST', '/members/add_plan', plan(name));
  const taken = (name: string) => ({
    status: 'failed',
    message: `A plan named "${name}" already exists.`,
  });
  const storedNames = async () =>
    (await ctx.app.db.selectFrom('plans').select('name').orderBy('id').execute()).map(
      (row) => row.name,
    );

  it.each(SAME_NAMES)(
    'refuses "%s" and then "%s" with 409, and keeps the first',
    async (first, second) => {
      expect((await addPlan(first)).statusCode).toBe(201);
      const again = await addPlan(second);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(taken(second));
      expect(await storedNames()).toEqual([first]);
    },
  );

  it('stores a name typed with a combining accent composed, and refuses it in either form again', async () => {
    const decomposed = 'Cafe\u0301';
    const created = await addPlan(decomposed);
    expect(created.statusCode).toBe(201);
    expect(created.json().plan.name).toBe('Caf\u00E9');
    expect(await storedNames()).toEqual(['Caf\u00E9']);
    for (const name of [decomposed, 'Caf\u00E9', 'CAFE\u0301']) {
      const again = await addPlan(name);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(taken(name.normalize('NFC')));
    }
  });

  it('keeps names that only look alike in other ways apart: accents, and a dotted capital I', async () => {
    for (const name of ['Elite', 'Élite', 'Istanbul', 'İstanbul'])
      expect((await addPlan(name)).statusCode).toBe(201);
  });

  it('refuses an edit to another plan’s name in any case, and lets a plan change its own case', async () => {
    const first = (await addPlan('élite')).json().plan;
    const second = (await addPlan('Silver')).json().plan;
    const edit = (id: number, name: string) =>
      ctx.send('POST', `/members/edit_plan/${id}`, plan(name));
    const clash = await edit(second.id, 'ÉLITE');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(taken('ÉLITE'));
    expect((await edit(first.id, 'ÉLITE')).statusCode).toBe(200);
    expect(await storedNames()).toEqual(['ÉLITE', 'Silver']);
    expect((await addPlan('élite')).statusCode).toBe(409);
  });

  it('restores a deleted plan under its key, and refuses while a plan of the same name in another case was added since', async () => {
    const id = (await addPlan('Élite')).json().plan.id;
    expect((await ctx.send('DELETE', `/plans/delete_plan/${id}`)).statusCode).toBe(200);
    const deletedId = async () =>
      (await ctx.app.db.selectFrom('deleted_items').select('id').executeTakeFirstOrThrow()).id;
    const since = (await addPlan('ÉLITE')).json().plan.id;
    const refused = await ctx.send('POST', `/deleted/restore/${await deletedId()}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A plan named "Élite" has been added since. Rename that plan, then restore this one.',
    );
    expect((await ctx.send('DELETE', `/plans/delete_plan/${since}`)).statusCode).toBe(200);
    const restore = await ctx.app.db
      .selectFrom('deleted_items')
      .select('id')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await ctx.send('POST', `/deleted/restore/${restore.id}`)).statusCode).toBe(200);
    expect(await storedNames()).toEqual(['Élite']);
    expect((await addPlan('élite')).statusCode).toBe(409);
  });

  it('refuses, from two adds at once, the second with 409', async () => {
    const answers = await Promise.all(['Élite', 'ÉLITE', 'élite'].map(addPlan));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedNames()).toHaveLength(1);
  });
});
