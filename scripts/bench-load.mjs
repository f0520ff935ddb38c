#!/usr/bin/env node
// `pnpm bench:load`: a full front desk. Builds the API, seeds 20,000 members, and lets 50 clients
// (each signed in as its own desk) send the desk's mix of reads and writes (scripts/lib/load-desk.mjs)
// without pause for 60 s: on SQLite with one API instance, then on PostgreSQL with two instances
// taken in turn. Prints throughput, p50/p99/max per operation and errors, and per API process how
// busy its event loop was and how long it was blocked (scripts/lib/loop-monitor.mjs), so a slow
// answer can be told apart from a queue. Goal on a quiet machine: admin_me p99 ≤ 100 ms, every
// operation's p99 ≤ 1 s, no errors.
// Options: --seconds=N (a short trial), --clients=N, --members=N, --no-sqlite, --no-postgres,
// --cpu-prof (each API process writes a V8 CPU profile of the run; the folder is printed).
// --chain: a chain of --branches=N (20) branches sharing the members out, each client signed in
// as its branch's account (a Manager limited to that branch) and working that branch's members;
// after the measured window, branch 1 imports --import-rows=N (10,000) new members through the
// Import members screen's calls while every desk carries on, and that import is measured as a
// second window. Prints both windows' usual figures, then per operation the p99 of the importing
// branch's clients and of the others', without and during the import, and whether the other
// branches' add member and check-in p99 during the import stayed within 1.5× of theirs without.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../api/src/testing/postgres/server.mjs';
import { apiCaller, startApi } from './lib/bench-api-server.mjs';
import { msCell as ms, percentile } from './lib/latency-stats.mjs';
import { csvBytes, MAPPING, sheetRows } from './lib/import-sheet.mjs';
import { deskMembers, frontDeskCookie, ownPassword, runDesk } from './lib/load-desk.mjs';
import { coresBetween, descendantsCpu } from './lib/process-cpu.mjs';
import { requireFromApi, ROOT } from './lib/setup.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 60);
const CLIENTS = option('clients', 50);
const MEMBERS = option('members', 20_000);
/** Before the measured window: connections opened, statements prepared, caches warm. */
const WARM_UP_MS = Math.min(5000, SECONDS * 100);
const GOAL = { adminMeP99: 100, p99: 1000 };
const CHAIN = process.argv.includes('--chain');
const BRANCHES = option('branches', 20);
const IMPORT_ROWS = option('import-rows', 10_000);
/** The branch that imports in chain mode. */
const IMPORTING = 1;
/** Chain mode's goal: the other branches' p99 of these during the import over theirs without. */
const CHAIN_GOAL = { operations: ['add member', 'check-in'], ratio: 1.5 };
const cpuProfile = process.argv.includes('--cpu-prof');

const loopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-load-'));
const monitor = pathToFileURL(path.join(ROOT, 'scripts/lib/loop-monitor.mjs')).href;

/** Asks each API process for its event loop's figures since the last ask (loop-monitor.mjs). */
async function loopReports(pids) {
  const files = pids.map((pid) => path.join(loopDir, `${pid}.json`));
  for (const file of files) fs.rmSync(file, { force: true });
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  const end = Date.now() + 10_000;
  while (files.some((file) => !fs.existsSync(file)) && Date.now() < end)
    await new Promise((r) => setTimeout(r, 20));
  return files.map((file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file)) : null));
}

/**
 * PostgreSQL's own count of the deadlocks it broke (each a write run again by the API) and of the
 * transactions rolled back, in the API's database so far: pg_stat_database, which the servers'
 * sessions report to within about a second. Null on SQLite.
 */
async function databaseStats(api) {
  if (!api.databaseUrl) return null;
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: api.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      'SELECT deadlocks, xact_rollback FROM pg_stat_database WHERE datname = current_database()',
    );
    return { deadlocks: Number(rows[0].deadlocks), rollbacks: Number(rows[0].xact_rollback) };
  } finally {
    await client.end();
  }
}

const statsBetween = (before, after) =>
  before && after
    ? {
        deadlocks: after.deadlocks - before.deadlocks,
        rollbacks: after.rollbacks - before.rollbacks,
      }
    : null;

async function measure(api, label) {
  const pools = deskMembers(api.dataDir, CLIENTS);
  const cookies = [];
  for (let c = 0; c < CLIENTS; c += 1) cookies.push(await api.signIn());
  const samples = new Map();
  let measuring = false;
  const record = (op, time, error) => {
    if (!measuring) return;
    const entry = samples.get(op) ?? { times: [], errors: [] };
    entry.times.push(time);
    if (error) entry.errors.push(error);
    samples.set(op, entry);
  };
  let stopAt = Date.now() + WARM_UP_MS + SECONDS * 1000;
  const desks = cookies.map((cookie, client) =>
    runDesk({
      client,
      cookie,
      members: MEMBERS,
      pools: { checkIn: pools.checkIn[client], owing: pools.owing[client] },
      baseFor: api.nextBase,
      until: () => Date.now() >= stopAt,
      record,
    }),
  );
  await new Promise((r) => setTimeout(r, WARM_UP_MS));
  const measured = await measureWindow(api, async () => {
    measuring = true;
    stopAt = Date.now() + SECONDS * 1000;
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
  });
  await Promise.all(desks);
  print({ label, api, samples, ...measured });
}

/**
 * Runs `work` as one measured window: its time and result, each API process's event loop, the
 * machine's load, the cores the bench's own clients and the servers used, and on PostgreSQL the
 * server's deadlocks and rollbacks.
 */
async function measureWindow(api, work) {
  await loopReports(api.pids);
  const load = os.loadavg()[0];
  const clientCpu = process.cpuUsage();
  const othersCpu = descendantsCpu();
  const statsBefore = await databaseStats(api);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const loops = await loopReports(api.pids);
  const database = statsBetween(statsBefore, await databaseStats(api));
  const used = process.cpuUsage(clientCpu);
  return {
    result,
    seconds,
    loops,
    load,
    clientCores: (used.user + used.system) / 1e6 / seconds,
    databaseCores: coresBetween(othersCpu, descendantsCpu(), seconds, api.pids),
    database,
  };
}

/** Chain mode: a branch's client (from 0), the branches dealt out in turn. */
const branchOf = (client) => (client % BRANCHES) + 1;

/**
 * Each branch's account (a Manager working at that branch only), added on the Team screen, and a
 * session of its own for every client, signed in as its branch's account.
 */
async function branchCookies(api) {
  const accounts = new Map();
  for (let branch = 1; branch <= Math.min(BRANCHES, CLIENTS); branch += 1) {
    const username = `bench-branch-${branch}`;
    await frontDeskCookie(api, username, { role: 'Manager', branches: [branch] });
    accounts.set(branch, { username, password: ownPassword(username) });
  }
  const cookies = [];
  for (let c = 0; c < CLIENTS; c += 1) cookies.push(await api.signIn(accounts.get(branchOf(c))));
  // An account limited to some branches does not import (docs/product/branches.md §26): the
  // bench's Owner imports, at the importing branch.
  return { cookies, importer: await api.signIn() };
}

/**
 * Branch `IMPORTING`'s import of IMPORT_ROWS new members by the Owner acting at that branch:
 * upload, review, the batches in turn.
 */
async function importAtBranch(api, cookie) {
  const caller = apiCaller(api, cookie);
  const call = (method, path, body) =>
    caller(method, `${path}${path.includes('?') ? '&' : '?'}branch=${IMPORTING}`, body);
  // Mobile numbers starting 96: the desks' new members' start 97.
  const bytes = csvBytes(sheetRows(IMPORT_ROWS, [], { xlsx: false, phonePrefix: '96' }));
  const { import_id: id } = await call('POST', '/imports?file_name=chain.csv', bytes);
  await call('POST', `/imports/${id}/review`, { mapping: MAPPING });
  let progress = { done: 0, finished: false };
  while (!progress.finished)
    progress = await call('POST', `/imports/${id}/run`, { from: progress.done });
  return progress;
}

/**
 * Chain mode: the desks at every branch for SECONDS with nothing else (`alone`), then while branch
 * IMPORTING imports (`import`, as long as the import takes). Each request is filed by window and
 * by whether its client works at the importing branch.
 */
async function measureChain(api, label) {
  const pools = deskMembers(api.dataDir, CLIENTS, { branchOf });
  const { cookies, importer } = await branchCookies(api);
  /** window → 'importing' | 'others' | 'all' → operation → { times, errors } */
  const samples = new Map();
  let window = null;
  const file = (group, op, time, error) => {
    if (!samples.has(window)) samples.set(window, new Map());
    const groups = samples.get(window);
    if (!groups.has(group)) groups.set(group, new Map());
    const entry = groups.get(group).get(op) ?? { times: [], errors: [] };
    entry.times.push(time);
    if (error) entry.errors.push(error);
    groups.get(group).set(op, entry);
  };
  let stop = false;
  const desks = cookies.map((cookie, client) =>
    runDesk({
      client,
      cookie,
      branch: branchOf(client),
      members: MEMBERS,
      pools: {
        checkIn: pools.checkIn[client],
        owing: pools.owing[client],
        any: pools.any[client],
      },
      baseFor: api.nextBase,
      until: () => stop,
      record: (op, time, error) => {
        if (!window) return;
        file('all', op, time, error);
        file(branchOf(client) === IMPORTING ? 'importing' : 'others', op, time, error);
      },
    }),
  );
  const windows = [];
  const timed = async (name, work) => {
    const measured = await measureWindow(api, async () => {
      window = name;
      const result = await work();
      window = null;
      return result;
    });
    windows.push({ name, ...measured });
  };
  try {
    await new Promise((r) => setTimeout(r, WARM_UP_MS));
    await timed('alone', () => new Promise((r) => setTimeout(r, SECONDS * 1000)));
    await timed('import', () => importAtBranch(api, importer));
  } finally {
    stop = true;
    await Promise.all(desks);
  }
  const [alone, during] = windows;
  print({
    ...alone,
    label: `${label}, ${BRANCHES} branches, no import`,
    api,
    samples: samples.get('alone').get('all'),
  });
  print({
    ...during,
    label: `${label}, ${BRANCHES} branches, while branch ${IMPORTING} imports ${IMPORT_ROWS.toLocaleString('en-US')} members (${during.result.message ?? 'done'})`,
    api,
    samples: samples.get('import').get('all'),
  });
  printChain(samples);
}

const ratioCell = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–').padStart(7);

/** Per operation: p99 of the importing branch's clients and of the others', without and during. */
function printChain(samples) {
  const p99 = (window, group, op) =>
    percentile(
      [...(samples.get(window)?.get(group)?.get(op)?.times ?? [])].sort((a, b) => a - b),
      99,
    );
  const ops = [...samples.get('alone').get('all').keys()].sort();
  console.log(
    `\n  p99 ms by branch: branch ${IMPORTING} (importing) and the ${BRANCHES - 1} others, without the import and during it`,
  );
  console.log(
    `  ${'operation'.padEnd(20)}  ${'importing: without'.padStart(18)}  ${'during'.padStart(7)}  ${'×'.padStart(7)}  ${'others: without'.padStart(15)}  ${'during'.padStart(7)}  ${'×'.padStart(7)}`,
  );
  for (const op of ops) {
    const [ia, ii, oa, oi] = [
      p99('alone', 'importing', op),
      p99('import', 'importing', op),
      p99('alone', 'others', op),
      p99('import', 'others', op),
    ];
    console.log(
      `  ${op.padEnd(20)}  ${ms(ia).padStart(18)}  ${ms(ii)}  ${ratioCell(ii / ia)}  ${ms(oa).padStart(15)}  ${ms(oi)}  ${ratioCell(oi / oa)}`,
    );
  }
  const verdicts = CHAIN_GOAL.operations.map((op) => {
    const ratio = p99('import', 'others', op) / p99('alone', 'others', op);
    return `${op} ${ratioCell(ratio).trim()} ${ratio <= CHAIN_GOAL.ratio ? 'ok' : 'MISSED'}`;
  });
  console.log(
    `  goal: the other branches' p99 during the import ≤ ${CHAIN_GOAL.ratio}× theirs without: ${verdicts.join('; ')}`,
  );
}

function print({
  label,
  api,
  samples,
  seconds,
  loops,
  load,
  clientCores,
  databaseCores,
  database,
}) {
  const all = [...samples.values()];
  const requests = all.reduce((n, s) => n + s.times.length, 0);
  const errors = all.reduce((n, s) => n + s.errors.length, 0);
  console.log(
    `\n${label}: ${CLIENTS} clients for ${seconds.toFixed(0)} s at ${MEMBERS.toLocaleString('en-US')} members` +
      ` (seeded in ${api.seedSeconds.toFixed(1)} s${api.moveSeconds ? `, moved in ${api.moveSeconds.toFixed(1)} s` : ''})`,
  );
  console.log(
    `  ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
  );
  console.log(
    `  throughput ${(requests / seconds).toFixed(0)} requests/s (${requests.toLocaleString('en-US')}), errors ${errors}`,
  );
  console.log(`  ${'operation'.padEnd(20)}       n  per s   p50 ms   p99 ms   max ms  errors`);
  const rows = [...samples.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [op, { times, errors: failed }] of rows) {
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `  ${op.padEnd(20)} ${String(sorted.length).padStart(7)} ${(sorted.length / seconds).toFixed(0).padStart(6)} ` +
        `${ms(percentile(sorted, 50))}  ${ms(percentile(sorted, 99))}  ${ms(sorted.at(-1))}  ${String(failed.length).padStart(6)}`,
    );
  }
  loops.forEach((loop, i) => {
    if (!loop) return console.log(`  API instance ${i + 1}: no event-loop figures`);
    console.log(
      `  API instance ${i + 1}: main thread busy ${(loop.utilization * 100).toFixed(0)}% of the time, ` +
        `${loop.cores.toFixed(2)} cores of CPU; event loop blocked p50 ${loop.delay.p50.toFixed(1)} ms, ` +
        `p99 ${loop.delay.p99.toFixed(1)} ms, max ${loop.delay.max.toFixed(0)} ms`,
    );
  });
  if (api.database === 'PostgreSQL')
    console.log(
      `  PostgreSQL server: ${databaseCores.toFixed(2)} cores of CPU` +
        (database
          ? `; ${database.deadlocks} deadlocks broken (each a write run again), ${database.rollbacks} transactions rolled back`
          : ''),
    );
  const apiCores = loops.reduce((sum, loop) => sum + (loop?.cores ?? 0), 0);
  console.log(
    `  CPU per request: ${((apiCores / (requests / seconds)) * 1000).toFixed(2)} ms in the API, ` +
      `${((clientCores / (requests / seconds)) * 1000).toFixed(2)} ms in the bench's own clients`,
  );
  for (const [op, { errors: failed }] of rows)
    if (failed.length) console.log(`  ${op} failed ${failed.length}×, e.g.: ${failed[0]}`);
  const p99 = (op) => percentile(samples.get(op)?.times ?? [], 99);
  const worst = Math.max(...rows.map(([op]) => p99(op)));
  console.log(
    `  goal: admin_me p99 ${p99('admin_me').toFixed(0)} ms (≤ ${GOAL.adminMeP99}) ${p99('admin_me') <= GOAL.adminMeP99 ? 'ok' : 'MISSED'}; ` +
      `worst p99 ${worst.toFixed(0)} ms (≤ ${GOAL.p99}) ${worst <= GOAL.p99 ? 'ok' : 'MISSED'}; ` +
      `errors ${errors} ${errors === 0 ? 'ok' : 'MISSED'}`,
  );
}

const build = spawnSync('pnpm', ['--filter', '@spotter/api', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('api build failed');

const profiles = path.join(loopDir, 'profiles');
const nodeArgs = [
  '--import',
  monitor,
  ...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []),
];
const env = { BENCH_LOOP_DIR: loopDir };
try {
  if (!process.argv.includes('--no-sqlite')) {
    const api = await startApi(MEMBERS, [], { nodeArgs, env, branches: CHAIN ? BRANCHES : 1 });
    try {
      await (CHAIN ? measureChain : measure)(api, 'SQLite, one API instance');
    } finally {
      await api.stop();
    }
  }
  if (!process.argv.includes('--no-postgres')) {
    const postgres = await startPostgres();
    try {
      const api = await startApi(MEMBERS, [], {
        postgres,
        instances: 2,
        nodeArgs,
        env,
        branches: CHAIN ? BRANCHES : 1,
      });
      try {
        await (CHAIN ? measureChain : measure)(api, 'PostgreSQL, two API instances taken in turn');
      } finally {
        await api.stop();
      }
    } finally {
      await postgres.stop();
    }
  }
  if (cpuProfile) console.log(`\nCPU profiles (open in Chrome DevTools): ${profiles}`);
} finally {
  if (!cpuProfile) fs.rmSync(loopDir, { recursive: true, force: true });
}
