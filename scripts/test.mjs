#!/usr/bin/env node
// `npm test`: install what is missing (pnpm, dependencies, Debian's Chromium), then run every
// check and test: lint, typecheck, unit + API tests (Jest), end-to-end tests (Playwright).
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureChromium, ensureDependencies, ensurePnpm, ROOT, run } from './lib/setup.mjs';

// Not test-results/: Playwright empties its output folder when it starts.
const results = path.join(ROOT, 'reports');
const read = (file) => JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));

let failure;
try {
  ensurePnpm();
  ensureDependencies();
  process.env.CHROMIUM_PATH = ensureChromium();
  fs.mkdirSync(results, { recursive: true });
  run('pnpm lint');
  run('pnpm typecheck');
  // @fastify/cookie loads the ESM-only `cookie` package with import(), which Jest supports only with VM modules.
  run('pnpm test:unit --ci --json --outputFile=reports/jest.json');
  ensureBuilt();
  run('pnpm exec playwright test', {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'e2e.json') },
  });
} catch (error) {
  failure = error;
}

let passed = 0;
let failed = 0;
for (const [file, count] of [
  ['jest.json', (r) => [r.numPassedTests, r.numFailedTests]],
  ['e2e.json', (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected]],
]) {
  if (!fs.existsSync(path.join(results, file))) continue;
  const [p, f] = count(read(file));
  passed += p;
  failed += f;
}
console.log(`\n${passed} passed, ${failed} failed`);
if (failure) {
  console.error(`npm test failed: ${failure.message}`);
  process.exit(1);
}
