import type { InjectOptions } from 'fastify';
import { DEFAULT_REMINDER_RULES } from '../schemas/reminders';
import { enquiryBody } from './enquiries-client';
import { csvText } from './imports-client';
import { memberForm } from './members-client';
import { appWithRouteTable, type Route } from './route-table';
import { seedGym } from './seeded-gym';
import { trainer } from './staff-client';
import { addAccount, ROLE_ID } from './team';
import { dueTaskOf, sendMailTo } from './reminders-client';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';
import { multipart, type TestApp } from './test-app';
import { testDialect } from './test-database';
import { UNDO_ACTIONS } from '../routes/undo/undo-actions';

/**
 * What a request to each route of the API looks like against the seeded gym (seeded-gym.ts) and
 * the records `addWalkRecords` adds: its URL's parameters and queries, and a body each route
 * accepts. The route walks send them with a session (every-route-for-every-role.test.ts, where
 * the Owner's 2xx answers prove them right) and without one.
 */

/** The route that signs in. */
export const LOGIN = 'POST /members/admin_login';

/** The routes that need no session: login, and the gym's name the login page shows. */
export const PUBLIC = [LOGIN, 'GET /members/gym_name', 'HEAD /members/gym_name'];

/** What the parameters are filled with unless a route's own are listed below. */
const PARAMS: Record<string, string> = {
  id: '1',
  invoice_number: 'INV-00001',
};

/**
 * Records other than the first, for routes that cannot take it: member 5's monthly plan has run
 * out (it can be renewed), deletions remove records nothing later needs, and the team's routes
 * change the second account and the custom roles (an account may not disable itself, and the
 * built-in roles cannot change).
 */
const IDS: Record<string, string> = {
  'POST /members/renew_member/:id': '5',
  'DELETE /members/delete_member/:id': '12',
  'DELETE /plans/delete_plan/:id': '3',
  'DELETE /members/delete_trainer_staff/:id': '3',
  'DELETE /enquiries/delete_enquiry/:id': '2',
  'DELETE /attendance/delete/:id': '2',
  'POST /team/edit_account/:id': '2',
  'POST /team/disable_account/:id': '2',
  'POST /team/enable_account/:id': '2',
  'POST /team/reset_password/:id': '2',
  'POST /team/edit_role/:id': '6',
  'DELETE /team/delete_role/:id': '7',
  // The plan addWalkRecords deletes.
  'POST /deleted/restore/:id': '1',
};

/** Queries a GET is sent with (each once), when it needs one or answers differently with one. */
const QUERIES: Record<string, string[]> = {
  // Unpaged, the list is streamed (written apart from the other answers); paged, it is not.
  'GET /members/view_members': ['', '?page=1&page_size=5', '?page=2&page_size=5&q=verma'],
  'GET /search': ['?q=ver'],
  'GET /attendance/lookup': ['?q=ver'],
  'GET /activity': [
    '',
    '?admin_id=1&kind=members&from=2020-01-01&to=2100-12-31&page=2&page_size=5',
  ],
  'GET /activity/download': ['', '?kind=payments&from=2020-01-01'],
  'GET /members/history/:id': ['', '?page=1&page_size=100'],
  'GET /members/export': ['', '?q=verma&status=Active'],
  'GET /reminders': ['', '?tab=upcoming', '?tab=done&page=2&page_size=5&q=verma'],
};

/**
 * What the parameter of each GET route that reads one record names: a member, an invoice (by id
 * or number), a trainer or staff, an enquiry or an import, each of one branch; or a plan, every
 * branch's. The walk for another branch asks for every record of the first branch, live and
 * deleted, through each of them (every-route-for-another-branch.test.ts); a new GET route with a
 * parameter is listed here, or that walk fails.
 */
export type RecordKind = 'member' | 'invoice' | 'staff' | 'enquiry' | 'import' | 'plan';
export const READS_BY_ID: Record<string, RecordKind> = {
  'GET /members/update_member/:id': 'member',
  'GET /members/history/:id': 'member',
  'GET /members/:id/contacts': 'member',
  // A member's latest invoice.
  'GET /members/download_invoice/:id': 'member',
  'GET /members/download_invoice/:id/': 'member',
  'GET /payments/invoice_pdf/:invoice_number': 'invoice',
  'GET /payments/invoice_pdf/:invoice_number/': 'invoice',
  'GET /members/view_single_trainer_staff/:id': 'staff',
  'GET /members/trainer_staff_picture/:id': 'staff',
  'GET /enquiries/:id': 'enquiry',
  'GET /imports/:id': 'import',
  'GET /imports/:id/errors': 'import',
  'GET /members/edit_plan/:id': 'plan',
};

/** The password `POST /members/change_password` sets. */
export const CHANGED_PASSWORD = 'an-intruders-password';

/** What the walk's account knows: its own password, and its last write that Undo takes back. */
export interface Caller {
  password: string;
  /** The trail's record of that write: the undo route's `:id` (1 when there is none). */
  latestUndoable?: () => Promise<number | undefined>;
}

/** The walk's import (1): one new member, run by the walk in one batch, then undone. */
const WALK_SHEET = [
  ['Name', 'Phone', 'Plan', 'Location'],
  ['Walk Member', '9700000001', 'Monthly', 'Pune'],
];
const WALK_MAPPING = { name: 0, phone: 1, plan: 2 };

/** The upload's query: the file's name. */
const UPLOAD_QUERY = '?file_name=walk.csv';

/**
 * The query a write with a body is sent with: an upload's file name; the branch a write that
 * needs one acts at, as the screens send it (the walk's gym has two: docs/product/branches.md §26). The
 * writes on member 1 after its move are sent under All branches, which reaches it wherever it is:
 * at the walk's branch (2) once an account that may move it did, else still at the first.
 */
const MEMBER_1_ANYWHERE = '?branch=all';
/** The route that logs a reminder's outcome: on reminder 1 (addWalkRecords). */
const OUTCOME = 'POST /reminders/:id/outcome';
const WRITE_QUERIES: Record<string, string> = {
  'POST /imports': UPLOAD_QUERY,
  'POST /enquiries/add_enquiry': '?branch=1',
  'POST /attendance/check_in': '?branch=1',
  'POST /payments/record_payment/:id': MEMBER_1_ANYWHERE,
  'POST /payments/update_dues/:id': MEMBER_1_ANYWHERE,
  // Reminder 1 is member 1's (addWalkRecords), and a task is its member's home branch's.
  [OUTCOME]: MEMBER_1_ANYWHERE,
};

/** The route that takes a write back, by the trail's record of it. */
export const UNDO = 'POST /activity/undo/:id';

/** The last write of account `adminId` that Undo takes back: the walks undo it. */
export const latestUndoable = async (app: TestApp, adminId: number) =>
  (
    await app.db
      .selectFrom('activity')
      .select('id')
      .where('admin_id', '=', adminId)
      .where('action', 'in', Object.keys(UNDO_ACTIONS))
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.id;

/** The route that sends the newest backup: there must be one (SQLite; see beforeCall). */
export const BACKUP_DOWNLOAD = 'GET /backups/download';

/** Choosing a password needs a temporary one (see beforeCall), and sign-out ends a walk. */
const LAST = ['POST /members/choose_password', 'POST /members/admin_logout'];

/** The methods that write. */
export const WRITES = ['POST', 'PUT', 'DELETE'];

/** Every route but login: reads first, then writes, then deletions, so each request finds the records it names. */
export const walkOrder = (routes: Route[]) => {
  const rank = ({ key, method }: Route) =>
    LAST.includes(key) ? 3 + LAST.indexOf(key) : ({ POST: 1, PUT: 1, DELETE: 2 }[method] ?? 0);
  return routes.filter((route) => route.key !== LOGIN).sort((a, b) => rank(a) - rank(b));
};

/** The route that e-mails the reminders due today. */
const SEND_EMAIL = 'POST /reminders/email';

/** The SMTP server the walk's e-mails go to, while SEND_EMAIL is sent. */
let walkMailServer: TestSmtpServer | undefined;

/**
 * Gives the walk's account what `key` needs just before it is sent: a temporary password for
 * choose_password to replace, a backup to download, an SMTP server and a reminder due today
 * (member 2's, who has an e-mail address) for Send by e-mail, reminder 1 open for its outcome
 * (the walk's writes on member 1 plan them again as they are written, which may close it).
 * Answers whether it wrote to the database.
 */
export async function beforeCall(app: TestApp, key: string, caller: { id: number }) {
  if (key === OUTCOME) {
    await app.db
      .updateTable('reminder_tasks')
      .set({ state: 'open', done_at: null })
      .where('id', '=', 1)
      .execute();
    return true;
  }
  if (key.replace(/^HEAD /, 'GET ') === BACKUP_DOWNLOAD) {
    await app.backups?.checkNow();
    return false;
  }
  if (key === SEND_EMAIL) {
    walkMailServer = await startSmtpServer();
    await sendMailTo(app, walkMailServer);
    await dueTaskOf(app, 2, 'expiry');
    return true;
  }
  if (key !== 'POST /members/choose_password') return false;
  await app.db
    .updateTable('admins')
    .set({ must_choose_password: 1 })
    .where('id', '=', caller.id)
    .execute();
  return true;
}

/** What the walk's account knows once `key` answered: the password change_password set. Stops the walk's SMTP server. */
export async function afterCall(_app: TestApp, key: string, caller: Caller) {
  if (key === 'POST /members/change_password') caller.password = CHANGED_PASSWORD;
  if (key === SEND_EMAIL) await walkMailServer?.close();
}

type Body = (caller: Caller) => Promise<Pick<InjectOptions, 'payload' | 'headers'>>;
const json =
  (payload: object): Body =>
  async () => ({ payload });
const form =
  (fields: Record<string, string>): Body =>
  () =>
    multipart(fields);

/** A body each POST route that takes one accepts. */
const BODIES: Record<string, Body> = {
  'POST /members/add_plan': json({ name: 'Intruder', duration_days: 30, price: 1 }),
  'POST /members/edit_plan/:id': json({ name: 'Intruder Edited', duration_days: 7, price: 1 }),
  'POST /members/add_member': form({ ...memberForm, name: 'Intruder', plan: '1' }),
  // Member 1 is on the yearly plan (2) and has paid 800 of 12000.
  'POST /members/update_member/:id': form({
    ...memberForm,
    name: 'Intruder',
    plan: '2',
    fee: '12000',
    paid: '1000',
    due: '11000',
  }),
  'POST /payments/record_payment/:id': json({ amount: 100, method: 'cash' }),
  'POST /payments/update_dues/:id': json({
    phone: '+919800000010',
    plan: 2,
    total_fee: 12000,
    paid_amount: 11000,
    leave_date: null,
    rejoin_date: null,
  }),
  'POST /members/renew_member/:id': json({ paid: 500, method: 'upi' }),
  // Invoice 1: member 1's joining invoice (₹500 received), of its current period.
  'POST /invoices/void/:id': json({ reason: 'Paid twice' }),
  'POST /members/add_trainer_staff': form({ ...trainer, name: 'Intruder' }),
  'POST /members/edit_trainer_staff/:id': form({ ...trainer, name: 'Intruder' }),
  'POST /enquiries/add_enquiry': json({ ...enquiryBody, name: 'Intruder' }),
  'POST /enquiries/edit_enquiry/:id': json({ ...enquiryBody, name: 'Intruder', status: 'Lost' }),
  'POST /attendance/check_in': json({ member_id: 2 }),
  'POST /members/admin_profile': json({ full_name: 'Intruder', email: '', phone: '' }),
  'POST /members/gym_details': json({ name: 'Intruder Gym', address: '', phone: '' }),
  'POST /branches/add_branch': json({ name: 'Intruder Branch', address: '', phone: '' }),
  'POST /branches/edit_branch/:id': json({ name: 'Intruder Edited', address: 'Lane 1', phone: '' }),
  // Member 1, on branch 1, to the walk's branch (2).
  'POST /members/:id/move_branch': json({ branch_id: 2 }),
  'POST /team/add_account': json({
    full_name: 'Intruder',
    username: 'intruder',
    role_id: 3,
    temporary_password: 'a-temporary-password',
  }),
  'POST /team/edit_account/:id': json({ full_name: 'Intruder', role_id: 1 }),
  'POST /team/reset_password/:id': json({ temporary_password: 'another-temporary-password' }),
  'POST /team/add_role': json({ name: 'Intruders', permissions: ['members.view'] }),
  'POST /team/edit_role/:id': json({ name: 'Intruders Edited', permissions: ['members.view'] }),
  'POST /members/change_password': async ({ password }) => ({
    payload: { current_password: password, new_password: CHANGED_PASSWORD },
  }),
  'POST /members/choose_password': json({ new_password: 'an-intruders-own-password' }),
  'POST /imports': async () => ({
    payload: Buffer.from(csvText(WALK_SHEET)),
    headers: { 'content-type': 'application/octet-stream' },
  }),
  // The walk's import (1), reviewed again with its Location column too: the stored mapping changes.
  'POST /imports/:id/review': json({ mapping: { ...WALK_MAPPING, location: 3 } }),
  'POST /imports/:id/plans': json({ plans: [{ name: 'Intruder Plan', duration_days: 30 }] }),
  'POST /imports/:id/run': json({ from: 0 }),
  'PUT /reminders/settings': json({
    rules: DEFAULT_REMINDER_RULES,
    upi_id: 'intruder@okaxis',
    smtp: { host: 'smtp.intruder.example', port: 587, user: '', from: 'intruder@example.com' },
  }),
  // Reminder 1: member 1's dues (addWalkRecords).
  'POST /reminders/:id/outcome': json({ channel: 'call', outcome: 'reached', note: 'Walked' }),
};

/** Writes that take no body: the URL says it all. */
const WITHOUT_BODY = new Set([
  'POST /members/admin_logout',
  'POST /attendance/check_out/:id',
  UNDO,
  'POST /team/disable_account/:id',
  'POST /team/enable_account/:id',
  'POST /deleted/restore/:id',
  'POST /imports/:id/undo',
  SEND_EMAIL,
]);

/** A HEAD route is its GET's, answered without a body. */
const asGet = (key: string) => key.replace(/^HEAD /, 'GET ');

/**
 * Whether `status` is how route `key` answers a call it accepts: the reference sends its reader on
 * to `/reference/`; on PostgreSQL there is no backup to download (its provider keeps them); every
 * other route answers 2xx.
 */
export const normalAnswer = (key: string, status: number) =>
  asGet(key) === 'GET /reference'
    ? status === 301
    : asGet(key) === BACKUP_DOWNLOAD && testDialect() === 'postgres'
      ? status === 404
      : status >= 200 && status < 300;

/** The route's URL with its parameters filled in. */

export const concrete = ({ key, url }: Pick<Route, 'key' | 'url'>) =>
  url.replace(/:(\w+)/g, (_, name: string) => IDS[key] ?? PARAMS[name]!);

/**
 * The requests to send to `route` (one per query), or why none can be sent: a POST that takes a
 * body with none listed here.
 */
export async function requestsTo(
  route: Route,
  caller: Caller,
): Promise<InjectOptions[] | { missing: string }> {
  const { key, method } = route;
  const url =
    key === UNDO
      ? route.url.replace(':id', String((await caller.latestUndoable?.()) ?? 1))
      : concrete(route);
  if ((method !== 'POST' && method !== 'PUT') || WITHOUT_BODY.has(key))
    return (QUERIES[asGet(key)] ?? ['']).map((query) => ({
      method: method as InjectOptions['method'],
      url: url + query,
    }));
  const body = BODIES[key];
  if (!body)
    return { missing: `${key}: no body to send it; add one to BODIES (testing/route-calls.ts)` };
  return [
    {
      method: method as InjectOptions['method'],
      url: url + (WRITE_QUERIES[key] ?? ''),
      ...(await body(caller)),
    },
  ];
}

/**
 * The records the calls above need beyond the seeded gym's, added by the Owner `ownerCookie`
 * signs in: a second account (2), a plan no member has (3), two custom roles (6 and 7), a
 * second branch (2), a deleted plan (4), deleted item 1, an import (1) uploaded and reviewed,
 * and an open reminder (1).
 */
export async function addWalkRecords(app: TestApp, ownerCookie: string) {
  const send = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: ownerCookie },
      payload,
    });
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const ids = [
    (await addAccount(app, ownerCookie, { role_id: ROLE_ID['Front desk'], username: 'colleague' }))
      .id,
    (await send('/members/add_plan', { name: 'Spare', duration_days: 30, price: 900 })).plan.id,
    (await send('/team/add_role', { name: 'Helpers', permissions: ['members.view'] })).role.id,
    (await send('/team/add_role', { name: 'Unused', permissions: ['plans.view'] })).role.id,
    (await send('/branches/add_branch', { name: 'Baner', address: '', phone: '' })).branch.id,
  ];
  const deleted = (await send('/members/add_plan', { name: 'Old', duration_days: 30, price: 1 }))
    .plan.id;
  const removed = await app.inject({
    method: 'DELETE',
    url: `/plans/delete_plan/${deleted}`,
    headers: { cookie: ownerCookie },
  });
  if (removed.statusCode !== 200) throw new Error(`deleting plan ${deleted}: ${removed.body}`);
  if ([...ids, deleted].join() !== '2,3,6,7,2,4')
    throw new Error(`the walk's records got ids ${[...ids, deleted].join()}`);
  // Import 1, uploaded and reviewed: the walk reviews it again, runs it and undoes it.
  const upload = await app.inject({
    method: 'POST',
    url: `/imports${UPLOAD_QUERY}`,
    headers: { cookie: ownerCookie, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(csvText(WALK_SHEET)),
  });
  if (upload.json().import_id !== 1) throw new Error(`uploading the walk's import: ${upload.body}`);
  await send('/imports/1/review', { mapping: WALK_MAPPING });
  // The planner's first reminder (domain/reminders), planned as member 1 was added: their dues,
  // a week after joining. It must still be open when the walk logs its outcome.
  const task = await app.db
    .selectFrom('reminder_tasks')
    .select(['member_id', 'state'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (task?.member_id !== 1 || task.state !== 'open')
    throw new Error(`the walk's reminder 1 is ${JSON.stringify(task)}, not member 1's open one`);
}

/** The seeded gym with the walk's records, signed in as its Owner, and its route table. */
export async function walkedGym() {
  const { gym, routes } = await appWithRouteTable({ loginRateLimit: 1_000 });
  await seedGym(gym.app, gym.cookie);
  await addWalkRecords(gym.app, gym.cookie);
  return { gym, routes };
}
