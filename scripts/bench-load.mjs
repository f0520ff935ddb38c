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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../api/src/testing/postgres/server.mjs';
import { startApi } from './lib/bench-api-server.mjs';
import { msCell as ms, percentile } from './lib/latency-stats.mjs';
import { deskMembers, runDesk } from './lib/load-desk.mjs';
import { coresBetween, descendantsCpu } from './lib/process-cpu.mjs';
import { ROOT } from './lib/setup.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 60);
const CLIENTS = option('clients', 50);
const MEMBERS = option('members', 20_000);
/** Before the measured window: connections opened, statements prepared, caches warm. */
const WARM_UP_MS = Math.min(5000, SECONDS * 100);
const GOAL = { adminMeP99: 100, p99: 1000 };
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
  await loopReports(api.pids);
  const load = os.loadavg()[0];
  const clientCpu = process.cpuUsage();
  const othersCpu = descendantsCpu();
  const started = performance.now();
  measuring = true;
  stopAt = Date.now() + SECONDS * 1000;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const seconds = (performance.now() - started) / 1000;
  const loops = await loopReports(api.pids);
  const used = process.cpuUsage(clientCpu);
  const databaseCores = coresBetween(othersCpu, descendantsCpu(), seconds, api.pids);
  await Promise.all(desks);
  print({
    label,
    api,
    samples,
    seconds,
    loops,
    load,
    clientCores: (used.user + used.system) / 1e6 / seconds,
    databaseCores,
  });
}

function print({ label, api, samples, seconds, loops, load, clientCores, databaseCores }) {
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
    console.log(`  PostgreSQL server: ${databaseCores.toFixed(2)} cores of CPU`);
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
    const api = await startApi(MEMBERS, [], { nodeArgs, env });
    try {
      await measure(api, 'SQLite, one API instance');
    } finally {
      await api.stop();
    }
  }
  if (!process.argv.includes('--no-postgres')) {
    const postgres = await startPostgres();
    try {
      const api = await startApi(MEMBERS, [], { postgres, instances: 2, nodeArgs, env });
      try {
        await measure(api, 'PostgreSQL, two API instances taken in turn');
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
