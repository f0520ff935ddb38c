#!/usr/bin/env node
// `pnpm bench:first-screen`: how soon the first screen appears, through the composed app as
// `npm start` serves it (100 seeded members, 30 days of attendance, six staff), in Chromium, cold cache,
// each load measured until its content appears (scripts/lib/content-probe.mjs), never until the
// network is quiet. The current build and a baseline build (`--against=<git ref>`, by default main
// when issue 42 was filed, baf7f13; `--against=none` for none) are served side by side and loaded in turns:
//   - the bytes on the wire for the login page, as served (CDP encodedDataLength, summed);
//   - the sequential round trips before the first member row on /users, signed in: CDP adds L ms
//     to every request, and (time at L - time at 0) / L counts the requests that wait on each other;
//     the time to that first row on a "4G" connection (100 ms, 10 Mbit/s down, 5 Mbit/s up);
//   - for /, /dashboard, /users, /plans, /invoice, /pending, /attendance and /view/staffs, no network
//     limit: the time to content on this machine's CPU, then on a 4× slower CPU with the main
//     thread's work before it, from a performance trace (scripts/lib/main-thread.mjs), and the
//     longest tasks; each with the ratio current/baseline;
//   - a search on /users at 4× CPU, from the last key to the results (scripts/lib/search-timing.mjs);
//   - the host's time to first byte for /users, back to back and after a 6 s pause.
// A load whose content does not appear within 30 s is a failure: its waterfall is printed, the
// rest runs, and the bench exits non-zero. `--waterfall` prints every request of one cold /users
// load at 200 ms; `--hunt=N` instead makes N cold /users loads under changing conditions and
// prints the waterfall of any slow one (scripts/lib/hunt.mjs); `--runs=N` changes the 7 runs; `--traces=<folder>`
// keeps the throttled loads' traces there (for DevTools' Performance panel).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baselineCheckout, BEFORE_ISSUE_42 } from './lib/baseline.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { coldLoad } from './lib/cold-load.mjs';
import { PORTS, startApp } from './lib/composed-app.mjs';
import { hunt } from './lib/hunt.mjs';
import { CPU_SLOWDOWN, printRoutes, ratio, routeRuns } from './lib/first-screen-report.mjs';
import { searchRun } from './lib/search-timing.mjs';
import { seedAttendance } from './lib/seed-attendance.mjs';
import { seedMembers } from './lib/seed-members.mjs';
import { seedStaff } from './lib/seed-staff.mjs';
import { ensureBuilt } from './lib/setup.mjs';
import { timeToFirstByte } from './lib/ttfb.mjs';
import { waterfallLines } from './lib/waterfall.mjs';

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(option('runs', 7));
const AGAINST = option('against', BEFORE_ISSUE_42);
const HUNT = Number(option('hunt', 0));
const TRACES = option('traces');
const LATENCY = 200;
const FOUR_G = { latency: 100, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };
// The baseline beside the current build, each service 100 ports up.
const BASELINE_PORTS = Object.fromEntries(Object.entries(PORTS).map(([k, p]) => [k, p + 100]));

const median = (values) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : NaN;
const msOf = (values) => (values.length ? `${median(values).toFixed(0)} ms` : 'failed');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pad = (text, n) => String(text).padStart(n);

const failures = [];
/** A load's result; a failed one is printed with its waterfall and remembered for the exit code. */
function checked(label, result) {
  if (result.ok) return result;
  failures.push(label);
  console.log(`\n${label}: FAILED, ${result.error}. Its requests (start → end ms, status):`);
  for (const line of result.waterfall) console.log(line);
  return null;
}

/** Seeds a throwaway database and serves `root`'s build on `ports`; answers the app. */
async function serve(name, { root, ports, requireApi } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-first-'));
  await seedMembers(dataDir, 100, requireApi);
  seedAttendance(dataDir, requireApi);
  seedStaff(dataDir, requireApi);
  const stop = await startApp(dataDir, { built: true, root, ports });
  const host = `http://localhost:${(ports ?? PORTS).host}`;
  return {
    name,
    host,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const label = (app) => app.name.padEnd(10);

async function loginPage(browser, apps) {
  console.log('Login page (/), cold cache, as served (every request sent by the Login button)');
  for (const app of apps) {
    const login = checked(
      `${app.name} /`,
      await coldLoad(browser, { host: app.host, route: '/', settle: true }),
    );
    if (login) {
      const bytes = login.requests.reduce((sum, r) => sum + (r.bytes ?? 0), 0);
      console.log(`  ${label(app)} ${login.requests.length} requests, ${kb(bytes)} on the wire`);
    }
  }
}

async function waterfall(browser, app) {
  console.log(`\nOne cold /users load at ${LATENCY} ms per request (start → end ms, status)`);
  const load = checked(
    'waterfall',
    await coldLoad(browser, {
      host: app.host,
      route: '/users',
      network: { latency: LATENCY },
    }),
  );
  for (const line of load ? waterfallLines(load.requests) : []) console.log(line);
}

async function firstRow(browser, apps) {
  // Round trips and 4G: each condition and app in turns, so a busier moment hits all alike.
  const conditions = [{ latency: 0 }, { latency: LATENCY }, FOUR_G];
  const times = apps.map(() => conditions.map(() => []));
  for (const app of apps) await coldLoad(browser, { host: app.host, route: '/users' }); // warm-up
  for (let i = 0; i < RUNS; i += 1)
    for (const [c, network] of conditions.entries())
      for (const [a, app] of apps.entries()) {
        const run = `${app.name} /users, ${c === 2 ? '4G' : `${network.latency} ms`}, run ${i + 1}`;
        const load = checked(
          run,
          await coldLoad(browser, { host: app.host, route: '/users', network }),
        );
        if (load) times[a][c].push(load.ms);
      }
  console.log(`\nFirst member row on /users, signed in, cold cache (median of ${RUNS})`);
  console.log(`  ${''.padEnd(26)}${apps.map((app) => pad(app.name, 10)).join('')}`);
  const row = (name, values) =>
    console.log(`  ${name.padEnd(26)}${values.map((v) => pad(v, 10)).join('')}`);
  row(
    'no added latency',
    times.map((t) => msOf(t[0])),
  );
  row(
    `${LATENCY} ms per request`,
    times.map((t) => msOf(t[1])),
  );
  // The difference of two medians: when the CPU's noise outweighs the latency it can go below
  // zero, which is no count of round trips.
  row(
    'sequential round trips',
    times.map((t) => {
      const trips = (median(t[1]) - median(t[0])) / LATENCY;
      if (!Number.isFinite(trips)) return 'failed';
      return trips >= 0 ? trips.toFixed(1) : `noise (${trips.toFixed(1)})`;
    }),
  );
  row(
    '4G (100 ms, 10/5 Mbit/s)',
    times.map((t) => msOf(t[2])),
  );
}

async function search(browser, apps) {
  const query = 'kumar';
  const times = apps.map(() => []);
  for (let i = 0; i < RUNS; i += 1)
    for (const [a, app] of apps.entries()) {
      const run = checked(
        `${app.name} search, run ${i + 1}`,
        await searchRun(browser, { host: app.host, query, cpu: CPU_SLOWDOWN }),
      );
      if (run) times[a].push(run.ms);
    }
  console.log(
    `\nA search on /users at ${CPU_SLOWDOWN}× CPU: "${query}" typed a key every 60 ms, last key to every row naming it (median of ${RUNS}; the debounce included)`,
  );
  for (const [a, app] of apps.entries()) console.log(`  ${label(app)} ${msOf(times[a])}`);
  if (apps.length > 1)
    console.log(`  ${'ratio'.padEnd(10)} ${ratio(median(times[0]), median(times[1]))}`);
}

async function firstByte(apps) {
  console.log(`\nThe host's time to first byte for /users (median; cold: after a 6 s pause)`);
  const ttfb = await timeToFirstByte(apps.map((app) => `${app.host}/users`));
  for (const [a, app] of apps.entries())
    console.log(
      `  ${label(app)} warm ${pad(ttfb[a].warm.toFixed(1), 6)} ms   cold ${pad(ttfb[a].cold.toFixed(1), 6)} ms`,
    );
  if (apps.length > 1)
    console.log(
      `  ${'ratio'.padEnd(10)} warm ${pad(ratio(ttfb[0].warm, ttfb[1].warm), 9)}   cold ${pad(ratio(ttfb[0].cold, ttfb[1].cold), 9)}`,
    );
}

await ensureBuilt();
if (TRACES) fs.mkdirSync(TRACES, { recursive: true });
const apps = [await serve('current')];
try {
  if (AGAINST !== 'none' && !HUNT) {
    const base = baselineCheckout(AGAINST);
    apps.push(
      await serve(AGAINST, { root: base.dir, ports: BASELINE_PORTS, requireApi: base.requireApi }),
    );
  }
  const browser = await launchChromium();
  try {
    if (HUNT) await hunt(browser, apps[0], HUNT, { fourG: FOUR_G, checked });
    else {
      await loginPage(browser, apps);
      if (process.argv.includes('--waterfall')) await waterfall(browser, apps[0]);
      await firstRow(browser, apps);
      printRoutes(await routeRuns(browser, apps, { runs: RUNS, checked }), apps);
      const cpu = CPU_SLOWDOWN;
      printRoutes(
        await routeRuns(browser, apps, { runs: RUNS, checked, traces: TRACES, cpu }),
        apps,
        { cpu },
      );
      await search(browser, apps);
      await firstByte(apps);
    }
  } finally {
    await browser.close();
  }
} finally {
  for (const app of apps) await app.stop();
}
if (failures.length) {
  console.log(`\n${failures.length} load(s) did not finish: ${failures.join('; ')}`);
  process.exitCode = 1;
}
