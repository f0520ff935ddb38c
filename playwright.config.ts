import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { Database } from './e2e/support/stack';
// Debian's Chromium headless shell (the benchmarks launch the whole browser), without the
// background traffic a closed network refuses.
import chromium from './scripts/lib/chromium.json';

// The run's folder: each worker keeps its app's data and served remotes there (e2e/support/stack.ts).
process.env.SPOTTER_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-e2e-'));

/**
 * For the journeys only, not the benchmarks (which measure the browser as users have it): the
 * renderer's work was most of a journey's CPU time. V8 stops at its baseline compiler
 * (`--max-opt=1`: a journey's page lives seconds, too short for the optimising tiers to pay back
 * their compiling), and pages stay in the renderer they started in (every origin here is one
 * site, localhost). Ten journeys, one worker, alone: 60 CPU-seconds before, 48–50 after.
 */
const JOURNEY_ONLY_ARGS = [
  '--js-flags=--max-opt=1',
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
];

/**
 * The journeys run on two workers, each against a composed app of its own on a database of its own
 * (e2e/support/test.ts, stack.ts). A journey is mostly the browser's work: on the 2-core machine
 * one worker kept the cores 78% busy and two 96%. On SQLite always; on PostgreSQL too when
 * SPOTTER_E2E_POSTGRES_URL names a server (npm test starts one), without the journeys that check
 * what no database changes (e2e/support/tags.ts): the walks over every screen's width and
 * accessibility (@screen-walk), those about the shell (@shell), those over one section's own
 * screens, whose every route the API suite runs on both (@one-screen), and those about the
 * host's configuration (@no-database).
 */
const onPostgres = Boolean(process.env.SPOTTER_E2E_POSTGRES_URL);
const project = (database: Database, grepInvert?: RegExp) => ({
  name: database,
  use: { database },
  grepInvert,
});

export default defineConfig<{ database: Database }>({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.SPOTTER_E2E_WORKERS ?? 2),
  // A journey that fails is run once more, with its trace recorded (recording one for every
  // journey cost about a seventh of the journeys' CPU time), and the run fails all the same:
  // `failOnFlakyTests`, and npm test counts a journey that passed only on its retry as failed.
  // The first attempt leaves its screenshot and the page's accessibility snapshot
  // (error-context.md); the retry's trace shows a bug again, or the timing of a race.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
      args: [...chromium.args, ...JOURNEY_ONLY_ARGS],
    },
  },
  projects: [
    project('sqlite'),
    ...(onPostgres ? [project('postgres', /@screen-walk|@shell|@one-screen|@no-database/)] : []),
  ],
});
