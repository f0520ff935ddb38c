// The composed app as `npm start` serves it: the API, the workspace's remotes (remotes.json) and
// the host, each its own process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prefixLines } from './prefix-lines.mjs';
import { REMOTES, ROOT } from './setup.mjs';

/** The setting that moves a remote's port: REMOTE_PLANS_PORT (read by the host's server too). */
export const remotePortVariable = (name) => `REMOTE_${name.toUpperCase()}_PORT`;

/**
 * The services with their ports and settings from `env`. `servedFrom(remote)` is the folder a
 * remote's server serves (its build, `dist`, unless the journeys give each app a copy).
 */
export function serviceList(env = process.env, { servedFrom = () => 'dist' } = {}) {
  const port = (name, fallback) => String(env[name] ?? fallback);
  const ports = {
    api: port('API_PORT', 4000),
    host: port('HOST_PORT', 3000),
    ...Object.fromEntries(
      REMOTES.map(({ name, port: fallback }) => [name, port(remotePortVariable(name), fallback)]),
    ),
  };
  const staticServer = path.join(ROOT, 'tools/static-server/cli.mjs');
  const remote = ({ name, folder }) => ({
    name: folder,
    cwd: path.join(ROOT, folder),
    args: [staticServer, servedFrom(folder)],
    env: { PORT: ports[name] },
  });
  return [
    {
      name: 'api',
      cwd: path.join(ROOT, 'api'),
      args: ['dist/server.js'],
      env: {
        PORT: ports.api,
        DATA_DIR: path.resolve(ROOT, env.DATA_DIR ?? 'data'),
        // Set: the API keeps everything in that PostgreSQL database instead of SQLite in DATA_DIR.
        ...(env.DATABASE_URL && { DATABASE_URL: env.DATABASE_URL }),
        ...(env.DATABASE_POOL_SIZE && { DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE }),
        // Only pages of the host may change anything (the remotes' servers do not forward /api).
        ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? `http://localhost:${ports.host}`,
      },
    },
    ...REMOTES.map(remote),
    {
      name: 'host',
      cwd: path.join(ROOT, 'host'),
      args: ['server/index.mjs'],
      env: {
        PORT: ports.host,
        API_URL: env.API_URL ?? `http://localhost:${ports.api}`,
        ...Object.fromEntries(REMOTES.map(({ name }) => [remotePortVariable(name), ports[name]])),
      },
    },
  ];
}

/**
 * Starts every service, each line it prints marked with its name (`quiet`: nothing printed). Answers
 * the children and `stop()`, which ends them (SIGTERM, then SIGKILL after 5 s) and resolves once
 * all have exited.
 */
export function spawnServices(services, { quiet = false } = {}) {
  const children = services.map(({ name, cwd, args, env }) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
    });
    if (!quiet) prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    return { name, child };
  });
  // A parent that exits (a journeys' worker ended in a hurry) takes its services with it.
  const killAll = () => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stop = () => {
    process.off('exit', killAll);
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000);
    force.unref();
    return Promise.all(
      children.map(
        ({ child }) =>
          child.exitCode !== null ||
          child.signalCode !== null ||
          new Promise((r) => child.once('exit', r)),
      ),
    );
  };
  return { children, stop };
}

/** Starts every service; stops them all on Ctrl-C, or when any one of them dies. */
export function startServices(services) {
  const { children, stop } = spawnServices(services);
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    stop().then(() => process.exit(code));
  };
  for (const { name, child } of children) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(
        `[${name}] stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`,
      );
      stopAll(1);
    });
  }
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
}
