import { expectReply } from '../../testing/expect-reply';
import { SAME_NAMES } from '../../testing/same-names';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';

/**
 * Role names are unique whatever their case in every script, by the key plans use
 * (`roles.name_key`, domain/name-key.ts), and follow the rules of every name (stored composed,
 * never blank, no direction controls): docs/product/api-input.md §21 and docs/product/team-and-roles.md §22.
 */
const NAME_TAKEN = { status: 'failed', message: 'A role with that name already exists.' };

/** Adding a role, and the roles added, for the block whose app is `ctx`. */
const roleRoutes = (ctx: SignedInApp) => ({
  addRole: (name: string) => ctx.team.addRole({ name, permissions: ['plans.view'] }),
  customNames: async () =>
    (
      await ctx.app.db
        .selectFrom('roles')
        .select('name')
        .where('built_in', '=', 0)
        .orderBy('id')
        .execute()
    ).map((row) => row.name),
});

describe('role names', () => {
  const ctx = useSignedInApp();
  const { addRole, customNames } = roleRoutes(ctx);

  it.each(SAME_NAMES)(
    'refuses "%s" and then "%s" with 409, and keeps the first',
    async (first, second) => {
      expect((await addRole(first)).statusCode).toBe(201);
      expectReply(await addRole(second), 409, NAME_TAKEN);
      expect(await customNames()).toEqual([first]);
    },
  );

  it('stores a name typed with a combining accent composed, and refuses it in either form again', async () => {
    const created = await addRole('Cafe\u0301');
    expect(created.statusCode).toBe(201);
    expect(created.json().role.name).toBe('Caf\u00E9');
    for (const name of ['Cafe\u0301', 'Caf\u00E9', 'CAFE\u0301'])
      expectReply(await addRole(name), 409, NAME_TAKEN);
    expect(await customNames()).toEqual(['Caf\u00E9']);
  });

  it('keeps names that differ by an accent apart', async () => {
    for (const name of ['Elite', 'Élite']) expect((await addRole(name)).statusCode).toBe(201);
  });

  it('refuses a rename to another role’s name in any case, and lets a role change its own case', async () => {
    const first = (await addRole('élite')).json().role;
    const second = (await addRole('Silver')).json().role;
    const rename = (id: number, name: string) =>
      ctx.team.editRole(id, { name, permissions: ['plans.view'] });
    expectReply(await rename(second.id, 'ÉLITE'), 409, NAME_TAKEN);
    expect((await rename(first.id, 'ÉLITE')).statusCode).toBe(200);
    expect((await rename(second.id, 'Sílver')).statusCode).toBe(200);
    expect(await customNames()).toEqual(['ÉLITE', 'Sílver']);
    expectReply(await addRole('élite'), 409, NAME_TAKEN);
    expect((await addRole('silver')).statusCode).toBe(201);
  });

  it('refuses, from two adds at once, all but one with 409', async () => {
    const answers = await Promise.all(['Élite', 'ÉLITE', 'élite'].map(addRole));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await customNames()).toHaveLength(1);
  });
});

// A refusal writes nothing, so the refusals that add no role first share one app: a refusal that
// wrote would fail its own test (the roles added) and every later one (one app each was 4 apps a
// database). The same names' refusals keep an app each: each adds its first name on purpose.
describe('role names, refusing an add', () => {
  const ctx = useSignedInApp({}, 'all');
  const { addRole, customNames } = roleRoutes(ctx);

  it('refuses a built-in role’s name in another script’s case', async () => {
    expectReply(await addRole('ＯＷＮＥＲ'), 409, NAME_TAKEN);
    expectReply(await addRole('front  DESK'), 409, NAME_TAKEN);
    expect(await customNames()).toEqual([]);
  });

  it.each([
    ['only zero-width spaces', '\u200B\u200B', 'Name must not be blank'],
    [
      'a right-to-left override',
      'Desk\u202Eksed',
      'Name must not contain hidden characters that change the text direction',
    ],
  ])('refuses a name of %s (400)', async (_, name, message) => {
    expectReply(await addRole(name), 400, { status: 'failed', message });
    expect(await customNames()).toEqual([]);
  });

  it('refuses a name that composes to more than 50 characters as too long, not with a 500', async () => {
    // U+0958 is written as two characters once composed (NFC).
    const name = '\u0958'.repeat(50);
    expectReply(await addRole(name), 400, {
      status: 'failed',
      message: 'Name must be at most 50 characters',
    });
    expect(await customNames()).toEqual([]);
  });
});
