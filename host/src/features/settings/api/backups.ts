import {
  buildUrl,
  expectSuccess,
  paths,
  request,
  useApi,
  type BackupMade,
  type BackupsReply,
} from '@spotter/shared';

/** The newest backup of the database, or that PostgreSQL's provider keeps them (docs/product/settings-and-search.md §18). */
export const useBackups = () => useApi<BackupsReply>(paths.backups.list);

/**
 * Followed by the browser itself, not fetched: a backup may be hundreds of megabytes, which it
 * streams to disk where a fetched download would be held in memory first.
 */
export const latestBackupUrl = () => buildUrl(paths.backups.download);

export const BACK_UP_FAILED = 'Could not make a backup.';

/** Makes a backup of the database now (SQLite); it becomes the newest. */
export async function backUpNow(signal: AbortSignal): Promise<BackupMade> {
  return expectSuccess(
    await request<BackupMade>(paths.backups.now, { method: 'POST', signal }),
    BACK_UP_FAILED,
  );
}
