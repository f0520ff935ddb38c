import {
  afterCall,
  beforeCall,
  BACKUP_DOWNLOAD,
  latestUndoable,
  requestsTo,
  walkedGym,
  walkOrder,
} from '../testing/route-calls';
import { changedTables, tableFingerprints } from '../testing/route-table';
import { signedInAs } from '../testing/team';
import type { TestApp } from '../testing/test-app';

/*
 * The rule for branches (docs/product.md §26): no route returns another branch's rows to
 * an account limited to one branch. The walked gym's every record is at the first branch; an Owner
 * (every permission) limited to the second, Baner, sends every route as the role walk does, with
 * the first branch's ids: each answer is a 404, a refusal or an empty list, never their rows, and
 * a write on one of their records changes nothing.
 */

/**
 * Routes about the chain itself, not a branch's rows: plans, the team and its roles, the gym's
 * details, the branches, the account's own settings, the reference.
 */
const CHAIN_WIDE = [
  /^(GET|HEAD) \/members\/(view_plans|gym_details|gym_name|admin_me|admin_profile)$/,
  /^\w+ \/members\/(add_plan|edit_plan\/:id)$/,
  /^\w+ \/(plans|team|reference|branches|activity\/people|reminders\/settings)\b/,
  /^POST \/imports\/:id\/plans$/,
  /^POST \/members\/(admin_profile|change_password|choose_password|admin_logout)$/,
];
const chainWide = (key: string) => CHAIN_WIDE.some((pattern) => pattern.test(key));

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

describe('every route for an account limited to another branch', () => {
  it('answers no route with the first branch’s rows, and lets no write change its records', async () => {
    const { gym, routes } = await walkedGym();
    try {
      const markers = await firstBranchRows(gym.app.db);
      const baner = await signedInAs(gym.app, gym.cookie, 'Owner', 'owner-baner', [2]);
      const problems: string[] = [];
      for (const route of walkOrder(routes)) {
        const { key, method } = route;
        if (chainWide(key)) continue;
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
          // A 404 may repeat what the request named ("Invoice INV-00001 not found.").
          const named = decodeURIComponent(String(request.url))
            .split(/[/?&=]/)
            .filter(Boolean);
          const body =
            response.statusCode === 404
              ? named.reduce((text, part) => text.replaceAll(part, ''), response.body)
              : response.body;
          const leaked = markers.filter((marker) => marker.test(body));
          if (leaked.length)
            problems.push(`${said} with ${leaked.join(', ')}: ${response.body.slice(0, 160)}`);
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
