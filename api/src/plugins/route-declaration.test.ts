import { ACTIVITY_ACTIONS } from '../domain/activity';
import type { UndoAction } from '../domain/undo';
import { watchingRoutes, withRouteTable } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';
import { declarationGaps } from './route-declaration';

/** Builds the app with route `key` declared as `change` makes it: answers how it ended. */
const startWith = (change: Record<string, unknown>, key = 'GET /members/view_plans') =>
  watchingRoutes(
    () => createTestApp(),
    (route) => {
      if (`${String(route.method)} ${route.url}` === key)
        route.config = { ...route.config, ...change };
    },
  );

/** A route's gaps, declared as a staff route of the chain with `config` besides. */
const gapsOf = (method: string, url: string, config: object) =>
  declarationGaps({
    method,
    url,
    config: { audience: 'staff', scope: 'chain', permission: 'signed-in', ...config },
  });

/** A reversal of check-ins, as a route declares it (the real one is routes/undo/undo-check-in.ts). */
const undoCheckIn: UndoAction = {
  takesBack: 'member.checked_in',
  undo: async () => ({ message: 'Undone.', activity_id: 0 }),
};

const RECORDS_GAP =
  'config.records: the actions of domain/activity.ts it records, or { nothing: why }';

describe('the declaration every route makes (docs/architecture.md, "A route is one declaration")', () => {
  it.each([
    ['permission', { permission: undefined }, 'config.permission'],
    ['audience', { audience: undefined }, 'config.audience'],
    ['scope', { scope: undefined }, 'config.scope'],
    ['an audience of its own', { audience: 'visitors' }, 'config.audience'],
    ['a scope of its own', { scope: 'city' }, 'config.scope'],
  ])('is whole: an app with a route without its %s refuses to start', async (_, change, gap) => {
    await expect(startWith(change)).rejects.toThrow(
      `GET /members/view_plans does not declare ${gap} (plugins/route-declaration.ts)`,
    );
  });

  it('keeps the public audience for public routes: anyone may call them, and only them', () => {
    const route = (config: object) => declarationGaps({ method: 'GET', url: '/x', config });
    const gap = "config.audience 'public' with config.permission 'public', and only then";
    expect(route({ permission: 'public', audience: 'public', scope: 'chain' })).toEqual([]);
    expect(route({ permission: 'public', audience: 'staff', scope: 'chain' })).toEqual([gap]);
    expect(route({ permission: 'plans.view', audience: 'public', scope: 'chain' })).toEqual([gap]);
    expect(route({ permission: 'plans.view', audience: 'staff', scope: 'chain' })).toEqual([]);
  });

  it('is whole: an app with a write that does not say what it records in the trail refuses to start', async () => {
    await expect(startWith({ records: undefined }, 'POST /members/add_plan')).rejects.toThrow(
      `POST /members/add_plan does not declare ${RECORDS_GAP} (plugins/route-declaration.ts)`,
    );
  });

  it('has every write name actions of the trail, or why it records none, and no read name any', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(gapsOf(method, '/x', { records: 'plan.added' })).toEqual([]);
      expect(gapsOf(method, '/x', { records: ['plan.added', 'payment.received'] })).toEqual([]);
      expect(gapsOf(method, '/x', { records: { nothing: 'A dry run.' } })).toEqual([]);
      for (const records of [undefined, [], 'plan.made', ['plan.added', 'plan.made'], {}])
        expect(gapsOf(method, '/x', { records })).toEqual([RECORDS_GAP]);
      expect(gapsOf(method, '/x', { records: { nothing: ' ' } })).toEqual([RECORDS_GAP]);
    }
    expect(gapsOf('GET', '/x', { records: 'plan.added' })).toEqual([
      'config.records on a write, and only there',
    ]);
  });

  it('has Undo take back only an action the route records, and each action one way', async () => {
    expect(gapsOf('POST', '/x', { records: 'member.checked_in', undo: undoCheckIn })).toEqual([]);
    expect(gapsOf('POST', '/x', { records: 'member.checked_out', undo: undoCheckIn })).toEqual([
      'config.undo of actions its config.records names',
    ]);
    // A second route declaring how Undo takes back a check-in.
    await expect(
      startWith(
        { records: ['member.checked_out', 'member.checked_in'], undo: undoCheckIn },
        'POST /attendance/check_out/:id',
      ),
    ).rejects.toThrow(
      'POST /attendance/check_out/:id declares how Undo takes back member.checked_in, which POST /attendance/check_in declares already (plugins/route-declaration.ts)',
    );
  });

  it('has every read by id name what its parameter names, and no other route', async () => {
    expect(gapsOf('GET', '/members/:id', { readsById: 'member' })).toEqual([]);
    expect(gapsOf('HEAD', '/members/:id', { readsById: 'member' })).toEqual([]);
    expect(gapsOf('GET', '/members/:id', { readsById: 'visitor' })).toEqual(['config.readsById']);
    expect(gapsOf('GET', '/members', { readsById: 'member' })).toEqual([
      'config.readsById on a read by id, and only there',
    ]);
    expect(
      gapsOf('POST', '/members/:id', { records: 'member.edited', readsById: 'member' }),
    ).toEqual(['config.readsById on a read by id, and only there']);
    await expect(startWith({ readsById: undefined }, 'GET /enquiries/:id')).rejects.toThrow(
      'GET /enquiries/:id does not declare config.readsById (plugins/route-declaration.ts)',
    );
  });

  it('is whole on every route of the app as built, and its routes record every action the trail knows', async () => {
    // On SQLite, whatever the suite runs on: its app has every route (PostgreSQL's has no Back up
    // now, whose record only it makes); the app on PostgreSQL is held whole by the walks.
    const { built, routes } = await withRouteTable(() => createTestApp({ databaseUrl: undefined }));
    await built.close();
    const declared = new Set<string>(routes.flatMap((route) => route.records));
    expect(Object.keys(ACTIVITY_ACTIONS).filter((action) => !declared.has(action))).toEqual([]);
  });
});
