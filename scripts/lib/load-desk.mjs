// What one front desk does all day, as `pnpm bench:load` runs it: a closed loop (the next request
// goes out when the last is answered, no pause) over a weighted mix of the screens' reads and the
// desk's writes. Each client has its own session and its own members to check in and take payments
// from, so no two clients refuse each other's writes: every answer but a 2xx is an error.
// `pnpm bench:import` runs one desk of its check-ins and payments alone beside an import, signed
// in as a Front desk account added the way a gym adds one.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { requireFromApi } from './setup.mjs';

const SEARCHES = ['meera iyer', 'iyer', 'rahul', 'priya nair', 'sharma', 'kav', '98123'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const page = (members) => 1 + Math.floor(Math.random() * Math.min(100, members / 10));

const isoDay = (date) => date.toISOString().slice(0, 10);

/** A new member as the add-member screen sends it, with a phone and email no one else has. */
function newMember(desk) {
  desk.added += 1;
  const serial = `${String(desk.client).padStart(2, '0')}${String(desk.added).padStart(6, '0')}`;
  return {
    name: `Load Desk ${desk.client} Member ${desk.added}`,
    phone: `+9197${serial}`,
    email: `load${serial}@example.com`,
    age: '30',
    joining_day: isoDay(new Date()),
    status: 'Active',
    plan: '1',
    fee: '1500',
    paid: '500',
    due: '1000',
    payment_method: 'cash',
    ...(desk.branch ? { home_branch: String(desk.branch) } : {}),
  };
}

/**
 * The members each client may write to, dealt out by client: `checkIn` can check in (Active, not
 * expiring during the run), `owing` owe enough for a payment of ₹1 a second for the run. With
 * `branchOf(client)` (a chain: each client signed in at one branch), a client is dealt only its
 * branch's members, shared with the other clients of that branch, and `any` lists them all (the
 * edit pages it may open).
 */
export function deskMembers(dataDir, clients, { branchOf } = {}) {
  const BetterSqlite3 = requireFromApi('better-sqlite3');
  const sqlite = new BetterSqlite3(path.join(dataDir, 'spotter.sqlite'), { readonly: true });
  const rows = (where) =>
    sqlite
      .prepare(`SELECT id, home_branch_id AS branch FROM members WHERE ${where} ORDER BY id`)
      .all();
  const deal = (list) =>
    Array.from({ length: clients }, (_, c) => {
      if (!branchOf) return list.filter((_, i) => i % clients === c).map((row) => row.id);
      const peers = Array.from({ length: clients }, (__, p) => p).filter(
        (p) => branchOf(p) === branchOf(c),
      );
      return list
        .filter((row) => row.branch === branchOf(c))
        .filter((_, i) => i % peers.length === peers.indexOf(c))
        .map((row) => row.id);
    });
  const active = "status = 'Active' AND ";
  try {
    const everyone = branchOf ? rows('1 = 1') : [];
    return {
      checkIn: deal(rows(`${active}expire_date > date('now', '+2 days')`)),
      owing: deal(rows(`${active}total_fee - paid_amount >= 1000`)),
      ...(branchOf
        ? {
            any: Array.from({ length: clients }, (_, c) =>
              everyone.filter((row) => row.branch === branchOf(c)).map((row) => row.id),
            ),
          }
        : {}),
    };
  } finally {
    sqlite.close();
  }
}

/** The desk's check-in of one of its members, and the check-out that lets them check in again. */
export async function checkInAndOut(send, desk) {
  const member = desk.next('checkIn');
  const { record } = await send('check-in', 'POST', '/attendance/check_in', { member_id: member });
  await send('check-out', 'POST', `/attendance/check_out/${record.id}`);
}

/** A payment of ₹1 in cash from one of the desk's owing members. */
export const takePayment = (send, desk) =>
  send('payment', 'POST', `/payments/record_payment/${desk.next('owing')}`, {
    amount: 1,
    method: 'cash',
  });

/**
 * The mix: [weight, operation]. An operation sends one or more requests through `send(label,
 * method, url, body)`, which answers the parsed reply (or throws, counted as that label's error).
 */
export const MIX = [
  [25, (send) => send('admin_me', 'GET', '/members/admin_me')],
  [
    10,
    (send, desk) =>
      send('members page', 'GET', `/members/view_members?page=${page(desk.members)}&page_size=10`),
  ],
  [
    6,
    (send) =>
      send(
        'members search',
        'GET',
        `/members/view_members?page=1&page_size=10&q=${encodeURIComponent(pick(SEARCHES))}`,
      ),
  ],
  [6, (send) => send('top-bar search', 'GET', `/search?q=${encodeURIComponent(pick(SEARCHES))}`)],
  [
    5,
    (send) =>
      send('check-in lookup', 'GET', `/attendance/lookup?q=${encodeURIComponent(pick(SEARCHES))}`),
  ],
  [5, (send) => send('pending page', 'GET', '/payments/pending_members?page=1&page_size=10')],
  [3, (send) => send('attendance today', 'GET', '/attendance/records?page=1&page_size=10')],
  [4, (send) => send('dashboard summary', 'GET', '/dashboard/summary')],
  [4, (send) => send('notifications', 'GET', '/dashboard/notifications')],
  [
    5,
    async (send, desk) => {
      const id = desk.anyMember();
      await send('member edit page', 'GET', `/members/update_member/${id}`);
      await send('plans list', 'GET', '/members/view_plans');
    },
  ],
  [6, checkInAndOut],
  [4, takePayment],
  [2, (send, desk) => send('add member', 'FORM', '/members/add_member', newMember(desk))],
];

/** One of `mix`'s operations, each as likely as its weight. */
function pickOperation(mix) {
  let roll = Math.random() * mix.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, operation] of mix) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return mix[0][1];
}

/**
 * Keep-alive connections, as a browser keeps them; node:http rather than fetch, which took as much
 * CPU per request as the API itself and shares the machine's cores with it.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const BOUNDARY = 'bench-load-boundary';
const UNZIP = { gzip: zlib.gunzipSync, deflate: zlib.inflateSync, br: zlib.brotliDecompressSync };

/** Sends one request as the screens do (JSON, or a multipart form for `FORM`); answers status and text. */
function request(url, method, cookie, body) {
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br' };
  let payload;
  if (method === 'FORM') {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    payload = `${Object.entries(body)
      .map(
        ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('')}--${BOUNDARY}--\r\n`;
  } else if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method: method === 'FORM' ? 'POST' : method, headers, agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const unzip = UNZIP[response.headers['content-encoding']];
          resolve({
            status: response.statusCode,
            text: (unzip ? unzip(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * One desk: loops over `mix`'s operations (the whole desk's unless told) until `until()` says stop,
 * sending to `baseFor()` (round-robin over instances) with `cookie`, and hands each request's
 * label, time in ms and error (or null) to `record`. At a chain's `branch` (the one its account
 * works at) its new members are that branch's and the edit pages it opens its members' (`pools.any`).
 */
export async function runDesk({
  client,
  cookie,
  members,
  pools,
  baseFor,
  until,
  record,
  mix = MIX,
  branch,
}) {
  const turns = { checkIn: 0, owing: 0 };
  const desk = {
    client,
    branch,
    members,
    added: 0,
    next: (pool) => pools[pool][turns[pool]++ % pools[pool].length],
    anyMember: () => (pools.any ? pick(pools.any) : 1 + Math.floor(Math.random() * members)),
  };
  const send = async (label, method, url, body) => {
    const start = performance.now();
    let error = null;
    let reply;
    try {
      const { status, text } = await request(`${baseFor()}${url}`, method, cookie, body);
      if (status >= 300) error = `${status} ${text.slice(0, 160)}`;
      else reply = text ? JSON.parse(text) : {};
    } catch (thrown) {
      error = String(thrown);
    }
    record(label, performance.now() - start, error);
    if (error) throw new Error(error);
    return reply;
  };
  while (!until()) {
    try {
      await pickOperation(mix)(send, desk);
    } catch {
      // Recorded by send; the desk carries on with its next operation.
    }
  }
}

/** Sends `body` as JSON with `cookie`; throws unless the API answers a 2xx. */
export async function sendOrThrow(api, cookie, method, url, body) {
  const { status, text } = await request(`${api.nextBase()}${url}`, method, cookie, body);
  if (status >= 300) throw new Error(`${method} ${url} answered ${status}: ${text.slice(0, 160)}`);
  return JSON.parse(text);
}

/**
 * A Front desk account as a gym gets one: added by the bench's Owner on the Team screen (`POST
 * /team/add_account`, the role found by its name), signed in with its temporary password and past
 * choosing its own (`ownPassword(username)`). Answers its session cookie. `role` another built-in
 * role's name, `branches` the ids of the branches it works at (left out: every one).
 */
export const ownPassword = (username) => `${username}-own-password`;

export async function frontDeskCookie(
  api,
  username = 'bench-front-desk',
  { role = 'Front desk', branches } = {},
) {
  const owner = await api.signIn();
  const { roles } = await sendOrThrow(api, owner, 'GET', '/team/roles');
  const temporary = `${username}-temporary`;
  await sendOrThrow(api, owner, 'POST', '/team/add_account', {
    full_name: 'Bench Front Desk',
    username,
    role_id: roles.find((r) => r.name === role).id,
    temporary_password: temporary,
    ...(branches ? { branches } : {}),
  });
  const cookie = await api.signIn({ username, password: temporary });
  await sendOrThrow(api, cookie, 'POST', '/members/choose_password', {
    new_password: ownPassword(username),
  });
  return cookie;
}
