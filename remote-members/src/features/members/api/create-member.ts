import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, request } from '@spotter/shared';
import { isMembersKey } from './get-members';

export interface CreateMemberResponse {
  status?: string;
  message?: string;
  member_id?: number;
  invoice_number?: string;
  expiry?: string | null;
}

/** `form` carries SPEC §7's multipart fields (see toMemberFormData). */
export function createMember(form: FormData, signal?: AbortSignal) {
  return request<CreateMemberResponse | undefined>('/members/add_member', {
    method: 'POST',
    form,
    signal,
  });
}

/** Adds a member, then revalidates every cached page of the list. Resolves to the answer. */
export function useCreateMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (form: FormData, signal?: AbortSignal) => {
      const result = await createMember(form, signal);
      // SPEC §8: an answer whose status is not success is a failure, whatever its HTTP status.
      if (result?.status !== undefined && result.status !== 'success') {
        throw new ApiError(200, result.message ?? 'Failed to add member!', result);
      }
      void mutate(isMembersKey);
      return result;
    },
    [mutate],
  );
}
