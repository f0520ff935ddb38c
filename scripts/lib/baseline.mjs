// An older commit of this repository, built and ready to serve beside the current one, so that
// a benchmark can measure both in one run, in turns, on the same machine at the same moment.
// Checked out with `git worktree add --detach` in the user's cache folder,
// ~/.cache/spotter-bench-baseline/<sha>, and kept there: a second run (from any checkout of the
// repository) reuses the build; `git worktree remove <that folder>` drops it. Not inside the
// checkout: the builds compile nothing under node_modules, and Jest would find a second tree.
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, run } from './setup.mjs';

// main just before issue 25 (the first screen on a starved CPU): the figures that issue halves.
export const BEFORE_ISSUE_25 = '0d0665f';
// main when issue 42 was filed (first screens against the app Spotter replaces): its targets are
// ratios to this build.
export const BEFORE_ISSUE_42 = 'baf7f13';

const READY = '.bench-baseline-ready';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * The checkout of `ref`, installed and built (building it the first time: a few minutes).
 * Answers its folder, its commit and a `require` that resolves from its API (to seed with its
 * own migrations).
 */
export function baselineCheckout(ref = BEFORE_ISSUE_25) {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const cache = process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache');
  const dir = path.join(cache, 'spotter-bench-baseline', sha);
  if (!fs.existsSync(path.join(dir, READY))) {
    // A folder without the marker is an earlier attempt cut short: start it again.
    if (fs.existsSync(dir)) git('worktree', 'remove', '--force', dir);
    git('worktree', 'prune');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    console.log(`Building the baseline ${ref} (${sha.slice(0, 10)}) in ${dir}`);
    git('worktree', 'add', '--detach', dir, sha);
    run('pnpm install --frozen-lockfile --prefer-offline', { cwd: dir });
    run(`node -e "import('./scripts/lib/setup.mjs').then((m) => m.ensureBuilt({ force: true }))"`, {
      cwd: dir,
    });
    fs.writeFileSync(path.join(dir, READY), `${sha}\n`);
  }
  return { dir, sha, requireApi: createRequire(path.join(dir, 'api/package.json')) };
}
