import type { InjectOptions } from 'fastify';
import {
  afterCall,
  beforeCall,
  BACKUP_DOWNLOAD,
  concrete,
  latestUndoable,
  requestsTo,
  walkedGym,
  walkOrder,
} from '../testing/route-calls';
import type { RecordKind } from '../plugins/route-declaration';
import { changedTables, tableFingerprints, type Route } from '../testing/route-table';
import { signedInAs } from '../testing/team';
import type { SignedInApp } from '../testing/signed-in-app';
import type { TestApp } from '../testing/test-app';

/*
 * The issue's rule for branches (docs/product/branches.md §26): no route returns another branch's rows to
 * an account limited to one branch. The walked gym's every record is at the first branch; an Owner
 * (every permission) limited to the second, Baner, sends every route as the role walk does, with
 * the first branch's ids: each answer is a 404, a refusal or an empty list, never their rows, and
 * a write on one of their records changes nothing.
 */

/** The check-in names a member by id: of the first branch, so nothing may change. */
const CHECK_IN = 'POST /attendance/check_in';

/** The account's own write of moments ago, which Undo takes back: its own branch's. */
const UNDO = 'POST /activity/undo/:id';

/**
 * What only the first branch's records hold: members' (deleted ones too), trainers' and
 * enquiries' names and phones, and its invoices' numbers as they are before the walk.
 */
async function firstBranchRows(db: TestApp['db']) {
  const invoices = await db.selectFrom('invoices').select('invoice_number').execute();
  return [
    /Verma/,
    /Trainer [012]/,
    /Lost Prospect|Kiran Shah/,
    /\+9198000000[12]\d/,
    ...invoices.map((row) => new RegExp(`\\b${row.invoice_number}\\b`)),
  ];
}

/**
 * What `markers` finds in an answer to `request`; a 404 may repeat what the request named
 * ("Invoice INV-00001 not found."), which is left out.
 */
function leaked(
  markers: RegExp[],
  request: InjectOptions,
  response: { statusCode: number; body: string },
) {
  const named = decodeURIComponent(String(request.url))
    .split(/[/?&=]/)
    .filter(Boolean);
  const body =
    response.statusCode === 404
      ? named.reduce((text, part) => text.replaceAll(part, ''), response.body)
      : response.body;
  return markers.filter((marker) => marker.test(body));
}

/**
 * The first branch's records that each kind of read by id names (its declaration's readsById),
 * live and deleted (Deleted items keeps a deleted member's, trainer's and enquiry's row): their
 * ids, an invoice's number.
 */
async function firstBranchRecords(db: TestApp['db']): Promise<Record<RecordKind, string[]>> {
  const deleted = async (kind: 'members' | 'staff' | 'enquiries') =>
    (await db.selectFrom('deleted_items').select('item_id').where('kind', '=', kind).execute()).map(
      (row) => String(row.item_id),
    );
  const ids = async (table: 'members' | 'trainers_staff' | 'enquiries' | 'imports') =>
    (await db.selectFrom(table).select('id').execute()).map((row) => String(row.id));
  const invoices = await db.selectFrom('invoices').select('invoice_number').execute();
  return {
    member: [...(await ids('members')), ...(await deleted('members'))],
    invoice: invoices.map((row) => row.invoice_number),
    staff: [...(await ids('trainers_staff')), ...(await deleted('staff'))],
    enquiry: [...(await ids('enquiries')), ...(await deleted('enquiries'))],
    import: await ids('imports'),
    // Plans are every branch's: their prices are answered only at the account's branches.
    plan: [],
    class_session: (await db.selectFrom('class_sessions').select('id').execute()).map((row) =>
      String(row.id),
    ),
  };
}

describe('every route for an account limited to another branch', () => {
  it('answers no route with the first branch’s rows, and lets no write change its records', async () => {
    const { gym, routes } = await walkedGym();
    try {
      const markers = await firstBranchRows(gym.app.db);
      const baner = await signedInAs(gym.app, gym.cookie, 'Owner', 'owner-baner', [2]);
      const problems: string[] = [];
      for (const route of walkOrder(routes)) {
        const { key, method } = route;
        // About the chain itself, not a branch's rows (its declared scope): plans, the team and its
        // roles, the gym's details, the branches, the account's own settings, the reference.
        if (route.scope === 'chain') continue;
        const requests = await requestsTo(route, {
          password: baner.password,
          latestUndoable: () => latestUndoable(gym.app, baner.id),
        });
        if ('missing' in requests) {
          problems.push(requests.missing);
          continue;
        }
        await beforeCall(gym.app, key, baner);
        // Writes that name a record: the first branch's, so nothing may change.
        const onRecord =
          key === CHECK_IN ||
          (method !== 'GET' && method !== 'HEAD' && key !== UNDO && /:\w+/.test(route.url));
        for (const request of requests) {
          const before = onRecord ? await tableFingerprints(gym.app) : undefined;
          const response = await gym.app.inject({
            ...request,
            headers: { ...request.headers, cookie: baner.cookie },
          });
          const said = `${key} (${request.url}) answered ${response.statusCode}`;
          const found = leaked(markers, request, response);
          if (found.length)
            problems.push(`${said} with ${found.join(', ')}: ${response.body.slice(0, 160)}`);
          if (before) {
            const changed = changedTables(before, await tableFingerprints(gym.app));
            if (response.statusCode < 400 || changed.length)
              problems.push(`${said}, writing to ${changed.join(', ') || 'nothing'}`);
          }
          if (key.replace(/^HEAD /, 'GET ') === BACKUP_DOWNLOAD && response.statusCode !== 403)
            problems.push(`${said}: the whole chain's database is every branch's`);
          if (key.includes(' /imports') && response.statusCode !== 403)
            problems.push(`${said}: a sheet may update any branch's members`);
        }
        await afterCall(gym.app, key, baner);
      }
      expect(problems).toEqual([]);
    } finally {
      await gym.app.close();
    }
  });
});

describe('every read by id for an account limited to another branch', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await walkedGym());
    // The walk's own deletions, as the Owner: a member, a trainer, an enquiry, a plan, a visit.
    for (const route of routes.filter(({ method, url }) => method === 'DELETE' && /:id/.test(url)))
      await gym.app.inject({
        method: 'DELETE',
        url: concrete(route),
        headers: { cookie: gym.cookie },
      });
  });
  afterAll(() => gym.close());

  it('answers every record of the first branch, live or deleted, as not found', async () => {
    const records = await firstBranchRecords(gym.app.db);
    const markers = await firstBranchRows(gym.app.db);
    const deletedKinds = await gym.app.db
      .selectFrom('deleted_items')
      .select('kind')
      .distinct()
      .execute();
    expect(deletedKinds.map((row) => row.kind).sort()).toEqual([
      'enquiries',
      'members',
      'plans',
      'staff',
    ]);
    const baner = await signedInAs(gym.app, gym.cookie, 'Owner', 'owner-baner', [2]);
    const problems: string[] = [];
    const byId = routes.filter(
      ({ method, url }) => (method === 'GET' || method === 'HEAD') && /:\w+/.test(url),
    );
    for (const { key, url, readsById: kind } of byId) {
      // The app refuses to start without it (plugins/route-declaration.ts).
      if (!kind) {
        problems.push(`${key}: does not declare what its id names (config.readsById)`);
        continue;
      }
      // An import is refused to every account limited to some branches, whoever's it is.
      const expected = kind === 'import' ? 403 : 404;
      for (const id of records[kind]) {
        const request: InjectOptions = {
          method: key.startsWith('HEAD') ? 'HEAD' : 'GET',
          url: url.replace(/:\w+/, id),
        };
        const response = await gym.app.inject({ ...request, headers: { cookie: baner.cookie } });
        const found = leaked(markers, request, response);
        if (response.statusCode !== expected || found.length)
          problems.push(
            `${key} (${request.url}) answered ${response.statusCode}${found.length ? ` with ${found.join(', ')}` : ''}: ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
