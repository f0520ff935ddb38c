#!/usr/bin/env node
/**
 * `@spotter/shared` grows by adding (docs/deploying.md "What the checks guarantee"): the code of
 * every remote's last release (releases.json), type-checked against today's shared, must still
 * compile, unless shared's major version has moved since that release. A removed export, a
 * renamed one, a prop no longer accepted or a function that now wants more fails it: the released
 * remote, still deployed, would meet that shared in a host released after this change.
 *
 * Each released commit's workspace comes from scripts/lib/snapshots.mjs (made once, reused by the
 * version-skew journey); its remotes' shipped code (what their entry and exposed section reach,
 * not their tests) is compiled with today's TypeScript, `@spotter/shared` resolved to today's
 * sources.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readReleases } from './lib/release.mjs';
import { REMOTES, ROOT } from './lib/setup.mjs';
import { releasedBuilds, snapshotAt } from './lib/snapshots.mjs';

const major = (version) => Number(version.split('.')[0]);
const sharedPackage = (root) =>
  JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));

/** `paths` sending `@spotter/shared` and each of its entries to today's sources (its exports map). */
export function pathsToShared(shared = path.join(ROOT, 'shared')) {
  const { exports } = sharedPackage(path.dirname(shared));
  return Object.fromEntries(
    Object.entries(exports).map(([entry, file]) => [
      path.posix.join('@spotter/shared', entry),
      [path.join(shared, file)],
    ]),
  );
}

/** The released remotes to check, by commit, and the ones left out with why. */
export function releasedRemotes(releases, todayShared, sharedAt) {
  const byCommit = new Map();
  const skipped = [];
  for (const { folder } of REMOTES) {
    const released = releases[folder];
    if (!released) {
      skipped.push(`${folder}: never released`);
      continue;
    }
    const then = sharedAt(released.commit);
    if (major(todayShared) > major(then)) {
      skipped.push(
        `${folder} ${released.version}: built with @spotter/shared ${then}, and ${todayShared} is a new major version`,
      );
      continue;
    }
    const entry = { ...released, folder };
    byCommit.set(released.commit, [...(byCommit.get(released.commit) ?? []), entry]);
  }
  return { byCommit, skipped };
}

function check() {
  const releases = readReleases(ROOT);
  const today = sharedPackage(ROOT).version;
  const sharedAt = (commit) =>
    JSON.parse(execFileSync('git', ['show', `${commit}:shared/package.json`], { cwd: ROOT }))
      .version;
  const { byCommit, skipped } = releasedRemotes(releases, today, sharedAt);
  for (const line of skipped) console.log(`Not checked: ${line}`);
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  let failed = false;
  for (const [commit, remotes] of byCommit) {
    const workspace = snapshotAt(commit);
    const config = path.join(workspace, 'tsconfig.shared-check.json');
    fs.writeFileSync(
      config,
      JSON.stringify({
        extends: './tsconfig.base.json',
        compilerOptions: { paths: pathsToShared(), types: [] },
        // What each remote ships: the code its entry and its exposed section reach.
        files: remotes.flatMap(({ folder }) =>
          ['index.ts', 'section.ts', 'declaration.ts']
            .map((file) => `${folder}/src/${file}`)
            .filter((file) => fs.existsSync(path.join(workspace, file))),
        ),
      }),
    );
    const names = remotes.map(({ folder, version }) => `${folder} ${version}`).join(', ');
    const result = spawnSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
      cwd: workspace,
      encoding: 'utf8',
    });
    if (result.status === 0) {
      console.log(`@spotter/shared ${today} still serves ${names} (commit ${commit.slice(0, 10)})`);
      continue;
    }
    failed = true;
    console.error(
      [
        `@spotter/shared ${today} no longer serves what ${names} (commit ${commit.slice(0, 10)}) uses:`,
        result.stdout.replaceAll(`${workspace}/`, ''),
        'A released remote is still deployed: keep what it uses (add beside it), or move',
        "@spotter/shared's major version (pnpm changeset, major), which every remote is then released against.",
      ].join('\n'),
    );
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--build`: also build every app's last release (for the version-skew journey) first.
  if (process.argv.includes('--build')) {
    const built = releasedBuilds(readReleases(ROOT));
    for (const [app, { version, dist }] of Object.entries(built))
      console.log(`Released ${app} ${version} built: ${dist}`);
  }
  check();
}
