#!/usr/bin/env node
// `pnpm bench:bundle`: builds every app (timed), serves the composed app, and prints per app and
// per route the JavaScript a browser really downloads (raw and gzip), plus any library module whose
// code arrives in more than one file: a shared dependency loaded twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { launchChromium } from './lib/chromium.mjs';
import { adminContext, HOST, PORTS, startApp } from './lib/composed-app.mjs';
import { REMOTES, ROOT } from './lib/setup.mjs';
import { buildWithStats } from './lib/build-stats.mjs';
import { CONTENT, watchContent } from './lib/content-probe.mjs';
import { RUN_TIMEOUT, within } from './lib/cold-load.mjs';
import { recordRequests, waterfallLines } from './lib/waterfall.mjs';

/** Each app's folder, by the port `npm start` serves it on. */
const APPS = {
  [PORTS.host]: 'host',
  ...Object.fromEntries(REMOTES.map(({ name, folder }) => [PORTS[name], folder])),
};
const ROUTES = ['/', '/dashboard', '/plans'];
/** A plan and a member: the dashboard draws no chart for an empty gym, the plans list no row. */
async function seedGym(request) {
  const plan = await request.post('/api/members/add_plan', {
    data: { name: 'Bench plan', duration_days: 30, price: 1500 },
  });
  const { id } = (await plan.json()).plan;
  const fields = {
    name: 'Bench member',
    phone: '9876543210',
    joining_day: new Date().toISOString().slice(0, 10),
    plan: String(id),
    fee: '1500',
    paid: '500',
  };
  if (!(await request.post('/api/members/add_member', { multipart: fields })).ok())
    throw new Error('bench member not added');
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Waits for `promise` at most RUN_TIMEOUT; past that prints the route's waterfall and fails the bench. */
async function waitOrFail(route, promise, requests) {
  try {
    await within(promise, RUN_TIMEOUT, `${route} did not finish`);
  } catch (error) {
    console.log(`\nRoute ${route}: FAILED, ${error.message}. Its requests:`);
    for (const line of waterfallLines(requests.list())) console.log(line);
    throw error;
  }
}

// 1. Build every app from its own folder and keep which library modules each emitted file carries.
const modulesByFile = new Map();
console.log('Build times');
for (const app of Object.values(APPS)) {
  const { ms, files } = await buildWithStats(path.join(ROOT, app));
  console.log(`  ${app.padEnd(16)} ${(ms / 1000).toFixed(2)} s`);
  for (const [file, modules] of files) modulesByFile.set(`${app}/${file}`, modules);
  fs.writeFileSync(path.join(ROOT, app, 'dist/.built'), new Date().toISOString());
}
const apiBuild = Date.now();
await new Promise((resolve, reject) =>
  spawn('pnpm', ['--filter', '@spotter/api', 'build'], { cwd: ROOT, stdio: 'ignore' }).on(
    'exit',
    (c) => (c === 0 ? resolve() : reject(new Error('api build failed'))),
  ),
);
console.log(`  ${'api'.padEnd(16)} ${((Date.now() - apiBuild) / 1000).toFixed(2)} s`);

// 2. Serve the composed app as `npm start` does, on a throwaway database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-'));
const stop = await startApp(dataDir, { built: true });
const browser = await launchChromium();

let startup = new Set();
try {
  const seeding = await adminContext(browser);
  await seedGym(seeding.request);
  await seeding.close();
  // 3. Each route in a fresh context (cold cache): every JS file it downloads, by app, until its
  // content appears (the dashboard's: its first chart) and every request sent by then is answered.
  // Not until the network is quiet: a long script run fakes quiet (it once counted 3 files).
  for (const route of ROUTES) {
    const context =
      route === '/' ? await browser.newContext({ baseURL: HOST }) : await adminContext(browser);
    const { appeared } = await watchContent(context, CONTENT[route].css);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = recordRequests(cdp);
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      bodies.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({
            app: APPS[url.port] ?? url.host,
            file: url.pathname.slice(1),
            raw: body.length,
            gzip: zlib.gzipSync(body).length,
          })),
      );
    });
    await page.goto(route, { waitUntil: 'commit' });
    await waitOrFail(route, appeared, requests);
    await waitOrFail(route, requests.settled(), requests);
    const scripts = await Promise.all(bodies);
    await context.close();

    console.log(`\nRoute ${route}`);
    const byApp = new Map();
    for (const s of scripts) {
      const t = byApp.get(s.app) ?? { raw: 0, gzip: 0, files: 0 };
      byApp.set(s.app, { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, files: t.files + 1 });
    }
    let raw = 0;
    let gzip = 0;
    for (const [app, t] of byApp) {
      console.log(
        `  ${app.padEnd(16)} ${String(t.files).padStart(3)} files  ${kb(t.raw).padStart(10)} raw  ${kb(t.gzip).padStart(9)} gzip`,
      );
      raw += t.raw;
      gzip += t.gzip;
    }
    console.log(
      `  ${'total'.padEnd(16)} ${String(scripts.length).padStart(3)} files  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip`,
    );
    // What the route loads beyond the login page's start-up JavaScript, file by file (the host's
    // lazy chunks, such as the dashboard's charts, and the section's remote).
    if (route === '/') startup = new Set(scripts.map((s) => `${s.app}/${s.file}`));
    else {
      console.log('  beyond the login page:');
      for (const s of scripts.filter((s) => !startup.has(`${s.app}/${s.file}`))) {
        const libraries = [
          ...new Set(
            [...(modulesByFile.get(`${s.app}/${s.file}`) ?? [])].map((m) =>
              m.slice(0, m.indexOf(':')),
            ),
          ),
        ];
        const carries =
          libraries.length > 4
            ? `${libraries.slice(0, 4).join(', ')} and ${libraries.length - 4} more`
            : libraries.join(', ');
        console.log(
          `    ${`${s.app}/${s.file}`.padEnd(44)} ${kb(s.raw).padStart(10)} raw  ${kb(s.gzip).padStart(9)} gzip  ${carries}`.trimEnd(),
        );
      }
    }

    // The same module of a library (e.g. react:index.js) in two downloaded files = loaded twice.
    const seen = new Map();
    for (const s of scripts) {
      for (const mod of modulesByFile.get(`${s.app}/${s.file}`) ?? []) {
        seen.set(mod, [...(seen.get(mod) ?? []), `${s.app}/${s.file}`]);
      }
    }
    const twice = new Map();
    for (const [mod, files] of seen) {
      if (files.length < 2) continue;
      const pkg = mod.slice(0, mod.indexOf(':'));
      twice.set(pkg, new Set([...(twice.get(pkg) ?? []), ...files]));
    }
    console.log(
      twice.size ? '  loaded more than once:' : '  no shared library is loaded more than once',
    );
    for (const [pkg, files] of twice) console.log(`    ${pkg}: ${[...files].join(', ')}`);
  }
} finally {
  await browser.close();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
