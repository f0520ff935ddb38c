import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, request } from '@spotter/shared';
import { memberKey } from './get-member';
import { isMembersKey } from './get-members';

export interface UpdateMemberResponse {
  status?: string;
  message?: string;
  member_id?: number;
}

export function updateMember(id: string | number, form: FormData, signal?: AbortSignal) {
  return request<UpdateMemberResponse | undefined>(memberKey(id), { method: 'POST', form, signal });
}

/** Saves a member, then revalidates the list and the member itself. */
export function useUpdateMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string | number, form: FormData, signal?: AbortSignal) => {
      const result = await updateMember(id, form, signal);
      // SPEC §7: success is judged by member_id in the answer, not by the HTTP status alone.
      if (result?.member_id === undefined || result.member_id === null) {
        throw new ApiError(200, result?.message ?? 'Update failed!', result);
      }
      void mutate(isMembersKey);
      void mutate(memberKey(id));
      return result;
    },
    [mutate],
  );
}
