#!/usr/bin/env node
// `pnpm bench:unpaged`: builds the API, seeds 100,000 members, then asks for the unpaged members
// list (every member as one JSON array) 20 times at once and, while those run, sends one
// `admin_me`. Prints how long the 20 took, how long the `admin_me` waited, and the API's memory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { startApi } from './lib/bench-api-server.mjs';
import { ROOT } from './lib/setup.mjs';

const MEMBERS = 100_000;
const CONCURRENT = 20;
/** The admin_me goes out once the lists are under way. */
const ADMIN_ME_DELAY_MS = 100;

/** Resident and peak resident memory of a process, in MB (Linux). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function timed(api, url) {
  const start = performance.now();
  const response = await api.get(url);
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - start, bytes: body.byteLength, body };
}

const build = spawnSync('pnpm', ['--filter', '@spotter/api', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('api build failed');

const api = await startApi(MEMBERS);
try {
  const atRest = memory(api.pid);
  const one = await timed(api, '/members/view_members');
  const members = JSON.parse(Buffer.from(one.body).toString('utf8'));
  if (!Array.isArray(members) || members.length !== MEMBERS)
    throw new Error(`expected ${MEMBERS} members, got ${members.length}`);
  const afterOne = memory(api.pid);

  const started = performance.now();
  const lists = Array.from({ length: CONCURRENT }, () => timed(api, '/members/view_members'));
  await new Promise((r) => setTimeout(r, ADMIN_ME_DELAY_MS));
  const me = await timed(api, '/members/admin_me');
  const done = await Promise.all(lists);
  const allMs = performance.now() - started;
  const after = memory(api.pid);

  const sorted = done.map((d) => d.ms).sort((a, b) => a - b);
  console.log(
    `\nUnpaged members list at ${MEMBERS.toLocaleString('en-US')} members (seeded in ${api.seedSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  one list alone                    ${one.ms.toFixed(0).padStart(7)} ms   ${(one.bytes / 1024 / 1024).toFixed(1)} MB of JSON`,
  );
  console.log(
    `  ${CONCURRENT} lists at once, all answered    ${allMs.toFixed(0).padStart(7)} ms   (each: fastest ${sorted[0].toFixed(0)} ms, slowest ${sorted.at(-1).toFixed(0)} ms)`,
  );
  console.log(
    `  admin_me sent ${ADMIN_ME_DELAY_MS} ms after them      ${me.ms.toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  API memory (RSS)                  ${atRest.rss.toFixed(0)} MB at rest, ${afterOne.rss.toFixed(0)} MB after one list, ${after.rss.toFixed(0)} MB after the ${CONCURRENT}; peak ${after.peak.toFixed(0)} MB`,
  );
} finally {
  await api.stop();
}
