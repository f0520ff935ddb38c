import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  errorMessage,
  isAbortError,
  useAbortOnUnmount,
  type ImportProgress,
} from '@spotter/shared';
import { membersResource } from '../../members/api/members-resource';
import { runBatch } from '../api/imports-resource';

/**
 * Runs the import batch after batch, each from the row the last one ended at, until the API says
 * it is finished. A batch is all or nothing, so after a failure `resume` starts again from the
 * same row. Started by a click, never by an effect: a batch must be asked for exactly once.
 */
export function useImportRun(importId: number | undefined) {
  const signal = useAbortOnUnmount();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const runFrom = useCallback(
    async (from: number) => {
      if (importId === undefined) return;
      setRunning(true);
      setFailure(null);
      try {
        for (let next = from; ;) {
          const batch = await runBatch(importId, next, signal());
          setProgress(batch);
          if (batch.finished) {
            void mutate(membersResource.isListKey);
            return;
          }
          next = batch.done;
        }
      } catch (error) {
        if (isAbortError(error)) return;
        console.error('Import failed!', error);
        setFailure(errorMessage(error, 'Import failed!'));
      } finally {
        setRunning(false);
      }
    },
    [importId, signal, mutate],
  );

  return {
    progress,
    failure,
    running,
    start: () => void runFrom(0),
    resume: () => void runFrom(progress?.done ?? 0),
  };
}
