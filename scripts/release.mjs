#!/usr/bin/env node
// `pnpm release <app> [--keep-days N]`: builds the host or one remote in production, releases the
// build into deploy/<app>/ (earlier releases' hashed files kept N days, 7 by default) and records
// the release in releases.json. docs/deploying.md says what it does and why.
import path from 'node:path';
import { parseReleaseArgs, release, ReleaseError, releaseReport } from './lib/release.mjs';
import { buildIfStale, ROOT } from './lib/setup.mjs';

try {
  const { app, keepDays } = parseReleaseArgs(process.argv.slice(2));
  const done = await release({
    root: ROOT,
    app,
    keepDays,
    // The production build `pnpm build` makes of it, even when its dist looks fresh.
    build: async (folder) => {
      await buildIfStale(folder, { force: true });
      return path.join(ROOT, folder, 'dist');
    },
  });
  console.log(`\n${releaseReport(done, ROOT)}`);
} catch (error) {
  console.error(`\n${error instanceof ReleaseError ? error.message : error.stack}`);
  process.exit(1);
}
