import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '../../scripts/lib/services.mjs';
import { PORTS } from './ports';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A copy of a remote's folder in a temporary directory (sharing its installed node_modules), to
 * edit and build the way the remote's team would, without touching the repository's sources.
 */
export function copyRemote(remote: string): string {
  const source = path.join(ROOT, remote);
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `spotter-${remote}-`));
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (file) => !/[/\\](node_modules|dist)$/.test(file),
  });
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** `pnpm --filter <remote> build`, run in the copy: its production build into `<copy>/dist`. */
export async function buildRemote(copy: string): Promise<string> {
  const { buildApp } = await import('../../scripts/lib/snapshots.mjs');
  return buildApp(path.dirname(copy), path.basename(copy), { once: false });
}

/**
 * Releases a build into the folder a running remote server serves (`served`: stack.ts) with
 * `pnpm release`'s own logic (scripts/lib/release.mjs), as a deploy to its CDN does: the new
 * entries, the earlier release's hashed files kept. Answers what it did, and `undo`: the served
 * folder exactly as it was.
 */
export async function deployRemote(served: string, dist: string) {
  const { headCommit, releaseInto } = await import('../../scripts/lib/release.mjs');
  const remote = path.basename(served);
  const backup = fs.mkdtempSync(path.join(os.tmpdir(), `spotter-${remote}-served-`));
  fs.cpSync(served, backup, { recursive: true });
  const { version } = JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8'));
  const builtAt = new Date();
  const stamp = { app: remote, version, commit: headCommit(ROOT), builtAt: builtAt.toISOString() };
  const files = releaseInto(served, dist, { now: builtAt, stamp });
  const undo = () => {
    for (const name of fs.readdirSync(served))
      fs.rmSync(path.join(served, name), { recursive: true, force: true });
    fs.cpSync(backup, served, { recursive: true });
    fs.rmSync(backup, { recursive: true, force: true });
  };
  return { ...files, undo };
}

/**
 * Starts `services` (services.mjs) and resolves, once `url` answers, to their stop; rejects if one
 * of them exits first (its reason is on the run's output).
 */
async function startAndWait(services: Service[], url: string): Promise<() => Promise<unknown>> {
  const { spawnServices } = await import('../../scripts/lib/services.mjs');
  const { waitFor } = await import('../../scripts/lib/wait-for.mjs');
  const running = spawnServices(services, { quiet: true });
  const exited = running.children.map(
    ({ name, child }) =>
      new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`${name} stopped (exit ${code})`))),
      ),
  );
  try {
    await Promise.race([waitFor(url), ...exited]);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running.stop;
}

/**
 * Serves a remote only the journeys have (`e2e/fixtures/<remote>`, built once and again only when
 * its sources change: scripts/lib/setup.mjs) on `port`, with the static server the workspace's
 * remotes are served with. Resolves to its stop.
 */
export async function serveFixtureRemote(remote: string, port: number) {
  const folder = `e2e/fixtures/${remote}`;
  const { buildIfStale } = await import('../../scripts/lib/setup.mjs');
  await buildIfStale(folder);
  return serveRemote(remote, path.join(ROOT, folder, 'dist'), port);
}

/**
 * Serves a remote's build (`dist`, any folder) on `port` with the workspace's static server, as
 * its team's server would. Resolves to its stop.
 */
export function serveRemote(name: string, dist: string, port: number) {
  const server = {
    name,
    cwd: dist,
    args: [path.join(ROOT, 'tools/static-server/cli.mjs'), '.'],
    env: { PORT: String(port) },
  };
  return startAndWait([server], `http://localhost:${port}/mf-manifest.json`);
}

/**
 * Starts the host's server as the worker's app runs it (its build, the same API and remotes:
 * services.mjs), on `port`, with `env` added to its environment, as a deployment configures it;
 * or another version's host, from its `folder`. Resolves to its stop.
 */
export async function startHost(
  port: number,
  env: Record<string, string> = {},
  { folder }: { folder?: string } = {},
) {
  const { serviceList } = await import('../../scripts/lib/services.mjs');
  const { portEnv } = await import('../../scripts/lib/composed-app.mjs');
  const host = serviceList(portEnv(PORTS)).find((service) => service.name === 'host')!;
  const configured = {
    ...host,
    // `folder`: another build of the host, with its own server (a workspace of another version).
    ...(folder && { cwd: folder }),
    env: { ...host.env, PORT: String(port), ...env },
  };
  return startAndWait([configured], `http://localhost:${port}/spotter.config.json`);
}
