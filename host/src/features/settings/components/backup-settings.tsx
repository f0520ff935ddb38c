import { useState } from 'react';
import {
  Button,
  Card,
  ErrorState,
  formatDateTime,
  Loading,
  useCan,
  useResourceWrites,
  useSave,
  type Backup,
} from '@spotter/shared';
import { BACK_UP_FAILED, backupsResource, latestBackupUrl, useBackups } from '../api/backups';

/**
 * The database's backups, for the accounts that may download them (backups.download: Owners). On
 * SQLite the API makes one a day, and one at once on "Back up now"; on PostgreSQL the provider
 * keeps them, which is all this says.
 */
export function BackupSettings() {
  const mayDownload = useCan('backups.download');
  if (!mayDownload) return null;
  return (
    <Card>
      <h2>Backups</h2>
      <BackupsSection />
    </Card>
  );
}

function BackupsSection() {
  const { data, error, mutate } = useBackups();
  if (data?.database === 'postgres')
    return <p>Backups of a PostgreSQL database are made by its provider, not by Spotter.</p>;
  if (data)
    return (
      <>
        {data.latest ? <Latest backup={data.latest} /> : <p>No backup has been made yet.</p>}
        <BackUpNow />
      </>
    );
  if (error)
    return <ErrorState message="Could not load the backups." onRetry={() => void mutate()} />;
  return <Loading />;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function Latest({ backup }: { backup: Backup }) {
  return (
    <>
      <p>
        Last backup: {formatDateTime(backup.created_at)} ({megabytes(backup.size)})
      </p>
      <a href={latestBackupUrl()} download={backup.file}>
        Download latest backup
      </a>
    </>
  );
}

/** Makes a backup at once (after a day of imports, say), then shows it as the last one. */
function BackUpNow() {
  const save = useSave();
  const { now } = useResourceWrites(backupsResource).actions;
  const [busy, setBusy] = useState(false);
  const backUp = async () => {
    setBusy(true);
    await save((signal) => now(undefined, undefined, signal), {
      success: (reply) => reply.message,
      failure: BACK_UP_FAILED,
    });
    setBusy(false);
  };
  return (
    <div>
      <Button variant="secondary" busy={busy} onClick={() => void backUp()}>
        {busy ? 'Backing up...' : 'Back up now'}
      </Button>
    </div>
  );
}
