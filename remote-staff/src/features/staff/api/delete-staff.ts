import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@spotter/shared';
import { STAFF_LIST_KEY } from './get-staff-list';

export function deleteStaff(id: string | number, signal?: AbortSignal) {
  return request<unknown>(`/members/delete_trainer_staff/${id}`, { method: 'DELETE', signal });
}

/** Deletes a trainer, then revalidates the list the screen goes back to. */
export function useDeleteStaff() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string | number, signal?: AbortSignal) => {
      await deleteStaff(id, signal);
      void mutate(STAFF_LIST_KEY);
    },
    [mutate],
  );
}
