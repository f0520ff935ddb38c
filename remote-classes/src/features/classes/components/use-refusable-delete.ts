import { useState } from 'react';
import {
  errorMessage,
  isAbortError,
  useAbortOnUnmount,
  useDeletedToast,
  useResourceWrites,
  useToast,
  type Resource,
} from '@spotter/shared';

/**
 * The row waiting for its delete to be confirmed, and the confirmed delete: like the kit's
 * useConfirmDelete, but a refusal shows the API's own words (a class type still on the timetable,
 * a slot whose sessions to come have members booked), which say what to do first.
 */
export function useRefusableDelete<Row, One>(resource: Resource<Row, One>) {
  const toast = useToast();
  const deleted = useDeletedToast();
  const signal = useAbortOnUnmount();
  const { remove } = useResourceWrites(resource);
  const [pending, setPending] = useState<Row | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const id = resource.rowId(pending);
    setPending(null);
    try {
      deleted(await remove(id, { signal: signal() }));
    } catch (caught) {
      if (!isAbortError(caught)) toast.error(errorMessage(caught, 'Delete failed!'));
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
