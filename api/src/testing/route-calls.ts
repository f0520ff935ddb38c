import type { InjectOptions } from 'fastify';
import { WRITE_METHODS } from '../plugins/route-declaration';
import { appWithRouteTable, type Route } from './route-table';
import { seedGym } from './seeded-gym';
import { addAccount, ROLE_ID } from './team';
import { dueTaskOf, sendMailTo } from './reminders-client';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';
import { multipart, type TestApp } from './test-app';
import { testDialect } from './test-database';
import { dayIn, instantOf, weekdayOf } from '../domain/class-times';
import { addDays } from '../domain/dates';

/**
 * What a request to each route of the API looks like against the seeded gym (seeded-gym.ts) and
 * the records `addWalkRecords` adds: its URL's parameters and queries, and a body each route
 * accepts. The route walks send them with a session (every-route-for-every-role.test.ts, where
 * the Owner's 2xx answers prove them right) and without one.
 */

/** The route that signs in. */
export const LOGIN = 'POST /members/admin_login';

/** Whether a route is for anyone, signed in or not (its declaration's audience). */
export const isPublic = (route: Pick<Route, 'audience'>) => route.audience === 'public';

/** What the parameters are filled with unless a route's example names its own. */
const PARAMS: Record<string, string> = {
  id: '1',
  invoice_number: 'INV-00001',
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
/** How the walk reviews import 1: the columns of the upload route's example sheet. */
const WALK_MAPPING = { name: 0, phone: 1, plan: 2 };

/** The route whose example uploads the walk's import 1. */
const UPLOAD = 'POST /imports';

/** The route that logs a reminder's outcome: on reminder 1 (addWalkRecords). */
const OUTCOME = 'POST /reminders/:id/outcome';

/** The route that takes a write back, by the trail's record of it. */
export const UNDO = 'POST /activity/undo/:id';

/** The last write of account `adminId` that Undo takes back (as its route declares): the walks undo it. */
export const latestUndoable = async (app: TestApp, adminId: number) =>
  (
    await app.db
      .selectFrom('activity')
      .select('id')
      .where('admin_id', '=', adminId)
      .where('action', 'in', [...app.undoable.keys()])
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.id;

/** The route that sends the newest backup: there must be one (SQLite; see beforeCall). */
export const BACKUP_DOWNLOAD = 'GET /backups/download';

/** Choosing a password needs a temporary one (see beforeCall), and sign-out ends a walk. */
const LAST = ['POST /members/choose_password', 'POST /members/admin_logout'];

/** The methods that write (each declares what it records). */
export const WRITES = WRITE_METHODS;

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

/** The route's URL with its parameters filled in: its example's, else record 1's. */
export const concrete = ({ url, example }: Pick<Route, 'url' | 'example'>) =>
  url.replace(/:(\w+)/g, (_, name: string) => example.params?.[name] ?? PARAMS[name]!);

/** The body of `route`'s example, as Fastify's inject takes it. */
async function bodyOf({ example }: Route): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (example.json) return { payload: example.json };
  if (example.form) return multipart(example.form);
  if (example.raw)
    return {
      payload: Buffer.from(example.raw.text),
      headers: { 'content-type': example.raw.type },
    };
  return {};
}

/** The bodies that depend on the walk's account: the password it knows. */
const CALLER_BODIES: Record<string, (caller: Caller) => object> = {
  'POST /members/change_password': ({ password }) => ({
    current_password: password,
    new_password: CHANGED_PASSWORD,
  }),
};

/**
 * The requests to send to `route`, from its declaration's example (one per query of a GET), or
 * why none can be sent: a write whose schema takes a body, with no example of one.
 */
export async function requestsTo(
  route: Route,
  caller: Caller,
): Promise<InjectOptions[] | { missing: string }> {
  const { key, method, example } = route;
  const url =
    key === UNDO
      ? route.url.replace(':id', String((await caller.latestUndoable?.()) ?? 1))
      : concrete(route);
  const queries = example.queries ?? [''];
  if (method !== 'POST' && method !== 'PUT')
    return queries.map((query) => ({
      method: method as InjectOptions['method'],
      url: url + query,
    }));
  const body = CALLER_BODIES[key] ? { payload: CALLER_BODIES[key](caller) } : await bodyOf(route);
  if (route.takesBody && body.payload === undefined)
    return { missing: `${key}: takes a body, and declares no example of one (config.example)` };
  return [{ method: method as InjectOptions['method'], url: url + queries[0], ...body }];
}
/**
 * The records the calls above need beyond the seeded gym's, added by the Owner `ownerCookie`
 * signs in: a second account (2), a plan no member has (3), two custom roles (6 and 7), a
 * second branch (2), a deleted plan (4), deleted item 1, an import (1) uploaded and reviewed,
 * and an open reminder (1).
 */
export async function addWalkRecords(app: TestApp, ownerCookie: string, routes: Route[]) {
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
  // Import 1, uploaded as the upload route's example sends it, and reviewed: the walk reviews it
  // again, runs it and undoes it.
  const { queries, raw } = routes.find((route) => route.key === UPLOAD)?.example ?? {};
  if (!raw) throw new Error(`${UPLOAD} declares no example upload`);
  const upload = await app.inject({
    method: 'POST',
    url: `/imports${queries?.[0] ?? ''}`,
    headers: { cookie: ownerCookie, 'content-type': raw.type },
    payload: Buffer.from(raw.text),
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
  await addWalkClasses(app, ownerCookie);
}

/**
 * The walk's classes (docs/product/classes.md): class type 1 on slot 1 (tomorrow on the gym's clock,
 * 07:00, trainer 1), type 2 on no slot (the walk deletes it), slot 2 at 20:00 the same day (the
 * walk deletes it), their sessions generated by reading tomorrow's week (session 1 is slot 1's),
 * and booking 1: member 2 in session 1. Then yesterday's 07:00 session of slot 1 (session 3),
 * written as a past week's would have been, with booking 2: member 3, never marked, a No show the
 * walk marks attended, and booking 3: member 2's late cancel, which the walk forgives.
 */
async function addWalkClasses(app: TestApp, ownerCookie: string) {
  const send = async (url: string, payload?: object) => {
    const response = await app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { cookie: ownerCookie },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const tomorrow = addDays(dayIn('Asia/Kolkata'), 1);
  const weekday = weekdayOf(tomorrow);
  const types = [
    (await send('/classes/types', { name: 'Yoga', duration_minutes: 60, capacity: 2 })).class_type
      .id,
    (await send('/classes/types', { name: 'Pilates', duration_minutes: 50, capacity: 10 }))
      .class_type.id,
  ];
  const slot = (start_time: string) =>
    send('/classes/slots?branch=1', { class_type_id: 1, weekday, start_time, trainer_id: 1 });
  const slots = [(await slot('07:00')).slot.id, (await slot('20:00')).slot.id];
  const week = await send(`/classes/week?branch=1&week=${tomorrow}`);
  const booking = (await send('/classes/sessions/1/bookings?branch=1', { member_id: 2 })).booking;
  const yesterday = addDays(dayIn('Asia/Kolkata'), -1);
  const startsAt = instantOf(yesterday, '07:00', 'Asia/Kolkata');
  const now = new Date().toISOString();
  const past = await app.db
    .insertInto('class_sessions')
    .values({
      slot_id: 1,
      class_type_id: 1,
      branch_id: 1,
      day: yesterday,
      start_time: '07:00',
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
      trainer_id: 1,
      room: '',
      capacity: 2,
      cancelled: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [noShow, lateCancel] = await app.db
    .insertInto('class_bookings')
    .values([
      { session_id: past.id, member_id: 3, status: 'booked', booked_at: now },
      {
        session_id: past.id,
        member_id: 2,
        status: 'late_cancel',
        booked_at: now,
        cancelled_at: now,
      },
    ])
    .returning('id')
    .execute();
  const made = [...types, ...slots, week.sessions[0]?.id, booking.id, past.id]
    .concat([noShow?.id, lateCancel?.id])
    .join();
  if (made !== '1,2,1,2,1,1,3,2,3') throw new Error(`the walk's classes got ids ${made}`);
}

/** The seeded gym with the walk's records, signed in as its Owner, and its route table. */
export async function walkedGym() {
  const { gym, routes } = await appWithRouteTable({ loginRateLimit: 1_000 });
  await seedGym(gym.app, gym.cookie);
  await addWalkRecords(gym.app, gym.cookie, routes);
  return { gym, routes };
}
