import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { paths, pathTo } from '@spotter/api/paths';
import { request, type Restored } from '@spotter/shared/core';
import { expectSuccess } from '../resource/expect-success';
import { useSave } from '../ui/use-save';

/**
 * Restoring a deleted item (docs/product/activity.md §23), from Deleted items or from the add member form
 * that offers a deleted member back: the API's message is the toast, a refusal's (a 409 saying
 * why) too. What comes back is shown again everywhere (lists, counts, the bell), so every cached
 * read is asked again. `restore` answers what came back, or null when nothing did; `busy` while
 * it runs.
 */
export function useRestoreDeleted() {
  const { mutate } = useSWRConfig();
  const save = useSave();
  const [busy, setBusy] = useState(false);
  const restore = useCallback(
    async (id: number): Promise<Restored | null> => {
      setBusy(true);
      let restored: Restored | undefined;
      await save(
        async (signal) => {
          restored = expectSuccess(
            await request<Restored>(pathTo(paths.deleted.restore, { id }), {
              method: 'POST',
              signal,
            }),
            'Restore failed!',
          );
          void mutate(() => true);
          return restored;
        },
        { success: (reply) => reply.message, failure: 'Restore failed!' },
      );
      setBusy(false);
      return restored ?? null;
    },
    [mutate, save],
  );
  return { restore, busy };
}
