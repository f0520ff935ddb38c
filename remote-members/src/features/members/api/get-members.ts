import { useMemo } from 'react';
import { request, useApi, type Member } from '@spotter/shared';

export const MEMBERS_PATH = '/members/view_members';

export interface MembersQuery {
  page: number;
  pageSize: number;
  q: string;
}

export interface MembersPage {
  members: Member[];
  total: number;
}

/** The cache key of one page of the list; every page's key starts with MEMBERS_PATH. */
export function membersKey({ page, pageSize, q }: MembersQuery): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return `${MEMBERS_PATH}?${params}`;
}

export const isMembersKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(MEMBERS_PATH);

const nullable = <T>(value: T | null | undefined, as: (v: T) => unknown) =>
  value === null || value === undefined || value === '' ? null : as(value);

/** `{ data: [...], total }`, with numbers and nulls made dependable. */
export function toMembersPage(body: unknown): MembersPage {
  const raw = body as { data?: unknown; total?: unknown } | undefined;
  const list = Array.isArray(raw?.data) ? (raw.data as Partial<Member>[]) : [];
  const members = list.map((m) => ({
    id: Number(m.id),
    name: String(m.name ?? ''),
    phone: String(m.phone ?? ''),
    plan_type: nullable(m.plan_type, String) as string | null,
    plan_id: nullable(m.plan_id, Number) as number | null,
    due_amount: nullable(m.due_amount, Number) as number | null,
    leave_date: nullable(m.leave_date, String) as string | null,
    rejoin_date: nullable(m.rejoin_date, String) as string | null,
    expire_date: nullable(m.expire_date, String) as string | null,
    status: String(m.status ?? ''),
  }));
  const total = Number(raw?.total);
  return { members, total: Number.isFinite(total) ? total : members.length };
}

export async function getMembers(query: MembersQuery, signal?: AbortSignal): Promise<MembersPage> {
  return toMembersPage(await request(membersKey(query), { signal }));
}

/** One server-side page; the previous page stays on screen while the next one loads. */
export function useMembers(query: MembersQuery) {
  const key = membersKey(query);
  const { data, error, isLoading, isValidating, mutate } = useApi<unknown>(key, {
    keepPreviousData: true,
  });
  const { members, total } = useMemo(() => toMembersPage(data), [data]);
  // SWR still reports loading while it shows the previous page; only a first load is "loading".
  const firstLoad = isLoading && data === undefined;
  return {
    key,
    members,
    total,
    error,
    isLoading: firstLoad,
    isValidating,
    retry: () => void mutate(),
  };
}
