import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { request } from '@spotter/shared';
import { isMembersKey } from './get-members';

export function deleteMember(id: number, signal?: AbortSignal) {
  return request<unknown>(`/members/delete_member/${id}`, { method: 'DELETE', signal });
}

type PageBody = { data?: { id: number }[]; total?: number } | undefined;

function without(body: PageBody, id: number): PageBody {
  if (!body?.data) return body;
  const data = body.data.filter((m) => m.id !== id);
  const removed = body.data.length - data.length;
  return {
    ...body,
    data,
    total: typeof body.total === 'number' ? body.total - removed : body.total,
  };
}

/**
 * Removes the row from the page on screen at once (SPEC §4) and rolls back if the server refuses;
 * afterwards every cached page is refetched, since rows shift between pages.
 */
export function useDeleteMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (pageKey: string, id: number, signal?: AbortSignal) => {
      await mutate<PageBody>(
        pageKey,
        deleteMember(id, signal).then(() => undefined),
        {
          optimisticData: (current) => without(current, id),
          rollbackOnError: true,
          populateCache: false,
          revalidate: false,
        },
      );
      void mutate(isMembersKey);
    },
    [mutate],
  );
}
