import { MONEY_FIELDS, REVENUE_FIELDS, type BuiltInRoleName } from '../schemas';
import {
  addWalkRecords,
  BACKUP_DOWNLOAD,
  afterCall,
  beforeCall,
  LOGIN,
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

/** The row of the table each route belongs to (a HEAD route is its GET's). */
const EXPECTED: Record<string, TableRow | typeof EVERY_ACCOUNT> = {
  'GET /dashboard/summary': 'dashboard: member, enquiry and attendance cards, charts',
  'GET /dashboard/notifications': 'dashboard: member, enquiry and attendance cards, charts',
  'GET /members/view_members': 'members: see the list and a member',
  'GET /members/update_member/:id': 'members: see the list and a member',
  'GET /members/history/:id': 'members: see the list and a member',
  'GET /members/:id/contacts': 'members: see the list and a member',
  'POST /members/add_member': 'members: add, edit',
  'POST /members/update_member/:id': 'members: add, edit',
  'POST /members/:id/move_branch': 'members: add, edit',
  'DELETE /members/delete_member/:id': 'members: delete',
  'GET /members/export': 'members: see the list and a member',
  'POST /imports': 'members: add, edit',
  'POST /imports/:id/review': 'members: add, edit',
  'POST /imports/:id/run': 'members: add, edit',
  'GET /imports/:id': 'members: add, edit',
  'GET /imports/:id/errors': 'members: add, edit',
  'POST /imports/:id/undo': 'members: add, edit',
  // An import's missing plans are plans added.
  'POST /imports/:id/plans': 'plans, trainers & staff: add, edit, delete',
  'GET /attendance/records': 'attendance: check in, check out',
  'GET /attendance/lookup': 'attendance: check in, check out',
  'POST /attendance/check_in': 'attendance: check in, check out',
  'POST /attendance/check_out/:id': 'attendance: check in, check out',
  'DELETE /attendance/delete/:id': 'attendance: check in, check out',
  'GET /enquiries/view_enquiries': 'enquiries',
  'GET /enquiries/:id': 'enquiries',
  'POST /enquiries/add_enquiry': 'enquiries',
  'POST /enquiries/edit_enquiry/:id': 'enquiries',
  'DELETE /enquiries/delete_enquiry/:id': 'enquiries',
  'GET /members/view_plans': 'plans, trainers & staff: see',
  'GET /members/edit_plan/:id': 'plans, trainers & staff: see',
  'GET /members/view_all_trainers_staff': 'plans, trainers & staff: see',
  'GET /members/view_single_trainer_staff/:id': 'plans, trainers & staff: see',
  'GET /members/trainer_staff_picture/:id': 'plans, trainers & staff: see',
  'POST /members/add_plan': 'plans, trainers & staff: add, edit, delete',
  'POST /members/edit_plan/:id': 'plans, trainers & staff: add, edit, delete',
  'DELETE /plans/delete_plan/:id': 'plans, trainers & staff: add, edit, delete',
  'POST /members/add_trainer_staff': 'plans, trainers & staff: add, edit, delete',
  'POST /members/edit_trainer_staff/:id': 'plans, trainers & staff: add, edit, delete',
  'DELETE /members/delete_trainer_staff/:id': 'plans, trainers & staff: add, edit, delete',
  'GET /payments/all_invoices': 'invoices: see and download',
  'GET /payments/invoice_pdf/:invoice_number/': 'invoices: see and download',
  'GET /payments/invoice_pdf/:invoice_number': 'invoices: see and download',
  'GET /members/download_invoice/:id/': 'invoices: see and download',
  'GET /members/download_invoice/:id': 'invoices: see and download',
  'GET /payments/export_invoices': 'invoices: export all (CSV)',
  'GET /payments/pending_members': 'pending, expired: record a payment, renew',
  'POST /payments/record_payment/:id': 'pending, expired: record a payment, renew',
  'POST /payments/update_dues/:id': 'pending, expired: record a payment, renew',
  'GET /members/expired_members': 'pending, expired: record a payment, renew',
  'POST /members/renew_member/:id': 'pending, expired: record a payment, renew',
  // Reminders (docs/product/reminders.md §25) are worked by those who take the payments.
  'GET /reminders': 'pending, expired: record a payment, renew',
  'GET /reminders/counts': 'pending, expired: record a payment, renew',
  'POST /reminders/:id/outcome': 'pending, expired: record a payment, renew',
  'POST /invoices/void/:id': 'payments: void',
  // Send by e-mail works the reminders queue, which those who record payments work.
  'POST /reminders/email': 'pending, expired: record a payment, renew',
  'GET /reminders/settings': 'reminders: rules, UPI ID and e-mail settings',
  'PUT /reminders/settings': 'reminders: rules, UPI ID and e-mail settings',
  'GET /team/accounts': 'team and roles',
  'POST /team/add_account': 'team and roles',
  'POST /team/edit_account/:id': 'team and roles',
  'POST /team/disable_account/:id': 'team and roles',
  'POST /team/enable_account/:id': 'team and roles',
  'POST /team/reset_password/:id': 'team and roles',
  'GET /team/roles': 'team and roles',
  'POST /team/add_role': 'team and roles',
  'POST /team/edit_role/:id': 'team and roles',
  'DELETE /team/delete_role/:id': 'team and roles',
  'POST /members/gym_details': 'gym details: change',
  'POST /branches/add_branch': 'branches: add, edit',
  'POST /branches/edit_branch/:id': 'branches: add, edit',
  'GET /activity': 'activity: see, filter and download the trail',
  'GET /activity/people': 'activity: see, filter and download the trail',
  'GET /activity/download': 'activity: see, filter and download the trail',
  'GET /deleted': 'deleted items: see and restore',
  'POST /deleted/restore/:id': 'deleted items: see and restore',
  'GET /backups': 'backups: see and download the latest',
  [BACKUP_DOWNLOAD]: 'backups: see and download the latest',
  'GET /members/gym_details': EVERY_ACCOUNT,
  // The member and staff forms offer the branches.
  'GET /branches': EVERY_ACCOUNT,
  // Public: the login page shows it before anyone signs in.
  'GET /members/gym_name': EVERY_ACCOUNT,
  'GET /members/admin_me': EVERY_ACCOUNT,
  'GET /members/admin_profile': EVERY_ACCOUNT,
  'POST /members/admin_profile': EVERY_ACCOUNT,
  'POST /members/change_password': EVERY_ACCOUNT,
  'POST /members/choose_password': EVERY_ACCOUNT,
  'POST /members/admin_logout': EVERY_ACCOUNT,
  // Its account's own write of moments ago, with that write's permission (checked by the route).
  'POST /activity/undo/:id': EVERY_ACCOUNT,
  'GET /search': EVERY_ACCOUNT,
  'GET /reference': EVERY_ACCOUNT,
  'GET /reference/': EVERY_ACCOUNT,
  'GET /reference/openapi.yaml': EVERY_ACCOUNT,
  'GET /reference/js/scalar.js': EVERY_ACCOUNT,
  'GET /reference/openapi.json': EVERY_ACCOUNT,
};

const asGet = (key: string) => key.replace(/^HEAD /, 'GET ');
const rowOf = (key: string) => EXPECTED[asGet(key)];

const mayCall = (key: string, role: BuiltInRoleName) => {
  const row = rowOf(key)!;
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
    if (!rowOf(key)) {
      problems.push(`${key}: in no row of the table; add it to EXPECTED`);
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
    const allowed = mayCall(key, role);
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
  it('maps each route of the table Fastify holds to a row of the issue’s table, and no other', async () => {
    const { built, routes } = await withRouteTable(() => createTestApp());
    await built.close();
    const keys = new Set(routes.map((route) => asGet(route.key)));
    keys.delete(LOGIN);
    expect([...keys].filter((key) => !EXPECTED[key])).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !keys.has(key))).toEqual([]);
    // Each row but the money cards (no route of their own: hiddenFrom) has its routes.
    expect(new Set(Object.values(EXPECTED))).toEqual(
      new Set(
        [...Object.keys(ROLE_TABLE), EVERY_ACCOUNT].filter((row) => !row.includes('money cards')),
      ),
    );
  });

  // A gym of its own for each role: the allowed writes of one would change the next one's records.
  it.each(TABLE_COLUMNS)(
    'answers %s as the table says: the 403 and nothing written, or the normal answer (a write written) without what it may not see',
    async (role) => {
      const { gym, routes } = await appWithRouteTable({ loginRateLimit: 1_000 });
      try {
        await seedGym(gym.app, gym.cookie);
        await addWalkRecords(gym.app, gym.cookie);
        const caller = await signedInAs(gym.app, gym.cookie, role, 'walker');
        expect(await walk(gym, routes, role, caller)).toEqual([]);
      } finally {
        await gym.close();
      }
    },
  );
});
