#!/usr/bin/env node
// `pnpm bench:api`: builds the API, seeds one database with 100 members and one with 100,000, serves
// each from api/dist/server.js and measures the members list's latency on both, interleaving the two
// so that background load on the machine weighs on both sides alike. Target: paged requests and
// the dashboard's reads at 100,000 members within 1.5× of their latency at 100. The seeder gives
// each member a joining invoice, so the invoice history is measured at 100 and 100,000 invoices
// alongside, and the CSV export's time and memory at both sizes. `--only=<text>` keeps the requests whose label holds the
// text and skips the browser measurement (e.g. `pnpm bench:api --only=invoices`). The same requests
// are measured on PostgreSQL too: the seeded databases moved by `db:move-to-postgres` into a
// throwaway server (`--no-postgres` leaves that out). Each gym has a year of the activity trail
// beside it (scripts/lib/seed-activity.mjs): about a hundred records at 100 members, half a million
// at 100,000, so the Activity screen's page and a member's history are measured at both sizes.
// The Reminders queue's pages are measured like the other lists, and the reminder planner's daily
// pass over every member is timed on each gym (scripts/lib/bench-reminder-job.mjs; target < 10 s
// at 100,000; `--only=reminders` keeps both).
import { apiLatency, paged, printLatency, TARGET, withQuery } from './lib/api-latency.mjs';
import { benchExport } from './lib/bench-export.mjs';
import { benchMembersPage } from './lib/bench-members-page.mjs';
import { benchReminderJob } from './lib/bench-reminder-job.mjs';
import { benchApis, startApi } from './lib/bench-api-server.mjs';
import { seedActivity } from './lib/seed-activity.mjs';
import { seedAttendance } from './lib/seed-attendance.mjs';

const SIZES = [100, 100_000];

const MEMBERS = '/members/view_members';
const ATTENDANCE = '/attendance/records';
const PENDING = '/payments/pending_members';
const EXPIRED = '/members/expired_members';
const INVOICES = '/payments/all_invoices';
const LOOKUP = '/attendance/lookup';
const SEARCH = '/search';
const ACTIVITY = '/activity';
const REMINDERS = '/reminders';

/** Records of the activity trail beside each gym: a year of them (five a member at 100,000). */
const ACTIVITY_RECORDS = { 100: 100, 100_000: 500_000 };

/** The gym's days of last month, the trail's date filter as the screen sends it. */
const lastMonth = (() => {
  const now = new Date();
  const day = (d) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    from: day(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
    to: day(new Date(now.getFullYear(), now.getMonth(), 0)),
  };
})();

/** [label, path, sequential requests, part of the 1.5× target]; each after a tenth as many warm-ups. */
const REQUESTS = [
  ['page 1', paged(MEMBERS), 200, true],
  ['search "meera iyer"', paged(MEMBERS, { q: 'meera iyer' }), 200, true],
  ['search "iyer" (a surname)', paged(MEMBERS, { q: 'iyer' }), 200, false],
  ['search "gold" (a plan)', paged(MEMBERS, { q: 'gold' }), 200, false],
  ['search "inactive" (a status)', paged(MEMBERS, { q: 'inactive' }), 200, false],
  ['search "ra" (2 letters: no index)', paged(MEMBERS, { q: 'ra' }), 200, false],
  ['page 2,000', paged(MEMBERS, { page: 2000 }), 200, false],
  ['unpaged list (every member)', MEMBERS, 20, false],
  // Attendance (30 days, a tenth of the members a day: scripts/lib/seed-attendance.mjs).
  ['attendance today, page 1', paged(ATTENDANCE, { page_size: 10 }), 200, true],
  ['attendance today, page 50', paged(ATTENDANCE, { page: 50, page_size: 10 }), 200, false],
  ['check-in lookup "meera iyer"', withQuery(LOOKUP, { q: 'meera iyer' }), 200, true],
  ['check-in lookup "98123" (phone digits)', withQuery(LOOKUP, { q: '98123' }), 200, true],
  ['check-in lookup "ra" (2 letters: no index)', withQuery(LOOKUP, { q: 'ra' }), 200, false],
  ['pending page 1', paged(PENDING), 200, true],
  ['pending 0–7 days, page 1', paged(PENDING, { age: '0-7' }), 200, true],
  ['pending 8–30 days, page 1', paged(PENDING, { age: '8-30' }), 200, true],
  ['pending over 30 days, page 1', paged(PENDING, { age: '31+' }), 200, true],
  ['pending search "meera iyer"', paged(PENDING, { q: 'meera iyer' }), 200, false],
  ['pending search "gold" (a plan)', paged(PENDING, { q: 'gold' }), 200, false],
  ['pending page 1,000', paged(PENDING, { page: 1000 }), 200, false],
  ['expired page 1', paged(EXPIRED), 200, true],
  ['expired search "meera iyer"', paged(EXPIRED, { q: 'meera iyer' }), 200, false],
  // The top bar's search: five members (trigram index from 3 letters), five staff, five plans.
  ['top-bar search "meera iyer"', withQuery(SEARCH, { q: 'meera iyer' }), 200, true],
  ['top-bar search "iyer"', withQuery(SEARCH, { q: 'iyer' }), 200, true],
  ['top-bar search "ra" (2 letters)', withQuery(SEARCH, { q: 'ra' }), 200, false],
  ['top-bar search "zzq" (no match)', withQuery(SEARCH, { q: 'zzq' }), 200, true],
  ['dashboard summary', '/dashboard/summary', 200, true],
  ['notifications (the bell)', '/dashboard/notifications', 200, true],
  ['invoices: page 1', paged(INVOICES), 200, true],
  ['invoices: search "meera iyer"', paged(INVOICES, { q: 'meera iyer' }), 200, true],
  ['invoices: search "INV-00042"', paged(INVOICES, { q: 'INV-00042' }), 200, true],
  ['invoices: status pending', paged(INVOICES, { status: 'pending' }), 200, true],
  ['invoices: status paid', paged(INVOICES, { status: 'paid' }), 200, false],
  [
    'invoices: pending, one month',
    paged(INVOICES, { status: 'pending', from: '2024-03-01', to: '2024-03-31' }),
    200,
    false,
  ],
  ['invoices: search "iyer" (a surname)', paged(INVOICES, { q: 'iyer' }), 200, false],
  ['invoices: page 2,000', paged(INVOICES, { page: 2000 }), 200, false],
  // The Activity screen (25 rows a page) and a member's History (scripts/lib/seed-activity.mjs).
  ['activity: page 1', paged(ACTIVITY, { page_size: 25 }), 200, true],
  ['activity: kind payments', paged(ACTIVITY, { page_size: 25, kind: 'payments' }), 200, true],
  ['activity: one person', paged(ACTIVITY, { page_size: 25, admin_id: 2 }), 200, true],
  ['activity: last month', paged(ACTIVITY, { page_size: 25, ...lastMonth }), 200, true],
  [
    'activity: person, kind and month',
    paged(ACTIVITY, { page_size: 25, admin_id: 2, kind: 'attendance', ...lastMonth }),
    200,
    true,
  ],
  ['activity: page 1,000', paged(ACTIVITY, { page_size: 25, page: 1000 }), 200, false],
  ['activity: member history', paged('/members/history/8', { page_size: 25 }), 200, true],
  // The reminders queue (docs/product/reminders.md §25): the tasks the planner made for the seeded gym.
  ['reminders: due today, page 1', paged(REMINDERS, { tab: 'due', page_size: 10 }), 200, true],
  ['reminders: upcoming, page 1', paged(REMINDERS, { tab: 'upcoming', page_size: 10 }), 200, true],
  ['reminders: done, page 1', paged(REMINDERS, { tab: 'done', page_size: 10 }), 200, true],
  ["reminders: the tabs' counts", '/reminders/counts', 200, true],
  ['reminders: search "meera iyer"', paged(REMINDERS, { tab: 'due', q: 'meera iyer' }), 200, false],
  ['reminders: due today, page 1,000', paged(REMINDERS, { tab: 'due', page: 1000 }), 200, false],
];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const noPostgres = process.argv.includes('--no-postgres');
const measured = only ? REQUESTS.filter(([label]) => label.includes(only)) : REQUESTS;

/** Section: latency of each request, p50 and p99 in ms (or the failure), per database and size. */
const latency = async (apis) =>
  printLatency(apis, await apiLatency(apis, measured), {
    title: `API latency in ms (sequential keep-alive requests on 127.0.0.1, p50 / p99; ratio: p50 at ${SIZES.at(-1).toLocaleString('en-US')} over p50 at ${SIZES[0]})`,
    head: (api) => `${api.members.toLocaleString('en-US')} members`,
    verdict: (database, met) =>
      `${database}: the rows marked (pages, the dashboard's reads) at ${SIZES.at(-1).toLocaleString('en-US')} members ${met ? 'are' : 'are NOT'} within ${TARGET}× of ${SIZES[0]}.`,
  });

/** Each section measures one thing against the running APIs and prints it. */
const SECTIONS = [
  latency,
  // The reminder planner's daily pass over every member, on each database and size.
  ...(only && !'reminders job'.includes(only) ? [] : [benchReminderJob]),
  // The export and the browser's first screen on the embedded SQLite database.
  (apis) => benchExport(apis.filter((api) => api.database === 'SQLite')),
  // Per database size, Chromium's time from navigating to /users to the first member row,
  // through the composed app on its usual ports (scripts/lib/bench-members-page.mjs).
  ...(only
    ? []
    : [
        (apis) =>
          benchMembersPage(
            apis.filter((api) => api.database === 'SQLite').map((api) => api.members),
          ),
      ]),
];

const seeds = (size) => [seedAttendance, (dir) => seedActivity(dir, ACTIVITY_RECORDS[size])];
// Each size on SQLite, then the same seeded into SQLite and moved to a throwaway PostgreSQL server.
await benchApis(
  SIZES,
  (size, postgres) => startApi(size, seeds(size), { postgres }),
  { noPostgres },
  async (apis) => {
    console.log('\nDatabases');
    for (const api of apis) {
      const size = `${api.database.padEnd(11)}${api.members.toLocaleString('en-US').padStart(7)} members, ${ACTIVITY_RECORDS[api.members].toLocaleString('en-US').padStart(7)} activity records`;
      if (api.database === 'SQLite')
        console.log(
          `  ${size}: seeded in ${api.seedSeconds.toFixed(1)} s, ${api.dbMegabytes.toFixed(1)} MB`,
        );
      else
        console.log(
          `  ${size}: seeded into SQLite in ${api.seedSeconds.toFixed(1)} s, moved by db:move-to-postgres in ${api.moveSeconds.toFixed(1)} s`,
        );
    }
    for (const section of SECTIONS) await section(apis);
  },
);
