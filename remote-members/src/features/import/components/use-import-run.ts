import { useState } from 'react';
import { useResourceWrites, type ImportProgress } from '@spotter/shared';
import { importsResource, type ReviewChoices } from '../api/imports-resource';
import { useStepCall } from './use-step-call';

/**
 * Runs the import batch after batch, each from the row the last one ended at, until the API says
 * it is finished. A batch is all or nothing, but its answer can be lost after it was written (a
 * timeout on a slow line), so `resume` first asks where the import stands and goes on from there.
 * Started by a click, never by an effect: a batch must be asked for exactly once.
 */
export function useImportRun(importId: number | undefined, choices: ReviewChoices) {
  const { actions } = useResourceWrites(importsResource);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useStepCall();

  /** `work` as the one call in flight, its failure shown (an unmount's abort is no failure). */
  const go = (work: (id: number, signal: AbortSignal) => Promise<void>) => {
    if (importId !== undefined) void run.call((signal) => work(importId, signal), 'Import failed!');
  };

  const batchesFrom = async (id: number, from: number, signal: AbortSignal) => {
    for (let next = from; ;) {
      // The last batch makes the members stale (the action declares it).
      const batch = await actions.run(id, { from: next, ...choices }, signal);
      setProgress(batch);
      if (batch.finished) return;
      next = batch.done;
    }
  };

  const fromWhereItStands = async (id: number, signal: AbortSignal) => {
    const status = await actions.status(id, undefined, signal);
    if (status.state === 'reviewed' || status.state === 'importing')
      return batchesFrom(id, status.done, signal);
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
  };

  return {
    progress,
    failure: run.error,
    running: run.busy,
    start: () => go((id, signal) => batchesFrom(id, 0, signal)),
    resume: () => go(fromWhereItStands),
  };
}
