import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
export function buildRemote(copy: string): string {
  const rspack = path.join(copy, 'node_modules/@rspack/cli/bin/rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`The build of ${copy} failed:\n${result.stdout}\n${result.stderr}`);
  return path.join(copy, 'dist');
}

/**
 * Uploads a build over the one a running remote server serves (`served`, its folder: stack.ts),
 * like a deploy to its CDN. Returns the undo: the served folder exactly as it was.
 */
export function deployRemote(served: string, dist: string): () => void {
  const remote = path.basename(served);
  const backup = fs.mkdtempSync(path.join(os.tmpdir(), `spotter-${remote}-served-`));
  fs.cpSync(served, backup, { recursive: true });
  fs.cpSync(dist, served, { recursive: true });
  return () => {
    for (const name of fs.readdirSync(served)) {
      if (!fs.existsSync(path.join(backup, name)))
        fs.rmSync(path.join(served, name), { recursive: true, force: true });
    }
    fs.cpSync(backup, served, { recursive: true });
    fs.rmSync(backup, { recursive: true, force: true });
  };
}
