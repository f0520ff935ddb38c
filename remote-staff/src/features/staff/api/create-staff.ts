import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@spotter/shared';
import { expectSuccess, type StatusReply } from './expect-success';
import { STAFF_LIST_KEY } from './get-staff-list';

export interface StaffAdded extends StatusReply {
  id?: number;
}

/** Multipart: name, phone, email, location, trainer_or_staff, age, weight, blood_group, profile_picture. */
export async function createStaff(form: FormData, signal?: AbortSignal) {
  return expectSuccess(
    await request<StaffAdded | undefined>('/members/add_trainer_staff', {
      method: 'POST',
      form,
      signal,
    }),
  );
}

/** Adds a trainer or staff member, then revalidates the list. Resolves to the server's answer. */
export function useCreateStaff() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (form: FormData, signal?: AbortSignal) => {
      const result = await createStaff(form, signal);
      void mutate(STAFF_LIST_KEY);
      return result;
    },
    [mutate],
  );
}
