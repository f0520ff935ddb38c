#!/usr/bin/env node
// `pnpm bench:first-screen`: how soon the first screen appears, through the composed app as
// `npm start` serves it (100 seeded members), in Chromium with a cold cache:
//   - the bytes on the wire for the login page, as served (CDP encodedDataLength, summed);
//   - the sequential round trips before the first member row on /users, signed in: CDP adds L ms
//     to every request, and (time at L - time at 0) / L counts the requests that wait on each other;
//   - the time to that first row on a "4G" connection (100 ms, 10 Mbit/s down, 5 Mbit/s up).
// `--waterfall` also prints every request of one cold /users load at 200 ms, in start order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { adminContext, HOST, startApp } from './lib/composed-app.mjs';
import { seedMembers } from './lib/seed-members.mjs';

const RUNS = 7;
const LATENCY = 200;
const FOUR_G = { latency: 100, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };
const NO_LIMIT = { downloadThroughput: -1, uploadThroughput: -1 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A fresh context (empty cache), optionally signed in, with a CDP session on its page. */
async function coldPage(browser, { signedIn }) {
  const context = signedIn
    ? await adminContext(browser)
    : await browser.newContext({ baseURL: HOST });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

/** Bytes on the wire (headers and bodies, compressed as served) for everything the login page loads. */
async function loginPageBytes(browser) {
  const { context, page, cdp } = await coldPage(browser, { signedIn: false });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await context.close();
  return { bytes, requests };
}

/** Milliseconds from navigating to /users (signed in, cold cache) to the first member row. */
async function firstRow(browser, conditions, waterfall) {
  const { context, page, cdp } = await coldPage(browser, { signedIn: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    ...NO_LIMIT,
    latency: 0,
    ...conditions,
  });
  const requests = new Map();
  if (waterfall) {
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) =>
      requests.set(requestId, { url: request.url, start: timestamp }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, timestamp }) =>
      Object.assign(requests.get(requestId) ?? {}, { end: timestamp }),
    );
  }
  const start = performance.now();
  await page.goto('/users');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - start;
  await context.close();
  if (waterfall) {
    const all = [...requests.values()];
    const t0 = Math.min(...all.map((r) => r.start));
    for (const r of all.sort((a, b) => a.start - b.start)) {
      const at = (t) => (t === undefined ? '   …' : ((t - t0) * 1000).toFixed(0).padStart(5));
      console.log(`  ${at(r.start)} → ${at(r.end)} ms  ${r.url}`);
    }
  }
  return ms;
}

/** RUNS loads under each set of conditions, taken in turns so that a busier moment hits all alike. */
async function runs(browser, ...conditions) {
  const times = conditions.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [c, condition] of conditions.entries())
      times[c].push(await firstRow(browser, condition));
  }
  return times;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-first-'));
await seedMembers(dataDir, 100);
const stop = await startApp(dataDir);
const browser = await launchChromium();
try {
  const login = await loginPageBytes(browser);
  console.log('Login page (/), cold cache, as served');
  console.log(`  ${login.requests} requests, ${kb(login.bytes)} on the wire`);

  if (process.argv.includes('--waterfall')) {
    console.log(
      `\nOne cold /users load at ${LATENCY} ms per request (start → end, ms after the first request)`,
    );
    await firstRow(browser, { latency: LATENCY }, true);
  }

  // Warm the servers (and the OS's file cache) so the first measured run is not an outlier.
  await firstRow(browser, {});
  const [base, slow, fourG] = await runs(browser, { latency: 0 }, { latency: LATENCY }, FOUR_G);
  const roundTrips = (median(slow) - median(base)) / LATENCY;
  console.log(`\nFirst member row on /users, signed in, cold cache (median of ${RUNS})`);
  console.log(`  no added latency          ${median(base).toFixed(0).padStart(6)} ms`);
  console.log(`  ${LATENCY} ms per request        ${median(slow).toFixed(0).padStart(6)} ms`);
  console.log(`  sequential round trips    ${roundTrips.toFixed(1).padStart(6)}`);

  console.log(`  4G (100 ms, 10/5 Mbit/s)  ${median(fourG).toFixed(0).padStart(6)} ms`);
} finally {
  await browser.close();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
