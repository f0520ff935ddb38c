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
 * The journeys run on two workers, each against a composed app of its own on a database of its own
 * (e2e/support/test.ts, stack.ts). A journey is mostly the browser's work: on the 2-core machine
 * one worker kept the cores 78% busy and two 96%. On SQLite always; on PostgreSQL too when
 * SPOTTER_E2E_POSTGRES_URL names a server (npm test starts one), without the walks over every
 * screen's width and accessibility (@screen-walk), which check what no database changes.
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
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.headlessShellPath,
      args: chromium.args,
    },
  },
  projects: [project('sqlite'), ...(onPostgres ? [project('postgres', /@screen-walk/)] : [])],
});
