import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { paths, pathTo } from '@spotter/api/paths';
import { errorMessage, request, type Undone, useToast } from '@spotter/shared/core';

/** How long a confirmation offers Undo (docs/product/activity.md §23); the API allows a little longer. */
export const UNDO_DURATION_MS = 10_000;

export const undoPath = (activityId: number) => pathTo(paths.undo.action, { id: activityId });

/**
 * Confirms a write that can be taken back (a delete, a check-in, a payment, a renewal) with an
 * **Undo** button for UNDO_DURATION_MS; without the write's record (`activityId`), as a plain
 * success. Undo asks the API to reverse the write by its activity
 * record, says what it did (or why it could not), and has every list and figure on screen read
 * again: an undo may touch any of them (a due, a count, a list).
 */
export function useUndoToast() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(
    (message: string, activityId?: number | null) => {
      if (!activityId) {
        toast.success(message);
        return;
      }
      const undo = async () => {
        try {
          const undone = await request<Undone>(undoPath(activityId), { method: 'POST' });
          toast.success(undone.message);
        } catch (error) {
          toast.error(errorMessage(error, 'Undo failed!'));
        }
        await mutate(() => true);
      };
      toast.success(message, {
        durationMs: UNDO_DURATION_MS,
        action: { label: 'Undo', run: () => void undo() },
      });
    },
    [toast, mutate],
  );
}
