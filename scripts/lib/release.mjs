// `pnpm release <app>` (scripts/release.mjs): one app's production build released into its
// deployable folder, deploy/<app>/, with the earlier releases' hashed files kept for a while, and
// recorded in releases.json. Described in docs/deploying.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isHashed } from '../../tools/static-server/hashed-names.mjs';
import { REMOTES } from './setup.mjs';

/** What `pnpm release` releases: the host, or a workspace remote by its folder (remotes.json). */
export const RELEASABLE = ['host', ...REMOTES.map(({ folder }) => folder)];

/** How long an earlier release's hashed files stay after they left the current one, by default. */
export const DEFAULT_KEEP_DAYS = 7;

/** What every app's build depends on besides its own folder: a change there changes the build. */
export const BUILT_FROM = ['shared', 'tools', 'pnpm-lock.yaml'];

/** The folder's record of when each kept file left the release (`{ "<file>": "<ISO date>" }`). */
export const KEPT_FILE = '.kept.json';
/** The release's stamp, beside the entries: `{ app, version, commit, builtAt }`. */
export const STAMP_FILE = 'release.json';
/** The build's own marker (scripts/lib/setup.mjs), not part of what is deployed. */
const BUILD_MARKER = '.built';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal the command prints as it is, without a stack. */
export class ReleaseError extends Error {}

/** `<app> [--keep-days N]` read, or a ReleaseError saying what is wrong. */
export function parseReleaseArgs(argv) {
  const usage = `Usage: pnpm release <app> [--keep-days N], <app> one of ${RELEASABLE.join(', ')}`;
  let app;
  let keepDays = DEFAULT_KEEP_DAYS;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--keep-days' || arg.startsWith('--keep-days=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      keepDays = Number(value);
      if (value === undefined || value === '' || !Number.isInteger(keepDays) || keepDays < 0)
        throw new ReleaseError(`--keep-days must be a whole number of days, got "${value}"`);
    } else if (arg.startsWith('-') || app) {
      throw new ReleaseError(`Unexpected "${arg}". ${usage}`);
    } else {
      app = arg;
    }
  }
  if (!app) throw new ReleaseError(usage);
  if (!RELEASABLE.includes(app)) throw new ReleaseError(`"${app}" is not an app. ${usage}`);
  return { app, keepDays };
}

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/**
 * The uncommitted changes (modified, staged, new or deleted files: `git status --porcelain`) in
 * what `app`'s build is made from: its folder, shared/, tools/ and pnpm-lock.yaml.
 */
export function uncommittedChanges(root, app) {
  return git(root, 'status', '--porcelain', '--untracked-files=all', '--', app, ...BUILT_FROM)
    .split('\n')
    .filter(Boolean);
}

/**
 * Whether what `app` is built from (its folder, shared/, tools/, the lockfile) differs between
 * `commit` and HEAD. A commit this repository does not have counts as a change.
 */
export function changedSince(root, commit, app) {
  try {
    execFileSync('git', ['diff', '--quiet', commit, 'HEAD', '--', app, ...BUILT_FROM], {
      cwd: root,
      stdio: 'ignore',
    });
    return false;
  } catch {
    return true;
  }
}

/** The full sha of the commit checked out in `root`. */
export const headCommit = (root) => git(root, 'rev-parse', 'HEAD').trim();

/** The `version` of `app`'s package.json (bumped by changesets; never by the release). */
export function appVersion(root, app) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8'));
  if (typeof version !== 'string' || !version)
    throw new ReleaseError(`${app}/package.json has no version`);
  return version;
}

/** Every file under `dir` (none if it does not exist), as paths relative to it with `/`. */
function filesUnder(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${relative}/`)
      : [relative];
  });
}

/** Removes the folders under `dir` (not `dir`) that removing files left empty. */
function removeEmptyFolders(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    removeEmptyFolders(folder);
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

/** Copies a file so that a reader sees the old one or the new one whole, never half of it. */
function replaceFile(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const partial = `${to}.partial`;
  fs.copyFileSync(from, partial);
  fs.renameSync(partial, to);
}

/**
 * Releases the build in `built` into the deployable folder `deployDir` (which a server may be
 * serving meanwhile): the build's files copied over the folder, its hashed files first and its
 * entries last, so that an entry never names a chunk not there yet. An earlier release's hashed
 * file that the build lacks is kept, and the day it left recorded in `.kept.json`, until it has been
 * gone `keepDays` days; then the next release removes it. Any other file the build lacks (an
 * entry no longer built) is removed. `stamp` is written as release.json. Answers the files
 * `added` (named by no earlier release), `kept` (`{ file, left, days }`: left when, removed in how
 * many more days) and `removed`, each sorted.
 */
export function releaseInto(
  deployDir,
  built,
  { now = new Date(), keepDays = DEFAULT_KEEP_DAYS, stamp },
) {
  fs.mkdirSync(deployDir, { recursive: true });
  const keptFile = path.join(deployDir, KEPT_FILE);
  /** @type {Record<string, string>} */
  const leftBefore = fs.existsSync(keptFile) ? JSON.parse(fs.readFileSync(keptFile, 'utf8')) : {};
  const bookkeeping = new Set([KEPT_FILE, STAMP_FILE, BUILD_MARKER]);
  const building = filesUnder(built).filter((file) => !bookkeeping.has(file));
  const inBuild = new Set(building);
  const there = new Set(filesUnder(deployDir).filter((file) => !bookkeeping.has(file)));

  const added = building.filter((file) => !there.has(file));
  // Hashed files first: a name's content never changes, so one already there stays as it is.
  for (const file of building.filter(isHashed))
    if (!there.has(file)) replaceFile(path.join(built, file), path.join(deployDir, file));
  for (const file of building.filter((name) => !isHashed(name)))
    replaceFile(path.join(built, file), path.join(deployDir, file));

  const kept = [];
  const removed = [];
  const left = {};
  for (const file of [...there].filter((name) => !inBuild.has(name)).sort()) {
    const since = isHashed(file) && leftBefore[file] ? new Date(leftBefore[file]) : now;
    const days = keepDays - (now.getTime() - since.getTime()) / DAY_MS;
    if (isHashed(file) && days > 0) {
      left[file] = since.toISOString();
      kept.push({ file, left: left[file], days: Math.ceil(days) });
    } else {
      fs.rmSync(path.join(deployDir, file));
      removed.push(file);
    }
  }
  removeEmptyFolders(deployDir);
  fs.writeFileSync(keptFile, `${JSON.stringify(left, null, 2)}\n`);
  fs.writeFileSync(path.join(deployDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return { added: added.sort(), kept, removed };
}

/** releases.json at the root: `{ "<app folder>": { version, commit, released } }`. */
export const RELEASES_FILE = 'releases.json';

/** What releases.json records (nothing when it is missing). */
export function readReleases(root) {
  const file = path.join(root, RELEASES_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** Records `app`'s release in releases.json, leaving the other apps' entries as they are. */
export function recordRelease(root, app, { version, commit, released }) {
  const file = path.join(root, RELEASES_FILE);
  const releases = readReleases(root);
  releases[app] = { version, commit, released };
  fs.writeFileSync(file, `${JSON.stringify(releases, null, 2)}\n`);
  return releases;
}

/**
 * The whole release of `app` from the repository at `root`: refused while what it is built from
 * has uncommitted changes; then `build(app)` (answering the folder it built into, e.g.
 * `<app>/dist`), the build released into `deploy/<app>/` and recorded in releases.json. Answers
 * what it did, for the command to print.
 */
export async function release({
  root,
  app,
  keepDays = DEFAULT_KEEP_DAYS,
  build,
  now = () => new Date(),
}) {
  const changes = uncommittedChanges(root, app);
  if (changes.length > 0)
    throw new ReleaseError(
      [
        `Cannot release ${app}: commit or stash these changes first, since releases.json records the`,
        `commit that was built (${[app, ...BUILT_FROM].join(', ')}):`,
        ...changes.map((line) => `  ${line}`),
      ].join('\n'),
    );
  const version = appVersion(root, app);
  const commit = headCommit(root);
  const previous = readReleases(root)[app];
  if (previous && previous.version === version && changedSince(root, previous.commit, app))
    throw new ReleaseError(
      [
        `Cannot release ${app} ${version} again: what it is built from changed since that version was`,
        `released (commit ${previous.commit}), and a version names one build. Describe the change`,
        `(pnpm changeset), then move the versions (pnpm changeset version) and commit them.`,
      ].join('\n'),
    );
  const built = await build(app);
  const builtAt = now();
  const deployDir = path.join(root, 'deploy', app);
  const files = releaseInto(deployDir, built, {
    now: builtAt,
    keepDays,
    stamp: { app, version, commit, builtAt: builtAt.toISOString() },
  });
  recordRelease(root, app, { version, commit, released: builtAt.toISOString() });
  return { app, version, commit, deployDir, keepDays, ...files };
}

/** Files listed one a line, a file's .br, .gz and .map copies on its line. */
function listed(files, note = () => '') {
  const companions = new Map();
  for (const file of files) {
    const [, base, suffix] = file.match(/^(.*?)(\.br|\.gz|\.map)?$/);
    const own = companions.get(base) ?? [];
    companions.set(base, suffix ? [...own, suffix] : own);
  }
  return [...companions].map(
    ([base, suffixes]) =>
      `    ${base}${suffixes.length ? ` (and ${suffixes.join(', ')})` : ''}${note(base)}`,
  );
}

/** What `pnpm release` prints of a release. */
export function releaseReport(
  { app, version, commit, deployDir, keepDays, added, kept, removed },
  root,
) {
  const days = new Map(kept.map(({ file, days: left }) => [file, left]));
  const count = (files, what) => `  ${files.length} file(s) ${what}${files.length ? ':' : ''}`;
  return [
    `Released ${app} ${version} (commit ${commit}) into ${path.relative(root, deployDir)}/`,
    count(added, 'added'),
    ...listed(added),
    count(kept, `of earlier releases kept, each until ${keepDays} days after it left`),
    ...listed(
      kept.map(({ file }) => file),
      (file) => ` (${days.get(file)} more day(s))`,
    ),
    count(removed, 'removed'),
    ...listed(removed),
    `Recorded in ${RELEASES_FILE}: commit it.`,
  ].join('\n');
}
