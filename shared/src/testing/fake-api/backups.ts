import { paths } from '@spotter/api/paths';
import type { BackupsReply, Failed } from '../../types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** What a new SQLite installation answers: no backup yet. */
export const noBackups = (): BackupsReply => ({
  status: 'success',
  database: 'sqlite',
  latest: null,
});

/**
 * `GET /backups` for the accounts holding backups.download (the Owner), as the API answers. The
 * download itself is a plain link the browser follows, never a call through the client.
 */
export function backupsRoutes(db: { auth: FakeAuth; backups: BackupsReply }) {
  return (method: string, pathname: string): Reply | undefined => {
    if (pathname !== paths.backups.list || method !== 'GET') return undefined;
    if (!db.auth.permissions.includes('backups.download'))
      return answer<Failed>(
        { status: 'failed', message: 'You do not have permission to do this.' },
        403,
      );
    return answer<BackupsReply>(db.backups);
  };
}
