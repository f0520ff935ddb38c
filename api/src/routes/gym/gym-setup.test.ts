import { branchesClient } from '../../testing/branches-client';
import { importsClient } from '../../testing/imports-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { addAccount, ROLE_ID, signedInAs } from '../../testing/team';

const NOTHING_DONE = {
  gym_details: false,
  branches: false,
  plans: false,
  team: false,
  import: false,
};

/** `GET /gym/setup` as `cookie` (the Owner's by default), its status asserted. */
async function setup(ctx: SignedInApp, cookie = ctx.cookie) {
  const response = await ctx.get('/gym/setup', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const saveGym = (ctx: SignedInApp, body: object) =>
  ctx.send('POST', '/members/gym_details', { address: '', phone: '', ...body });

// One app, each step taken in turn: the read answers what the records say after each.
describe('the set-up checklist, step by step (docs/product/dashboard.md §15)', () => {
  const ctx = useSignedInApp({}, 'all');

  it('answers every step not done, and the gym not set up, on a new installation', async () => {
    expect(await setup(ctx)).toEqual({ status: 'success', set_up: false, steps: NOTHING_DONE });
  });

  it('Gym details: done once they are saved; Branches: not while branch 1 has no address', async () => {
    expect((await saveGym(ctx, { name: 'Iron Temple' })).statusCode).toBe(200);
    expect((await setup(ctx)).steps).toEqual({ ...NOTHING_DONE, gym_details: true });
  });

  it('Branches: done once branch 1 has an address (here taken from the gym’s)', async () => {
    await saveGym(ctx, { name: 'Iron Temple', address: 'FC Road, Pune' });
    expect((await setup(ctx)).steps).toEqual({
      ...NOTHING_DONE,
      gym_details: true,
      branches: true,
    });
  });

  it('Plans: done with a plan; the gym is not set up by plans without members', async () => {
    await ctx.members.addPlan('Monthly');
    expect(await setup(ctx)).toEqual({
      status: 'success',
      set_up: false,
      steps: { ...NOTHING_DONE, gym_details: true, branches: true, plans: true },
    });
  });

  it('Team: done with a second account, but not with a disabled one', async () => {
    const { id } = await addAccount(ctx.app, ctx.cookie, {
      role_id: ROLE_ID['Front desk'],
      username: 'desk',
    });
    expect((await setup(ctx)).steps.team).toBe(true);
    expect((await ctx.team.disable(id)).statusCode).toBe(200);
    expect((await setup(ctx)).steps.team).toBe(false);
    expect((await ctx.team.enable(id)).statusCode).toBe(200);
    expect((await setup(ctx)).steps.team).toBe(true);
  });

  it('Import: done once an import has run, and stays done when it is undone and its members are gone', async () => {
    const imports = importsClient(ctx.app, ctx.cookie);
    const { id } = await imports.reviewed([
      ['Name', 'Phone', 'Plan'],
      ['Sunil Rao', '9876543211', 'Monthly'],
    ]);
    // Reviewed, not run: not yet.
    expect((await setup(ctx)).steps.import).toBe(false);
    await imports.runAll(id);
    expect(await setup(ctx)).toEqual({
      status: 'success',
      set_up: true,
      steps: { gym_details: true, branches: true, plans: true, team: true, import: true },
    });
    expect((await imports.undo(id)).statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom('members').select('id').execute()).toEqual([]);
    // Every step done: set up, members or not.
    expect(await setup(ctx)).toEqual({
      status: 'success',
      set_up: true,
      steps: { gym_details: true, branches: true, plans: true, team: true, import: true },
    });
  });
});

describe('the set-up checklist of a gym already running', () => {
  const ctx = useSignedInApp({}, 'all');

  it('is set up once it has members and plans, whatever else is not done; a member is its Import done', async () => {
    const plan = await ctx.members.addPlan('Monthly');
    expect((await ctx.members.add({ ...memberForm, plan: String(plan) })).statusCode).toBe(201);
    expect(await setup(ctx)).toEqual({
      status: 'success',
      set_up: true,
      steps: { ...NOTHING_DONE, plans: true, import: true },
    });
  });

  it('Branches: done with a second branch, neither having an address', async () => {
    await branchesClient(ctx.app, ctx.cookie).add('Baner');
    expect((await setup(ctx)).steps.branches).toBe(true);
  });

  it.each(['Manager', 'Front desk', 'Trainer', 'Accountant'] as const)(
    'answers a %s the same: the screens choose the steps each account may take',
    async (role) => {
      const account = await signedInAs(ctx.app, ctx.cookie, role);
      expect(await setup(ctx, account.cookie)).toEqual(await setup(ctx));
    },
  );

  it('refuses a request without a session (401)', async () => {
    const response = await ctx.app.inject({ url: '/gym/setup' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('failed');
  });
});
