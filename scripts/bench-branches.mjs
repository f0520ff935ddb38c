#!/usr/bin/env node
// `pnpm bench:branches`: a chain at scale against a gym of one branch (docs/product/branches.md §26). Builds
// the API and seeds two gyms as `pnpm bench:api` does (scripts/lib/seed-members.mjs, 30 days of
// attendance): A, one branch of 10,000 members, and B, 20 branches sharing 200,000 members evenly
// (member i at branch i % 20 + 1, their joining invoice and visits there). Both are moved by
// `db:move-to-postgres` into a throwaway PostgreSQL server, whose own check compares the counts
// the triggers keep per branch with SQLite's. Then it times each screen's first read on A with
// `?branch=1` and on B with `?branch=7`, one branch of twenty, interleaved request by request.
// Target: B's members page, Pending and dashboard within 1.5× of A's p50 on PostgreSQL (the rows
// marked ok/OVER; SQLite's are shown alike). `--members=<n>` scales both down (A: n/20, B: n) for
// a quick check; `--no-postgres` measures SQLite alone.
import { apiLatency, paged, printLatency, TARGET, withQuery } from './lib/api-latency.mjs';
import { benchApis, startApi } from './lib/bench-api-server.mjs';
import { seedAttendance } from './lib/seed-attendance.mjs';
import { requireFromApi } from './lib/setup.mjs';

const BRANCHES = 20;
/** B's branch the requests name: any but the first, which A's one branch is. */
const MEASURED_BRANCH = 7;

const arg = process.argv.find((a) => a.startsWith('--members='))?.slice('--members='.length);
const chainMembers = arg ? Number(arg) : 200_000;
if (!Number.isInteger(chainMembers) || chainMembers < BRANCHES)
  throw new Error(`--members must be a whole number of at least ${BRANCHES}`);
const noPostgres = process.argv.includes('--no-postgres');

/** [gym, members, branches, the branch its requests name]: A the size of one of B's branches. */
const GYMS = [
  ['A', Math.round(chainMembers / BRANCHES), 1, 1],
  ['B', chainMembers, BRANCHES, MEASURED_BRANCH],
];

const MEMBERS = '/members/view_members';
const PENDING = '/payments/pending_members';

/** `url` naming `branch` (an id or "all") in its query string, as every screen's call does. */
const atBranch = (url, branch) => `${url}${url.includes('?') ? '&' : '?'}branch=${branch}`;
/** `url` at each gym's measured branch. */
const atOwnBranch = (url) => (api) => atBranch(url, api.measuredBranch);

/** [label, path, sequential requests, one of the three]; each after a tenth as many warm-ups. */
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
];

const count = (n) => n.toLocaleString('en-US');

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
  }
}

const [a, b] = GYMS;
// Each gym on SQLite, then the same seeded into SQLite and moved to a throwaway PostgreSQL server.
await benchApis(
  GYMS,
  async ([gym, members, branches, measuredBranch], postgres) => {
    const seeds = [(dir) => seedAttendance(dir, requireFromApi, { atHomeBranch: true })];
    const api = await startApi(members, seeds, { branches, postgres });
    return Object.assign(api, { gym, measuredBranch });
  },
  { noPostgres },
  async (apis) => {
    await printDatabases(apis);
    printLatency(apis, await apiLatency(apis, REQUESTS), {
      title: `API latency in ms (sequential keep-alive requests on 127.0.0.1, p50 / p99; ratio: p50 on B at branch ${b[3]} of ${b[2]} over p50 on A at its one branch)`,
      head: (api) => `${api.gym}: ${count(api.members)}`,
      verdict: (database, met) =>
        `${database}: the rows marked (members page, Pending, dashboard) on one of ${b[2]} branches of ${count(b[1])} members ${met ? 'are' : 'are NOT'} within ${TARGET}× of one branch of ${count(a[1])}.`,
    });
  },
);
