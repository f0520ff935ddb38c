import { newestFirst, type BackupFile } from './backup-files';

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

type Dated = Pick<BackupFile, 'file' | 'day' | 'order'>;

/** The Monday of `day`'s week (`YYYY-MM-DD`), by the calendar alone: no time zone can shift it. */
export function weekOf(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the 7 latest days that have one, then the newest
 * of each of the 4 latest weeks before those days. A restart, a manual `pnpm db:backup` or a
 * missed day never costs an older copy its place: days without a backup are not counted.
 */
export function backupsToKeep<T extends Dated>(backups: readonly T[]): Set<T> {
  const keep = new Set<T>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of [...backups].sort(newestFirst)) {
    if (days.size < KEEP_DAILY || days.has(backup.day)) {
      if (!days.has(backup.day)) keep.add(backup);
      days.add(backup.day);
      continue;
    }
    const week = weekOf(backup.day);
    if (weeks.size >= KEEP_WEEKLY || weeks.has(week)) continue;
    weeks.add(week);
    keep.add(backup);
  }
  return keep;
}

/** The backups retention lets go, oldest last. */
export const backupsToDelete = <T extends Dated>(backups: readonly T[]) => {
  const keep = backupsToKeep(backups);
  return [...backups].sort(newestFirst).filter((backup) => !keep.has(backup));
};
