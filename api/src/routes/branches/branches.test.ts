import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';
import { createTestApp } from '../../testing/test-app';

const MAIN = { id: 1, name: 'Main branch', address: '', phone: '' };
const baner = { name: 'Baner', address: 'Baner Road\nPune', phone: '9800000002' };

/** The branch routes and the stored branches, for the block whose app is `ctx`. */
const branchRoutes = (ctx: SignedInApp) => ({
  list: async () => (await ctx.get('/branches')).json(),
  add: (payload: unknown) => ctx.send('POST', '/branches/add_branch', payload),
  edit: (id: number | string, payload: unknown) =>
    ctx.send('POST', `/branches/edit_branch/${id}`, payload),
  stored: () => ctx.app.db.selectFrom('branches').selectAll().orderBy('id').execute(),
});

describe('branch routes', () => {
  const ctx = useSignedInApp();
  const { list, add, edit, stored } = branchRoutes(ctx);

  it('lists the gym as it was as branch 1: "Main branch" when it never saved its details', async () => {
    expect(await list()).toEqual({ status: 'success', data: [MAIN] });
  });

  it('adds a branch, stored trimmed, and lists every branch by id', async () => {
    const response = await add({
      name: '  Baner  ',
      address: ' Baner Road\nPune ',
      phone: ' 9800000002 ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Branch added successfully!',
      branch: { id: 2, ...baner },
    });
    await add({ name: 'Aundh', address: '', phone: '' });
    expect(await list()).toEqual({
      status: 'success',
      data: [MAIN, { id: 2, ...baner }, { id: 3, name: 'Aundh', address: '', phone: '' }],
    });
  });

  it('edits a branch, the first one too, and answers it as saved', async () => {
    const response = await edit(1, { name: 'Koregaon Park', address: 'Lane 5', phone: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Branch updated successfully!',
      branch: { id: 1, name: 'Koregaon Park', address: 'Lane 5', phone: '' },
    });
    // A name differing from its own only in case is still its own.
    expect((await edit(1, { name: 'KOREGAON park', address: '', phone: '' })).statusCode).toBe(200);
    expect((await list()).data).toEqual([{ id: 1, name: 'KOREGAON park', address: '', phone: '' }]);
  });

  it('refuses a name another branch has, whatever its case, with a 409 that names it', async () => {
    expect((await add(baner)).statusCode).toBe(201);
    const before = await stored();
    const refusals = [
      await add({ ...baner, name: 'MAIN Branch' }),
      await add({ ...baner, name: 'ｂａｎｅｒ' }),
      await edit(1, { ...baner, name: ' baner ' }),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json()])).toEqual([
      [409, { status: 'failed', message: 'A branch named MAIN Branch already exists.' }],
      [409, { status: 'failed', message: 'A branch named ｂａｎｅｒ already exists.' }],
      [409, { status: 'failed', message: 'A branch named baner already exists.' }],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('adds one branch of two sent at once under the same name, and refuses the other with the 409', async () => {
    const answers = await Promise.all([add(baner), add({ ...baner, name: 'BANER' })]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await list()).data.map((branch: { name: string }) => branch.name)).toHaveLength(2);
  });

  it.each(['Manager', 'Front desk', 'Trainer', 'Accountant'] as const)(
    '%s: reads the branches, neither adds nor edits one (403)',
    async (role) => {
      const { cookie } = await signedInAs(ctx.app, ctx.cookie, role);
      expect((await ctx.get('/branches', { cookie })).json()).toEqual({
        status: 'success',
        data: [MAIN],
      });
      for (const response of [
        await ctx.send('POST', '/branches/add_branch', baner, { cookie }),
        await ctx.send('POST', '/branches/edit_branch/1', baner, { cookie }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          status: 'failed',
          message: 'You do not have permission to do this.',
        });
      }
      expect(await list()).toEqual({ status: 'success', data: [MAIN] });
    },
  );
});

// A refusal writes nothing, so the refusals share one app: a refusal that wrote would fail its own
// test (the stored branches) and every later one (one app each was 11 apps a database).
describe('branch routes, refusing', () => {
  const ctx = useSignedInApp({}, 'all');
  const { list, add, edit, stored } = branchRoutes(ctx);

  it.each([
    ['no name', { address: '', phone: '' }, 'Name is required'],
    ['an empty name', { ...baner, name: '' }, 'Name is required'],
    ['a blank name', { ...baner, name: '   ' }, 'Name must not be blank'],
    [
      'a name of 101 characters',
      { ...baner, name: 'b'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    [
      'a name on two lines',
      { ...baner, name: 'Baner\nRoad' },
      'Name must not contain control characters',
    ],
    [
      'an address of 301 characters',
      { ...baner, address: 'a'.repeat(301) },
      'Address must be at most 300 characters',
    ],
    ['no address', { name: 'Baner', phone: '' }, 'Address is required'],
    [
      'a phone of letters',
      { ...baner, phone: 'call us' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a phone of 31 characters',
      { ...baner, phone: '1'.repeat(31) },
      'Phone must be at most 30 characters',
    ],
    ['a JSON array', [baner], 'The body must be an object'],
  ])(
    'refuses %s with its message, adding and editing, and writes nothing',
    async (_, body, message) => {
      const before = await stored();
      for (const response of [await add(body), await edit(1, body)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: 'failed', message });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('answers an unknown branch with a 404 and writes nothing', async () => {
    const response = await edit(999, baner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'failed', message: 'Branch 999 not found.' });
    expect(await list()).toEqual({ status: 'success', data: [MAIN] });
  });
});

describe('branch routes without a session', () => {
  it('refuse every call with the 401 and write nothing', async () => {
    const { app, close } = await createTestApp();
    try {
      for (const request of [
        { method: 'GET' as const, url: '/branches' },
        { method: 'POST' as const, url: '/branches/add_branch', payload: baner },
        { method: 'POST' as const, url: '/branches/edit_branch/1', payload: baner },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          status: 'failed',
          message: 'Please log in to continue.',
        });
      }
      expect(await app.db.selectFrom('branches').select('name').execute()).toEqual([
        { name: 'Main branch' },
      ]);
    } finally {
      await close();
    }
  });
});
