import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '../api/client';
import { expectSuccess } from '../resource/expect-success';
import type { Restored } from '../types';

/**
 * Restoring a deleted item (docs/product.md §23), from Deleted items or from the add member form
 * that offers a deleted member back. What comes back is shown again everywhere (lists, counts,
 * the bell), so every cached read is asked again. A refusal (a 409 saying why) is thrown.
 */
export function useRestoreDeleted() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, signal?: AbortSignal) => {
      const restored = expectSuccess(
        await request<Restored>(`/deleted/restore/${id}`, { method: 'POST', signal }),
        'Restore failed!',
      );
      void mutate(() => true);
      return restored;
    },
    [mutate],
  );
}
