import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `DATA_DIR/api.lock`: the API serving that folder writes its process id and host name there at
 * start and removes the file when it closes. A restore reads it to refuse replacing a database an
 * API has open. A lock left by an API that was killed names a process that is gone, so it does
 * not count.
 */
export const LOCK_FILE = 'api.lock';

interface Holder {
  pid: number;
  host: string;
}

const lockPath = (dataDir: string) => path.join(dataDir, LOCK_FILE);

/** Takes the lock for this process; answers how to give it back. */
export function holdApiLock(dataDir: string) {
  const file = lockPath(dataDir);
  const mine: Holder = { pid: process.pid, host: os.hostname() };
  fs.writeFileSync(file, JSON.stringify(mine));
  return () => {
    if (readHolder(dataDir)?.pid === mine.pid) fs.rmSync(file, { force: true });
  };
}

function readHolder(dataDir: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` runs on this machine. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Why the database in `dataDir` may not be replaced now, or null: an API on this machine still
 * holds the lock, or one on another machine (a shared disk) might, which no process check can
 * tell.
 */
export function apiHoldingLock(dataDir: string): string | null {
  const holder = readHolder(dataDir);
  if (!holder || !Number.isInteger(holder.pid)) return null;
  const file = lockPath(dataDir);
  if (holder.host !== os.hostname())
    return `${file} says an API on ${holder.host} serves this folder; stop it (and delete the file if it is stopped already)`;
  if (alive(holder.pid))
    return `the API (process ${holder.pid}) is serving ${dataDir}; stop it first`;
  return null;
}
