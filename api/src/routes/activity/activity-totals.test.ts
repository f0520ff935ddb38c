import { sql } from 'kysely';
import { ACTIVITY_ACTIONS, type ActivityAction, type Actor } from '../../domain/activity';
import { recordAll } from '../../testing/recorded-at';
import { useSignedInApp } from '../../testing/signed-in-app';
import { activityTotal, type ActivityWindow } from './activity-totals';

const ACTIONS = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];
const ACTORS: Actor[] = [
  { id: 1, name: 'Test Admin' },
  { id: 2, name: 'Asha Rao' },
  { id: null, name: 'mallory' },
];
const START = Date.parse('2026-02-27T00:00:00.000Z');

/**
 * Totals come from per-day counts kept by a trigger, plus the records of the part-days at a
 * window's ends (a gym's day begins at its own midnight, not UTC's): they must equal a COUNT(*)
 * of the same records whatever the window, on both databases.
 */
describe('activity totals', () => {
  const ctx = useSignedInApp({}, 'all');
  beforeAll(async () => {
    // Every 37 minutes for six days, so that records fall on and around every midnight.
    await recordAll(
      ctx.app.db,
      Array.from({ length: 240 }, (_, i) => ({
        at: new Date(START + i * 37 * 60_000 - (i % 11 === 0 ? 1 : 0)).toISOString(),
        actor: ACTORS[i % ACTORS.length]!,
        action: ACTIONS[(i * 7) % ACTIONS.length]!,
        label: `Record ${i}`,
      })),
    );
  });

  const counted = async ({ adminId, kind, since, before }: ActivityWindow) => {
    let query = ctx.app.db.selectFrom('activity').select(sql<number>`count(*)`.as('n'));
    if (adminId !== undefined) query = query.where('admin_id', '=', adminId);
    if (kind) query = query.where('kind', '=', kind);
    if (since) query = query.where('at', '>=', since);
    if (before) query = query.where('at', '<', before);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  const WINDOWS: Pick<ActivityWindow, 'since' | 'before'>[] = [
    {},
    { since: '2026-02-28T00:00:00.000Z' },
    { since: '2026-02-28T18:30:00.000Z' },
    { before: '2026-03-02T00:00:00.000Z' },
    { before: '2026-03-01T18:30:00.000Z' },
    // India's days (UTC+5:30): 28 Feb to 2 Mar, and 1 Mar alone.
    { since: '2026-02-27T18:30:00.000Z', before: '2026-03-02T18:30:00.000Z' },
    { since: '2026-02-28T18:30:00.000Z', before: '2026-03-01T18:30:00.000Z' },
    // Behind UTC (UTC-3:30), and within one UTC day.
    { since: '2026-02-28T03:30:00.000Z', before: '2026-03-03T03:30:00.000Z' },
    { since: '2026-03-01T02:00:00.000Z', before: '2026-03-01T09:00:00.000Z' },
    { since: '2026-03-01T00:00:00.000Z', before: '2026-03-02T00:00:00.000Z' },
    { since: '2026-03-09T00:00:00.000Z' },
  ];
  const FILTERS: Pick<ActivityWindow, 'adminId' | 'kind'>[] = [
    {},
    { adminId: 2 },
    { kind: 'payments' },
    { kind: 'sign-ins' },
    { adminId: 1, kind: 'members' },
    { adminId: 7 },
  ];

  it('equal a COUNT(*) of the records for every filter and window', async () => {
    const found = [];
    for (const window of WINDOWS)
      for (const filter of FILTERS) {
        const asked = { ...filter, ...window };
        found.push({ asked, total: await activityTotal(ctx.app.db, asked) });
      }
    const truth = [];
    for (const { asked } of found) truth.push({ asked, total: await counted(asked) });
    expect(found).toEqual(truth);
    expect(truth.filter(({ total }) => total > 0).length).toBeGreaterThan(found.length / 2);
  });
});
