import { paths } from '@spotter/api/paths';
import type { BackupMade, BackupsReply, Failed } from '../../core/types';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';
import { answer } from './paging';

/** What a new SQLite installation answers: no backup yet. */
export const noBackups = (): BackupsReply => ({
  status: 'success',
  database: 'sqlite',
  latest: null,
});

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `GET /backups` and `POST /backups/now` for the accounts holding backups.download (the Owner), as
 * the API answers. The download itself is a plain link the browser follows, never a call through
 * the client.
 */
export function backupsRoutes(db: { auth: FakeAuth; backups: BackupsReply }) {
  return (method: string, pathname: string): Reply | undefined => {
    const list = pathname === paths.backups.list && method === 'GET';
    const now = pathname === paths.backups.now && method === 'POST';
    if (!list && !now) return undefined;
    // On PostgreSQL the API has no such route: its provider makes the backups.
    if (now && db.backups.database === 'postgres') return undefined;
    if (!db.auth.permissions.includes('backups.download'))
      return answer<Failed>(
        { status: 'failed', message: 'You do not have permission to do this.' },
        403,
      );
    if (list) return answer<BackupsReply>(db.backups);
    const at = new Date();
    const file = `spotter-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.sqlite`;
    const latest = { file, created_at: at.toISOString(), size: 6 * 1024 * 1024 };
    db.backups = { ...db.backups, latest };
    return answer<BackupMade>({ status: 'success', message: 'Backup made.', latest }, 201);
  };
}
