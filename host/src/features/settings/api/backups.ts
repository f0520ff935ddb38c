import { buildUrl, paths, useApi, type BackupsReply } from '@spotter/shared';

/** The newest backup of the database, or that PostgreSQL's provider keeps them (docs/product/settings-and-search.md §18). */
export const useBackups = () => useApi<BackupsReply>(paths.backups.list);

/**
 * Followed by the browser itself, not fetched: a backup may be hundreds of megabytes, which it
 * streams to disk where a fetched download would be held in memory first.
 */
export const latestBackupUrl = () => buildUrl(paths.backups.download);
