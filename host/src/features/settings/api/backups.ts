import {
  action,
  buildUrl,
  defineResource,
  paths,
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

/** The backups: the newest one is read, and one is made now (SQLite); it becomes the newest. */
export const backupsResource = defineResource({
  list: paths.backups.list,
  plain: (reply: BackupsReply) => (reply.latest ? [reply.latest] : []),
  rowId: () => 0,
  actions: {
    now: action<void, undefined, BackupMade>({
      path: () => paths.backups.now,
      failure: BACK_UP_FAILED,
    }),
  },
});
