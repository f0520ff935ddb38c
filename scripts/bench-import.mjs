#!/usr/bin/env node
// `pnpm bench:import`: builds the API, seeds a gym of 1,000 members, and imports a 10,000-row
// sheet into it (scripts/lib/import-sheet.mjs: 9,500 new members written the ways gyms write them,
// 500 updates of the gym's own members), first as .xlsx and then as .csv, each through the calls
// the Import members screen makes (docs/product/import.md §24): upload, review, the run in batches one
// after the other, and undo, which puts the gym back as it was for the next file. Prints each
// call's time, the API process's resident memory (VmRSS from /proc, sampled every 10 ms: its
// peaks), and after every batch the heap still in use once all garbage is collected
// (scripts/lib/heap-probe.mjs), which is what a leak would make grow. Goal on this machine:
// reviewed (upload + review) in < 5 s, imported in < 30 s, memory flat (that live heap within
// 10 MB of where the first batch left it). Beside it works the gym's front desk (DESK): a Front
// desk account, added through the Team screen's calls and signed in, checks members in (and out
// again) and takes payments from owing members the sheet leaves alone, one request after the
// other: for 5 s with no import running, then while each batch runs and while each undo runs
// (paused while the heap is read). Prints per phase and operation the count, p50, p99, the
// slowest and the errors, the p50 and p99 against the desk's with no import, and whether
// check-ins and payments kept p99 ≤ 300 ms during the batches and the undos with none failing
// (docs/architecture.md, "No write holds the others for long"). `--postgres` does the same on
// a throwaway PostgreSQL server afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../api/src/testing/postgres/server.mjs';
import { apiCaller, startApi } from './lib/bench-api-server.mjs';
import { csvBytes, gymMembers, MAPPING, sheetRows, xlsxBytes } from './lib/import-sheet.mjs';
import { msCell } from './lib/latency-stats.mjs';
import {
  checkInAndOut,
  deskMembers,
  frontDeskCookie,
  runDesk,
  takePayment,
} from './lib/load-desk.mjs';
import { missedGoal, phaseRows, recordInto } from './lib/phase-latency.mjs';
import { rssMegabytes } from './lib/process-cpu.mjs';
import { ROOT } from './lib/setup.mjs';

const GYM = 1_000;
const ROWS = 10_000;
const UPDATES = 500;
const GOAL = { reviewSeconds: 5, importSeconds: 30, growthMegabytes: 10 };
/**
 * The desk beside the import: check-ins (each with its check-out, so the member can come again)
 * and payments, as often as each other; measured alone first, then during the batches and during
 * the undos. Goal: its check-ins' and payments' p99 within 300 ms while the import and the undo
 * run, none failed.
 */
const DESK = {
  mix: [
    [1, checkInAndOut],
    [1, takePayment],
  ],
  operations: ['check-in', 'check-out', 'payment'],
  baselineSeconds: 5,
  phases: [
    ['alone', 'no import running'],
    ['import', 'during the batches'],
    ['undo', 'during the undos'],
  ],
  goal: { phases: ['import', 'undo'], operations: ['check-in', 'payment'], p99: 300 },
};

const heapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-import-'));
const probe = pathToFileURL(path.join(ROOT, 'scripts/lib/heap-probe.mjs')).href;
const API_OPTIONS = {
  nodeArgs: ['--expose-gc', '--import', probe],
  env: { BENCH_HEAP_DIR: heapDir },
};

/** The API's heap in use once all its garbage is collected, in MB (scripts/lib/heap-probe.mjs). */
async function liveHeapMegabytes(pid) {
  const file = path.join(heapDir, `${pid}.json`);
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const end = Date.now() + 10_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > end) throw new Error('the API did not report its heap');
    await new Promise((r) => setTimeout(r, 10));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).heapUsed / 1024 / 1024;
}

/** A client of the API's import calls, signed in as the bench's account. */
async function importClient(api) {
  return apiCaller(api, await api.signIn());
}

/**
 * The desk beside the import (DESK): a Front desk account, signed in as the gym would add one,
 * checking in and taking payments from members the sheet leaves alone (not in `updated`, ids), one
 * request after the other. `beside(phase, work)` runs it for as long as `work` runs, filing each
 * request's time under `phase` in `samples`, and answers what `work` answers.
 */
async function frontDesk(api, updated) {
  const dealt = deskMembers(api.dataDir, 1);
  const untouched = (pool) => pool[0].filter((id) => !updated.has(id));
  const pools = { checkIn: untouched(dealt.checkIn), owing: untouched(dealt.owing) };
  const cookie = await frontDeskCookie(api);
  const samples = new Map();
  return {
    samples,
    async beside(phase, work) {
      let done = false;
      const desk = runDesk({
        client: 0,
        cookie,
        members: GYM,
        pools,
        baseFor: api.nextBase,
        until: () => done,
        record: recordInto(samples, phase),
        mix: DESK.mix,
      });
      try {
        return await work();
      } finally {
        done = true;
        await desk;
      }
    },
  };
}

/** Runs `work`, timing it and sampling the API's memory meanwhile: { result, seconds, peak }. */
async function measured(pid, work) {
  let peak = rssMegabytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** One file through upload, review, the batches and undo, the desk working beside the last two. */
async function importOnce(api, call, desk, name, bytes) {
  const rest = rssMegabytes(api.pid);
  const upload = await measured(api.pid, () =>
    call('POST', `/imports?file_name=${encodeURIComponent(name)}`, bytes),
  );
  const id = upload.result.import_id;
  const review = await measured(api.pid, () =>
    call('POST', `/imports/${id}/review`, { mapping: MAPPING }),
  );
  // Each batch is timed alone: the heap is read between batches, off the clock, and with the desk
  // paused (the full garbage collection it forces would stop the desk's requests too).
  const heapBefore = await liveHeapMegabytes(api.pid);
  const afterBatches = [];
  const run = { seconds: 0, peak: 0 };
  let progress = { done: 0, finished: false };
  while (!progress.finished) {
    const batch = await desk.beside('import', () =>
      measured(api.pid, () => call('POST', `/imports/${id}/run`, { from: progress.done })),
    );
    progress = batch.result;
    run.seconds += batch.seconds;
    run.peak = Math.max(run.peak, batch.peak);
    afterBatches.push(await liveHeapMegabytes(api.pid));
  }
  run.result = progress;
  const undo = await desk.beside('undo', () =>
    measured(api.pid, () => call('POST', `/imports/${id}/undo`, {})),
  );
  return { name, bytes: bytes.length, rest, upload, review, run, undo, heapBefore, afterBatches };
}

const s = (seconds) => `${seconds.toFixed(1)} s`.padStart(8);
const mb = (n) => `${n.toFixed(0)}`.padStart(4);

function print(database, results) {
  console.log(
    `\n${database}: a ${ROWS.toLocaleString('en-US')}-row sheet into a gym of ${GYM.toLocaleString('en-US')} members`,
  );
  console.log(
    `  ${'file'.padEnd(14)}${'size'.padStart(9)}${'upload'.padStart(8)}${'review'.padStart(8)}${'import'.padStart(8)}${'undo'.padStart(8)}   rows/s   API RSS MB: rest, peak upload/review/import/undo`,
  );
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(14)}${`${(r.bytes / 1024 / 1024).toFixed(2)} MB`.padStart(9)}${s(r.upload.seconds)}${s(r.review.seconds)}${s(r.run.seconds)}${s(r.undo.seconds)}` +
        `${String(Math.round(ROWS / r.run.seconds)).padStart(9)}   ${mb(r.rest)}, ${[r.upload, r.review, r.run, r.undo].map((p) => mb(p.peak).trim()).join('/')}`,
    );
  }
  for (const r of results) {
    const counts = r.review.result.counts;
    console.log(
      `  ${r.name}: review ${Object.entries(counts)
        .map(([outcome, n]) => `${outcome} ${n}`)
        .join(', ')}; ${r.run.result.message} Undo: ${r.undo.result.message}`,
    );
    const every = Math.max(1, Math.floor(r.afterBatches.length / 10));
    console.log(
      `  ${r.name}: live heap after GC, before the run ${r.heapBefore.toFixed(0)}, after batches ${r.afterBatches
        .map((rss, i) => [i, rss])
        .filter(([i]) => i % every === every - 1 || i === 0)
        .map(([i, rss]) => `${i + 1}: ${rss.toFixed(0)}`)
        .join(', ')} MB`,
    );
  }
  for (const r of results) {
    const reviewed = r.upload.seconds + r.review.seconds;
    const growth = Math.max(...r.afterBatches) - r.afterBatches[0];
    const verdict = (ok) => (ok ? 'ok' : 'MISSED');
    console.log(
      `  goal ${r.name}: reviewed in ${reviewed.toFixed(1)} s (< ${GOAL.reviewSeconds}) ${verdict(reviewed < GOAL.reviewSeconds)}; ` +
        `imported in ${r.run.seconds.toFixed(1)} s (< ${GOAL.importSeconds}) ${verdict(r.run.seconds < GOAL.importSeconds)}; ` +
        `live heap from the first batch to the highest +${growth.toFixed(1)} MB (< ${GOAL.growthMegabytes}) ${verdict(growth < GOAL.growthMegabytes)}`,
    );
  }
}

const ratio = (n) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)}×`).padStart(6);

/** The desk's figures per phase and operation against its own alone, and the goal's verdict. */
function printDesk(samples) {
  const rows = phaseRows(samples, {
    phases: DESK.phases.map(([phase]) => phase),
    operations: DESK.operations,
    baseline: 'alone',
  });
  const label = Object.fromEntries(DESK.phases);
  console.log(
    `  a Front desk account beside the imports, one request after the other (${DESK.baselineSeconds} s with no import first):`,
  );
  console.log(
    `  ${'while'.padEnd(20)}${'operation'.padEnd(10)}      n   p50 ms   p99 ms   max ms  errors  p50, p99 × alone`,
  );
  for (const row of rows)
    console.log(
      `  ${label[row.phase].padEnd(20)}${row.operation.padEnd(10)}${String(row.count).padStart(7)}  ` +
        `${[row.p50, row.p99, row.max].map(msCell).join('  ')}  ${String(row.errors.length).padStart(6)}  ` +
        `${ratio(row.p50Ratio)}, ${ratio(row.p99Ratio).trim()}`,
    );
  for (const row of rows)
    if (row.errors.length)
      console.log(
        `  ${row.operation} ${label[row.phase]} failed ${row.errors.length}×, e.g.: ${row.errors[0]}`,
      );
  const { phases, operations, p99 } = DESK.goal;
  const judged = rows.filter(
    (row) => phases.includes(row.phase) && operations.includes(row.operation),
  );
  const worst = Math.max(...judged.map((row) => row.p99));
  const missed = missedGoal(rows, DESK.goal);
  console.log(
    `  goal: ${operations.join(' and ')} ${phases.map((phase) => label[phase]).join(' and ')} p99 ≤ ${p99} ms, none failed: ` +
      `worst p99 ${msCell(worst).trim()} ms ${missed.length === 0 ? 'ok' : `MISSED (${missed.map((row) => `${row.operation} ${label[row.phase]}`).join(', ')})`}`,
  );
}

async function bench(database, options) {
  let members;
  const api = await startApi(GYM, [async (dir) => (members = await gymMembers(dir, UPDATES))], {
    ...API_OPTIONS,
    ...options,
  });
  try {
    const call = await importClient(api);
    const desk = await frontDesk(api, new Set(members.map((member) => member.id)));
    const files = [
      ['members.xlsx', await xlsxBytes(sheetRows(ROWS, members, { xlsx: true }))],
      ['members.csv', csvBytes(sheetRows(ROWS, members, { xlsx: false }))],
    ];
    await desk.beside(
      'alone',
      () => new Promise((r) => setTimeout(r, DESK.baselineSeconds * 1000)),
    );
    const results = [];
    for (const [name, bytes] of files) results.push(await importOnce(api, call, desk, name, bytes));
    print(database, results);
    printDesk(desk.samples);
  } finally {
    await api.stop();
  }
}

const build = spawnSync('pnpm', ['--filter', '@spotter/api', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('api build failed');

try {
  await bench('SQLite', {});
  if (process.argv.includes('--postgres')) {
    const postgres = await startPostgres();
    try {
      await bench('PostgreSQL', { postgres });
    } finally {
      await postgres.stop();
    }
  }
} finally {
  fs.rmSync(heapDir, { recursive: true, force: true });
}
