import { useState } from 'react';
import { isAbortError } from '../api/errors';
import { useAbortOnUnmount } from '../api/swr';
import { useToast } from '../ui/toast';
import type { Resource } from './resource';
import { useResourceWrites } from './use-resource-writes';

/** The row waiting for its delete to be confirmed, and the confirmed delete with its toasts. */
export function useConfirmDelete<Row, One>(resource: Resource<Row, One>, pageKey?: string) {
  const toast = useToast();
  const signal = useAbortOnUnmount();
  const { remove } = useResourceWrites(resource);
  const [pending, setPending] = useState<Row | null>(null);

  const confirm = async () => {
    if (!pending) return false;
    const id = resource.rowId(pending);
    setPending(null);
    try {
      await remove(id, { pageKey, signal: signal() });
      toast.success('Deleted successfully!');
      return true;
    } catch (caught) {
      if (isAbortError(caught)) return false;
      console.error(`Failed to delete ${resource.list} row ${id}`, caught);
      toast.error('Delete failed!');
      return false;
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
