import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@spotter/shared';
import { expectSuccess, type StatusReply } from './expect-success';
import { staffKey } from './get-staff';
import { STAFF_LIST_KEY } from './get-staff-list';

/** Multipart: user, phone_number, email, location, trainer_or_staff, age, weight, blood_group, optional profile_picture. */
export async function updateStaff(id: string | number, form: FormData, signal?: AbortSignal) {
  return expectSuccess(
    await request<StatusReply | undefined>(`/members/edit_trainer_staff/${id}`, {
      method: 'POST',
      form,
      signal,
    }),
  );
}

/** Saves a trainer, then revalidates the list and the trainer itself. */
export function useUpdateStaff() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string | number, form: FormData, signal?: AbortSignal) => {
      await updateStaff(id, form, signal);
      void mutate(STAFF_LIST_KEY);
      void mutate(staffKey(id));
    },
    [mutate],
  );
}
