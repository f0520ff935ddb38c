import { useState } from 'react';
import { useSave } from '@spotter/shared';

/**
 * A team write (useSave): the API's own message is the toast, `failure` the fallback, `then` where
 * to go once saved; `busy` while it runs. Resolves to whether it was saved.
 */
export function useTeamWrite(failure: string, then?: string) {
  const save = useSave();
  const [busy, setBusy] = useState(false);
  const run = async <T extends { message: string }>(work: (signal: AbortSignal) => Promise<T>) => {
    setBusy(true);
    try {
      return await save(work, { success: (reply) => reply.message, failure, then });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
