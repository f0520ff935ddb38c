#!/usr/bin/env node
// `pnpm bench:branches`: a chain at scale against a gym of one branch (docs/product/branches.md §26). Builds
// the API and seeds two gyms as `pnpm bench:api` does (scripts/lib/seed-members.mjs, 30 days of
// attendance): A, one branch of 10,000 members, and B, 20 branches sharing 200,000 members evenly
// (member i at branch i % 20 + 1, their joining invoice and visits there). Both are moved by
// `db:move-to-postgres` into a throwaway PostgreSQL server, whose own check compares the counts
// the triggers keep per branch with SQLite's. Then it times each screen's first read on A with
// `?branch=1` and on B with `?branch=7`, one branch of twenty, interleaved request by request.
// Both gyms also have group classes (scripts/lib/seed-classes.mjs): A 10 weekly slots at its branch,
// B 60 at each of its 20, their sessions of the last 8 weeks, this week and next, about 15 of 20
// places booked; it times the measured branch's week and a session's page (one of this week's,
// with its waitlist). Target: B's members page, Pending, dashboard, classes' week and session's
// page within 1.5× of A's p50 on PostgreSQL (the rows marked ok/OVER; SQLite's are shown alike). `--members=<n>` scales both down (A: n/20, B: n) for
// a quick check; `--no-postgres` measures SQLite alone.
import { apiLatency, paged, printLatency, TARGET, withQuery } from './lib/api-latency.mjs';
import { benchApis, startApi } from './lib/bench-api-server.mjs';
import { seedAttendance } from './lib/seed-attendance.mjs';
import { seedClasses } from './lib/seed-classes.mjs';
import { requireFromApi } from './lib/setup.mjs';

const BRANCHES = 20;
/** B's branch the requests name: any but the first, which A's one branch is. */
const MEASURED_BRANCH = 7;

const arg = process.argv.find((a) => a.startsWith('--members='))?.slice('--members='.length);
const chainMembers = arg ? Number(arg) : 200_000;
if (!Number.isInteger(chainMembers) || chainMembers < BRANCHES)
  throw new Error(`--members must be a whole number of at least ${BRANCHES}`);
const noPostgres = process.argv.includes('--no-postgres');

/**
 * [gym, members, branches, the branch its requests name, weekly class slots per branch]: A the
 * size of one of B's branches, with a small timetable; B's branches each with a full one.
 */
const GYMS = [
  ['A', Math.round(chainMembers / BRANCHES), 1, 1, 10],
  ['B', chainMembers, BRANCHES, MEASURED_BRANCH, 60],
];

const MEMBERS = '/members/view_members';
const PENDING = '/payments/pending_members';

/** `url` naming `branch` (an id or "all") in its query string, as every screen's call does. */
const atBranch = (url, branch) => `${url}${url.includes('?') ? '&' : '?'}branch=${branch}`;
/** `url` at each gym's measured branch. */
const atOwnBranch = (url) => (api) => atBranch(url, api.measuredBranch);

/**
 * [label, path, sequential requests, one of the targets]; each after a tenth as many
 * warm-ups.
 */
const REQUESTS = [
  ['members page 1', atOwnBranch(paged(MEMBERS)), 200, true],
  ['members search "meera iyer"', atOwnBranch(paged(MEMBERS, { q: 'meera iyer' })), 200, false],
  ['members search "iyer" (a surname)', atOwnBranch(paged(MEMBERS, { q: 'iyer' })), 200, false],
  ['pending page 1', atOwnBranch(paged(PENDING)), 200, true],
  ['expired page 1', atOwnBranch(paged('/members/expired_members')), 200, false],
  ['dashboard summary', atOwnBranch('/dashboard/summary'), 200, true],
  ['invoices page 1', atOwnBranch(paged('/payments/all_invoices')), 200, false],
  [
    'attendance today, page 1',
    atOwnBranch(paged('/attendance/records', { page_size: 10 })),
    200,
    false,
  ],
  [
    'top-bar search "meera iyer"',
    atOwnBranch(withQuery('/search', { q: 'meera iyer' })),
    200,
    false,
  ],
  // Every branch at once: B's whole chain (its summary a row per branch) against A's one branch.
  ['all branches: dashboard summary', atBranch('/dashboard/summary', 'all'), 200, false],
  ['all branches: members page 1', atBranch(paged(MEMBERS), 'all'), 200, false],
  // Issue #44 item 8. This week on the gym's clock (no `week`), already made by the seed: no write.
  ['classes: this week', atOwnBranch('/classes/week'), 200, true],
  [
    "classes: a session's page",
    (api) => atBranch(`/classes/sessions/${api.classSession}`, api.measuredBranch),
    200,
    true,
  ],
];

const count = (n) => n.toLocaleString('en-US');

/**
 * The session whose page is timed: one of this week's at the measured branch, with places booked
 * and a waitlist, as the week answers it. Checks first that reading the week made no session (the
 * seed made them all: one per slot, none above the last it wrote).
 */
async function classSessionOf(api) {
  const reply = await api.get(atBranch('/classes/week', api.measuredBranch));
  if (!reply.ok) throw new Error(`${api.gym} ${api.database}: the week answered ${reply.status}`);
  const { sessions } = await reply.json();
  const made = sessions.filter((one) => one.id > api.classes.lastSessionId);
  if (sessions.length !== api.slotsPerBranch || made.length > 0)
    throw new Error(
      `${api.gym} ${api.database}: the week has ${sessions.length} sessions (${api.slotsPerBranch} seeded), ${made.length} made by the read`,
    );
  const session = sessions.find((one) => one.booked > 0 && one.waitlist > 0);
  if (!session) throw new Error(`${api.gym} ${api.database}: no session this week with a waitlist`);
  return session;
}

/** What each gym's measured branch holds, as its members page and the chain's summary answer it. */
async function printDatabases(apis) {
  console.log('\nDatabases');
  for (const api of apis) {
    const page = await (await api.get(atBranch(paged(MEMBERS), api.measuredBranch))).json();
    const summary = await (await api.get(atBranch('/dashboard/summary', 'all'))).json();
    const rows = Array.isArray(summary.by_branch) ? `, ${summary.by_branch.length} rows` : '';
    const seeded =
      api.database === 'SQLite'
        ? `seeded in ${api.seedSeconds.toFixed(1)} s, ${api.dbMegabytes.toFixed(1)} MB`
        : `seeded into SQLite in ${api.seedSeconds.toFixed(1)} s, moved in ${api.moveSeconds.toFixed(1)} s`;
    console.log(
      `  ${api.gym} ${api.database.padEnd(11)}${count(api.members).padStart(8)} members in ${String(api.branches).padStart(2)} branches, ${count(page.total).padStart(7)} at branch ${api.measuredBranch}; all-branches summary${rows}: ${seeded}`,
    );
    const { classes, classSession: id, sessionOfWeek: one } = api;
    console.log(
      `  ${''.padEnd(13)}classes: ${api.slotsPerBranch} slots a branch, ${count(classes.sessions)} sessions, ${count(classes.bookings)} bookings (seeded in ${api.classSeconds.toFixed(1)} s); session ${id} timed: ${one.day} ${one.start_time}, ${one.booked} booked, ${one.waitlist} waiting`,
    );
  }
}

const [a, b] = GYMS;
// Each gym on SQLite, then the same seeded into SQLite and moved to a throwaway PostgreSQL server.
await benchApis(
  GYMS,
  async ([gym, members, branches, measuredBranch, slotsPerBranch], postgres) => {
    let classes;
    let classSeconds;
    const seeds = [
      (dir) => seedAttendance(dir, requireFromApi, { atHomeBranch: true }),
      (dir) => {
        const started = performance.now();
        classes = seedClasses(dir, requireFromApi, { slotsPerBranch });
        classSeconds = (performance.now() - started) / 1000;
      },
    ];
    const api = await startApi(members, seeds, { branches, postgres });
    Object.assign(api, { gym, measuredBranch, slotsPerBranch, classes, classSeconds });
    try {
      const session = await classSessionOf(api);
      return Object.assign(api, { classSession: session.id, sessionOfWeek: session });
    } catch (error) {
      await api.stop(); // Not yet benchApis's to stop.
      throw error;
    }
  },
  { noPostgres },
  async (apis) => {
    await printDatabases(apis);
    printLatency(apis, await apiLatency(apis, REQUESTS), {
      title: `API latency in ms (sequential keep-alive requests on 127.0.0.1, p50 / p99; ratio: p50 on B at branch ${b[3]} of ${b[2]} over p50 on A at its one branch)`,
      head: (api) => `${api.gym}: ${count(api.members)}`,
      verdict: (database, met) =>
        `${database}: the rows marked (members page, Pending, dashboard, classes' week and a session's page) on one of ${b[2]} branches of ${count(b[1])} members ${met ? 'are' : 'are NOT'} within ${TARGET}× of one branch of ${count(a[1])}.`,
    });
  },
);
