import { useCallback, useState } from 'react';
import { errorMessage, isAbortError, useAbortOnUnmount, useToast } from '@spotter/shared/core';
import { useUndoToast } from '../ui/use-undo-toast';
import type { Resource } from './resource';
import { useResourceWrites } from './use-resource-writes';

/**
 * Every delete's confirmation: 'Deleted successfully!', with Undo for a few seconds when the API
 * answered the delete's record (it is in Deleted items then, docs/product/activity.md §23).
 */
export function useDeletedToast() {
  const confirm = useUndoToast();
  return useCallback(
    (reply?: { activity_id?: number }) => confirm('Deleted successfully!', reply?.activity_id),
    [confirm],
  );
}

/**
 * The row waiting for its delete to be confirmed, and the confirmed delete with its toasts. A
 * refusal says "Delete failed!", or, `saysWhy`, the API's own words where the API refuses a delete
 * for a reason the admin can act on (a class type still on the timetable: remove its slots first).
 */
export function useConfirmDelete<Row, One>(
  resource: Resource<Row, One>,
  pageKey?: string,
  { saysWhy = false }: { saysWhy?: boolean } = {},
) {
  const toast = useToast();
  const deleted = useDeletedToast();
  const signal = useAbortOnUnmount();
  const { remove } = useResourceWrites(resource);
  const [pending, setPending] = useState<Row | null>(null);

  const confirm = async () => {
    if (!pending) return false;
    const id = resource.rowId(pending);
    setPending(null);
    try {
      deleted(await remove(id, { pageKey, signal: signal() }));
      return true;
    } catch (caught) {
      if (isAbortError(caught)) return false;
      console.error(`Failed to delete ${resource.list} row ${id}`, caught);
      toast.error(saysWhy ? errorMessage(caught, 'Delete failed!') : 'Delete failed!');
      return false;
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
