import type { Access } from '../plugins/auth';
import { MONEY_FIELDS, REVENUE_FIELDS, type BuiltInRoleName } from '../schemas';
import {
  addWalkRecords,
  afterCall,
  beforeCall,
  latestUndoable,
  normalAnswer,
  requestsTo,
  walkOrder,
  WRITES,
} from '../testing/route-calls';
import {
  appWithRouteTable,
  changedTables,
  tableFingerprints,
  withRouteTable,
  type Route,
} from '../testing/route-table';
import { ROLE_TABLE, TABLE_COLUMNS, tableAllows, type TableRow } from '../testing/role-table';
import { seedGym } from '../testing/seeded-gym';
import type { SignedInApp } from '../testing/signed-in-app';
import { signedInAs, type TeamMember } from '../testing/team';
import { createTestApp } from '../testing/test-app';

/** What the table leaves unsaid: every signed-in account has these. */
const EVERY_ACCOUNT =
  "every account: its own settings and password, the gym's details and branches, sign-out, search, the reference";
type Row = TableRow | typeof EVERY_ACCOUNT;

/**
 * The row of the table each permission a route may declare stands for: the walk expects of
 * each route what its declared permission's row says (docs/architecture.md, "A route is one
 * declaration"). The dashboard's cards and charts are every account's, as their row's ✓ ✓ ✓ ✓ ✓
 * says: their routes need only a session.
 */
const PERMISSION_ROWS: Record<
  Exclude<Access, 'money.view' | 'revenue.view' | 'takings.view_all'>,
  Row
> = {
  'signed-in': EVERY_ACCOUNT,
  public: EVERY_ACCOUNT,
  'members.view': 'members: see the list and a member',
  'members.edit': 'members: add, edit',
  'members.delete': 'members: delete',
  'attendance.record': 'attendance: check in, check out',
  'enquiries.manage': 'enquiries',
  'plans.view': 'plans, trainers & staff: see',
  'staff.view': 'plans, trainers & staff: see',
  'plans.edit': 'plans, trainers & staff: add, edit, delete',
  'staff.edit': 'plans, trainers & staff: add, edit, delete',
  'invoices.view': 'invoices: see and download',
  'invoices.export': 'invoices: export all (CSV)',
  'payments.record': 'pending, expired: record a payment, renew',
  'payments.void': 'payments: void',
  'team.manage': 'team and roles',
  'gym.edit': 'gym details: change',
  'branches.manage': 'branches: add, edit',
  'reminders.manage': 'reminders: rules, UPI ID and e-mail settings',
  'activity.view': 'activity: see, filter and download the trail',
  'deleted.restore': 'deleted items: see and restore',
  'backups.download': 'backups: see and download the latest',
  'classes.view': 'classes: see the week, a session and its roster',
  'classes.book': 'classes: book a member, cancel a booking',
  'classes.attend': 'classes: mark a member attended (a Trainer: in the classes they lead)',
  'classes.manage': 'classes: class types, the timetable, change or cancel a session',
};

/** The rows no route's permission stands for: the money cards hide fields (hiddenFrom). */
const ROWS_OF_FIELDS: TableRow[] = [
  'dashboard: money cards (Collected this month, Outstanding dues)',
  'dashboard: member, enquiry and attendance cards, charts',
  // Day close answers every reader, with every account's takings or its own (day-close.test.ts).
  "day close: every account's takings (others: their own)",
];

const rowOf = ({ permission }: Pick<Route, 'permission'>): Row | undefined =>
  permission && permission in PERMISSION_ROWS
    ? PERMISSION_ROWS[permission as keyof typeof PERMISSION_ROWS]
    : undefined;

const mayCall = (route: Route, role: BuiltInRoleName) => {
  const row = rowOf(route)!;
  return row === EVERY_ACCOUNT || tableAllows(row, role);
};

/** The issue: "a Trainer gets no fee, paid, due or amount fields anywhere". */
const SEES_NO_MONEY: BuiltInRoleName[] = ['Trainer'];

/** The fields left out of every answer to `role`: money, and revenue as the table's money cards row says. */
const hiddenFrom = (role: BuiltInRoleName) =>
  new Set<string>([
    ...(SEES_NO_MONEY.includes(role) ? MONEY_FIELDS : []),
    ...(tableAllows('dashboard: money cards (Collected this month, Outstanding dues)', role)
      ? []
      : REVENUE_FIELDS),
  ]);

/** The contract names every field for every account (openapi.test.ts): not an answer about the gym. */
const CONTRACT = 'GET /reference/openapi.json';

const FORBIDDEN = '{"status":"failed","message":"You do not have permission to do this."}';

/** Every property name in a JSON value, at any depth. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) keysIn(item, found.add(key));
  return found;
}

/**
 * Sends every route, as `walkOrder` orders them, with `caller`'s session; answers what differs
 * from the table: a refusal that is not exactly the 403 or that wrote something, an allowed call
 * that did not answer normally (or, a write, wrote nothing), an answer holding a field the role
 * may not see.
 */
async function walk(gym: SignedInApp, routes: Route[], role: BuiltInRoleName, caller: TeamMember) {
  const hidden = hiddenFrom(role);
  const problems: string[] = [];
  // The tables as they are, while known: read again after anything else may have written.
  let tables: Record<string, string> | undefined;
  for (const route of walkOrder(routes)) {
    const { key, method } = route;
    if (!rowOf(route)) {
      problems.push(`${key}: its permission ${route.permission} stands for no row of the table`);
      continue;
    }
    const requests = await requestsTo(route, {
      password: caller.password,
      latestUndoable: () => latestUndoable(gym.app, caller.id),
    });
    if ('missing' in requests) {
      problems.push(requests.missing);
      continue;
    }
    const allowed = mayCall(route, role);
    const writes = allowed && WRITES.includes(method);
    if (await beforeCall(gym.app, key, caller)) tables = undefined;
    for (const request of requests) {
      if (!allowed || writes) tables ??= await tableFingerprints(gym.app);
      const response = await gym.app.inject({
        ...request,
        headers: { ...request.headers, cookie: caller.cookie },
      });
      const said = `${key} (${request.url}) answered ${response.statusCode} ${response.body.slice(0, 200)}`;
      const changed = tables && changedTables(tables, (tables = await tableFingerprints(gym.app)));
      if (!allowed) {
        if (response.statusCode !== 403 || response.body !== (method === 'HEAD' ? '' : FORBIDDEN))
          problems.push(`${said}; expected the 403`);
        if (changed?.length) problems.push(`${key}: refused, yet wrote to ${changed.join(', ')}`);
        continue;
      }
      if (!writes) tables = undefined;
      if (!normalAnswer(key, response.statusCode)) problems.push(`${said}; expected 2xx`);
      else if (writes && !changed?.length) problems.push(`${key}: answered, yet wrote nothing`);
      else if (
        method !== 'HEAD' &&
        key !== CONTRACT &&
        String(response.headers['content-type']).startsWith('application/json')
      ) {
        const shown = [...keysIn(response.json())].filter((name) => hidden.has(name));
        if (shown.length) problems.push(`${key} (${request.url}) shows ${shown.join(', ')}`);
      }
    }
    await afterCall(gym.app, key, caller);
  }
  return problems;
}

describe('every route for every built-in role', () => {
  it('maps each route’s declared permission to a row of the issue’s table, and each row to routes', async () => {
    const { built, routes } = await withRouteTable(() => createTestApp());
    await built.close();
    expect(routes.filter((route) => !rowOf(route)).map((route) => route.key)).toEqual([]);
    // Each row but those of fields and of what every account sees has its routes.
    expect(new Set(routes.map(rowOf))).toEqual(
      new Set(
        [...Object.keys(ROLE_TABLE), EVERY_ACCOUNT].filter(
          (row) => !ROWS_OF_FIELDS.includes(row as TableRow),
        ),
      ),
    );
    // The dashboard's row is every role's, as its routes' 'signed-in' says.
    for (const role of TABLE_COLUMNS)
      expect(tableAllows('dashboard: member, enquiry and attendance cards, charts', role)).toBe(
        true,
      );
  });

  // A gym of its own for each role: the allowed writes of one would change the next one's records.
  it.each(TABLE_COLUMNS)(
    'answers %s as the table says: the 403 and nothing written, or the normal answer (a write written) without what it may not see',
    async (role) => {
      const { gym, routes } = await appWithRouteTable({ loginRateLimit: 1_000 });
      try {
        await seedGym(gym.app, gym.cookie);
        await addWalkRecords(gym.app, gym.cookie, routes);
        // The walker is trainer 1, who leads the walk's classes: a Trainer marks attendance in them.
        const caller = await signedInAs(gym.app, gym.cookie, role, 'walker', undefined, 1);
        expect(await walk(gym, routes, role, caller)).toEqual([]);
      } finally {
        await gym.close();
      }
    },
  );
});
