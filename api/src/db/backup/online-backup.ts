import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  backupFolder,
  backupName,
  DATABASE_FILE,
  type BackupFile,
  listBackups,
  namesIn,
} from './backup-files';
import { alive } from './api-lock';
import { backupsToDelete } from './retention';

/**
 * Copies the live database with `VACUUM INTO` on a connection of its own: one read transaction,
 * so the copy is the database as of one moment (every commit acknowledged before it, none after)
 * while the API goes on writing to the WAL. Written under a temporary name and renamed, so a copy
 * cut short never passes for a backup. On a worker thread: VACUUM INTO runs as long as the
 * database takes to read, and the API's one event loop must go on answering meanwhile. A copy
 * killed part-way (its process gone) leaves its partial file, which the next backup into that
 * folder, and the API's start, delete (removeLeftovers). The
 * worker is plain JavaScript given as text, so it runs the same under the build, tsx and Jest.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const BetterSqlite3 = require(workerData.driver);
const partial = workerData.partial;
const sqlite = new BetterSqlite3(workerData.database, { fileMustExist: true });
try {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.prepare('VACUUM INTO ?').run(partial);
} catch (error) {
  fs.rmSync(partial, { force: true });
  throw error;
} finally {
  sqlite.close();
}
fs.renameSync(partial, workerData.target);
parentPort.postMessage('done');
`;

/** A copy under way: `<target>.<process id>-<8 hex digits>.partial`, beside its target. */
const PARTIAL = /\.(\d+)-[0-9a-f]{8}\.partial$/;

/** This process's copies under way, by path: the only partial files of a live process. */
const underWay = new Set<string>();

export function vacuumInto(database: string, target: string) {
  // Its own: the API's daily backup and a `pnpm db:backup` of the same second never share one.
  const partial = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
  underWay.add(partial);
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), database, target, partial },
    });
    let done = false;
    worker.once('message', () => (done = true));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      done ? resolve() : reject(new Error(`the backup's worker stopped with code ${code}`)),
    );
  }).finally(() => underWay.delete(partial));
}

/**
 * Deletes the partial copies in `folder` that no backup is still writing: those of a process that
 * is gone (a backup killed part-way, with the API or `pnpm db:backup`), and this process's own
 * that are no longer under way. Another live process's (a `pnpm db:backup` running now) stay.
 * Answers the files deleted.
 */
export function removeLeftovers(folder: string): string[] {
  const gone: string[] = [];
  for (const name of namesIn(folder)) {
    const pid = Number(PARTIAL.exec(name)?.[1]);
    const file = path.join(folder, name);
    if (!pid || underWay.has(file) || (pid !== process.pid && alive(pid))) continue;
    fs.rmSync(file, { force: true });
    gone.push(name);
  }
  return gone;
}

export interface BackupOptions {
  /** Where the copy goes: a folder (named by date inside it) or a file name. DATA_DIR/backups by default. */
  to?: string;
  now?: Date;
}

/** The copy's file name and path: in a folder, named by date; else `to` itself. */
function targetOf(dataDir: string, { to, now = new Date() }: BackupOptions) {
  const folder = path.resolve(to === undefined ? backupFolder(dataDir) : to);
  const isFolder =
    to === undefined ||
    to.endsWith(path.sep) ||
    fs.statSync(to, { throwIfNoEntry: false })?.isDirectory();
  if (!isFolder) {
    if (fs.existsSync(to)) throw new Error(`${to} exists already; name a new file or a folder`);
    fs.mkdirSync(path.dirname(path.resolve(to)), { recursive: true });
    return { target: path.resolve(to), folder: undefined };
  }
  fs.mkdirSync(folder, { recursive: true });
  const name = backupName(now, (file) => fs.existsSync(path.join(folder, file)));
  return { target: path.join(folder, name), folder };
}

/**
 * Backs up the SQLite database in `dataDir` while the API may be writing to it, and answers the
 * copy's path. A copy in DATA_DIR/backups lets retention go through that folder afterwards.
 */
export async function backUp(dataDir: string, options: BackupOptions = {}) {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(database)) throw new Error(`there is no database at ${database}`);
  const { target, folder } = targetOf(dataDir, options);
  removeLeftovers(path.dirname(target));
  await vacuumInto(database, target);
  const removed = folder === path.resolve(backupFolder(dataDir)) ? applyRetention(folder) : [];
  return { path: target, removed };
}

/** Deletes what retention lets go in `folder` (retention.ts); answers the files deleted. */
export function applyRetention(folder: string): BackupFile[] {
  const gone = backupsToDelete(listBackups(folder));
  for (const backup of gone) fs.rmSync(backup.path, { force: true });
  return gone;
}
