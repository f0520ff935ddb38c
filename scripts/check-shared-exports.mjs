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
 * not their tests) is compiled with today's TypeScript in a copy whose `@spotter/shared` is
 * today's package, every other dependency the release's own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appVersion, readReleases } from './lib/release.mjs';
import { REMOTES, ROOT } from './lib/setup.mjs';
import { releasedBuilds, snapshotAt } from './lib/snapshots.mjs';

const major = (version) => Number(version.split('.')[0]);

/**
 * A copy of a released remote's sources in `folder` whose `@spotter/shared` is today's package
 * (its exports map and sources), every other dependency the release's own: a link to each entry
 * of the release's `node_modules` but that one. An entry of shared removed since (a sub-path no
 * longer exported) then fails to resolve, as it would in the browser.
 */
export function remoteAgainstToday(released, folder, shared = path.join(ROOT, 'shared')) {
  fs.cpSync(path.join(released, 'src'), path.join(folder, 'src'), { recursive: true });
  const modules = path.join(folder, 'node_modules');
  const from = path.join(released, 'node_modules');
  fs.mkdirSync(path.join(modules, '@spotter'), { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (entry === '@spotter') continue;
    fs.symlinkSync(path.join(from, entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(from, '@spotter')))
    fs.symlinkSync(
      entry === 'shared' ? shared : path.join(from, '@spotter', entry),
      path.join(modules, '@spotter', entry),
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
  const today = appVersion(ROOT, 'shared');
  const sharedAt = (commit) =>
    JSON.parse(execFileSync('git', ['show', `${commit}:shared/package.json`], { cwd: ROOT }))
      .version;
  const { byCommit, skipped } = releasedRemotes(releases, today, sharedAt);
  for (const line of skipped) console.log(`Not checked: ${line}`);
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  let failed = false;
  for (const [commit, remotes] of byCommit) {
    const workspace = snapshotAt(commit);
    // Inside the release's workspace, whose node_modules hold what every app finds by walking up
    // (@types/react, …).
    const checked = fs.mkdtempSync(path.join(workspace, '.shared-check-'));
    for (const { folder } of remotes)
      remoteAgainstToday(path.join(workspace, folder), path.join(checked, folder));
    const config = path.join(checked, 'tsconfig.json');
    fs.writeFileSync(
      config,
      JSON.stringify({
        extends: path.join(workspace, 'tsconfig.base.json'),
        compilerOptions: { types: [] },
        // What each remote ships: the code its entry and its exposed section reach.
        files: remotes.flatMap(({ folder }) =>
          ['index.ts', 'section.ts', 'declaration.ts']
            .map((file) => `${folder}/src/${file}`)
            .filter((file) => fs.existsSync(path.join(checked, file))),
        ),
      }),
    );
    const names = remotes.map(({ folder, version }) => `${folder} ${version}`).join(', ');
    const result = spawnSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
      cwd: checked,
      encoding: 'utf8',
    });
    fs.rmSync(checked, { recursive: true, force: true });
    if (result.status === 0) {
      console.log(`@spotter/shared ${today} still serves ${names} (commit ${commit.slice(0, 10)})`);
      continue;
    }
    failed = true;
    console.error(
      [
        `@spotter/shared ${today} no longer serves what ${names} (commit ${commit.slice(0, 10)}) uses:`,
        result.stdout.replaceAll(`${checked}/`, ''),
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
