/**
 * The workspace as it was at a commit, with that commit's own dependencies, built app by app: what
 * a team deployed when it released (releases.json), rebuilt to test today's apps beside it
 * (e2e/version-skew.spec.ts, scripts/check-shared-exports.mjs).
 *
 * A commit's snapshot is kept in the system's temporary folder, keyed by the commit, and each app
 * is built there once: a later run (or another clone on the same machine) reuses it. Its
 * dependencies come from the pnpm store `npm test` filled (the same versions, mostly), without
 * their install scripts: no native module of the API is needed, only what builds and serves the
 * web apps.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './setup.mjs';

/** Where snapshots are kept: SPOTTER_SNAPSHOTS, else `<tmp>/spotter-snapshots`. */
export const SNAPSHOTS =
  process.env.SPOTTER_SNAPSHOTS ?? path.join(os.tmpdir(), 'spotter-snapshots');

function sh(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}) in ${options?.cwd ?? ROOT}:\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

/** The full hash of a commit of this repository (`HEAD`, a tag, a hash). */
export const commitOf = (revision) =>
  sh('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: ROOT }).trim();

/**
 * Writes the repository's tree at `commit` into `folder` and installs its dependencies there
 * (from the store when it has them, else from the registry).
 */
export function extractWorkspace(commit, folder) {
  fs.mkdirSync(folder, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit], {
    cwd: ROOT,
    maxBuffer: 1 << 30,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  sh('tar', ['-x', '-C', folder], { input: archive.stdout });
  sh(
    'pnpm',
    ['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts', '--reporter=silent'],
    { cwd: folder, env: { ...process.env, CI: '1' } },
  );
  return folder;
}

/** The workspace at `commit`, installed: made once, then reused. */
export function snapshotAt(revision) {
  const commit = commitOf(revision);
  const folder = path.join(SNAPSHOTS, commit);
  const ready = path.join(folder, '.spotter-snapshot-ready');
  if (!fs.existsSync(ready)) {
    // A snapshot left half made (a run stopped in the middle) is made again.
    fs.rmSync(folder, { recursive: true, force: true });
    extractWorkspace(commit, folder);
    fs.writeFileSync(ready, `${commit}\n`);
  }
  return folder;
}

/**
 * Builds one app (`host`, `remote-plans`, …) of a workspace folder for production: its dist.
 * `once`: not again if it has been built (its `dist/.built`, the stamp `npm test`'s builds write).
 */
export function buildApp(workspace, app, { once = true } = {}) {
  const folder = path.join(workspace, app);
  const built = path.join(folder, 'dist', '.built');
  if (once && fs.existsSync(built)) return path.dirname(built);
  const rspack = path.join(folder, 'node_modules/@rspack/cli/bin/rspack.js');
  sh(process.execPath, [rspack, 'build', '--mode', 'production'], { cwd: folder });
  fs.writeFileSync(built, '');
  return path.dirname(built);
}

/**
 * Every app's last release (releases.json), built in its commit's workspace: app folder →
 * `{ version, commit, workspace, dist }`. Made once; `npm test` makes them before the journeys.
 */
export function releasedBuilds(releases) {
  return Object.fromEntries(
    Object.entries(releases).map(([app, { version, commit }]) => {
      const workspace = snapshotAt(commit);
      return [app, { version, commit, workspace, dist: buildApp(workspace, app) }];
    }),
  );
}
