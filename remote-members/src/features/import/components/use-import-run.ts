import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  errorMessage,
  isAbortError,
  useAbortOnUnmount,
  type ImportProgress,
} from '@spotter/shared';
import { membersResource } from '../../members/api/members-resource';
import { importStatus, runBatch } from '../api/imports-resource';

/**
 * Runs the import batch after batch, each from the row the last one ended at, until the API says
 * it is finished. A batch is all or nothing, but its answer can be lost after it was written (a
 * timeout on a slow line), so `resume` first asks where the import stands and goes on from there.
 * Started by a click, never by an effect: a batch must be asked for exactly once.
 */
export function useImportRun(importId: number | undefined) {
  const signal = useAbortOnUnmount();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  /** `work` as the one call in flight, its failure shown (an unmount's abort is no failure). */
  const busy = async (work: (id: number) => Promise<void>) => {
    if (importId === undefined) return;
    setRunning(true);
    setFailure(null);
    try {
      await work(importId);
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Import failed!', error);
      setFailure(errorMessage(error, 'Import failed!'));
    } finally {
      setRunning(false);
    }
  };

  const batchesFrom = async (id: number, from: number) => {
    for (let next = from; ;) {
      const batch = await runBatch(id, next, signal());
      setProgress(batch);
      if (batch.finished) return void mutate(membersResource.isListKey);
      next = batch.done;
    }
  };

  const fromWhereItStands = async (id: number) => {
    const status = await importStatus(id, signal());
    if (status.state === 'reviewed' || status.state === 'importing')
      return batchesFrom(id, status.done);
    const { rows, done, added, updated, skipped, message, undo_until } = status;
    setProgress({
      status: 'success',
      total: rows,
      done,
      added,
      updated,
      skipped,
      finished: true,
      message,
      undo_until,
    });
    void mutate(membersResource.isListKey);
  };

  return {
    progress,
    failure,
    running,
    start: () => void busy((id) => batchesFrom(id, 0)),
    resume: () => void busy(fromWhereItStands),
  };
}
