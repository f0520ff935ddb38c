import fs from 'node:fs';
import path from 'node:path';

/** The database file the API keeps in DATA_DIR (database.ts opens it). */
export const DATABASE_FILE = 'spotter.sqlite';

/** Where backups go unless a path is given: beside the database, so one folder holds everything. */
export const backupFolder = (dataDir: string) => path.join(dataDir, 'backups');

/** A backup in the folder, named by the local date and time it was made. */
export interface BackupFile {
  file: string;
  path: string;
  /** The local day it was made, `YYYY-MM-DD`: retention keeps one per day and per week. */
  day: string;
  /** Orders backups of one day: the time in the name, then a counter for two in one second. */
  order: string;
  /** When the copy was finished (the file's modification time), ISO 8601. */
  created_at: string;
  size: number;
}

const NAME = /^spotter-(\d{4}-\d{2}-\d{2})-(\d{6})(?:-(\d+))?\.sqlite$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local `YYYY-MM-DD` of `at`: a gym's "today" is the server's local day, as on invoices. */
export const localDay = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** `spotter-2026-11-25-223015.sqlite`, with `-N` when a backup of that second exists already. */
export function backupName(at: Date, taken: (name: string) => boolean) {
  const base = `spotter-${localDay(at)}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  let name = `${base}.sqlite`;
  for (let n = 1; taken(name); n += 1) name = `${base}-${n}.sqlite`;
  return name;
}

/** The names of the files in `folder`; none when it does not exist (yet). */
export function namesIn(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The backup named `file` in `folder`, or null when it is not a backup file there. */
export function backupFile(folder: string, file: string): BackupFile | null {
  const match = NAME.exec(file);
  if (!match) return null;
  const stat = fs.statSync(path.join(folder, file), { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  return {
    file,
    path: path.join(folder, file),
    day: match[1]!,
    order: `${match[2]}-${pad(Number(match[3] ?? 0), 6)}`,
    created_at: stat.mtime.toISOString(),
    size: stat.size,
  };
}

/** The backups in `folder`, newest first; anything else there is left alone. */
export function listBackups(folder: string): BackupFile[] {
  return namesIn(folder)
    .flatMap((file) => backupFile(folder, file) ?? [])
    .sort(newestFirst);
}

export const newestFirst = (a: Pick<BackupFile, 'day' | 'order'>, b: typeof a) =>
  a.day === b.day ? b.order.localeCompare(a.order) : b.day.localeCompare(a.day);

/** The newest backup in `folder`, or null when there is none. */
export const latestBackup = (folder: string) => listBackups(folder)[0] ?? null;
