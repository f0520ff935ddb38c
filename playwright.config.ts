import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN } from './e2e/support/admin';
import { origin, PORTS } from './e2e/support/ports';
// Debian's Chromium, launched without the background traffic a closed network refuses.
import chromium from './scripts/lib/chromium.json';

// One throwaway database per run, shared by the config's worker processes through the env.
process.env.SPOTTER_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: origin('host'),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The composed app exactly as `npm start` serves it (already installed and built by npm test).
    command: 'node scripts/start.mjs --no-install',
    // Answers 401 through the host's proxy once both the host and the API are up.
    url: `${origin('host')}/api/members/admin_me`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.SPOTTER_E2E_DATA,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      HOST_PORT: String(PORTS.host),
      API_PORT: String(PORTS.api),
      REMOTE_MEMBERS_PORT: String(PORTS.members),
      REMOTE_STAFF_PORT: String(PORTS.staff),
      REMOTE_PLANS_PORT: String(PORTS.plans),
      REMOTE_BILLING_PORT: String(PORTS.billing),
    },
  },
});
