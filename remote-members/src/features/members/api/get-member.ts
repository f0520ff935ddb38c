import { useMemo } from 'react';
import { request, useApi } from '@spotter/shared';

export const memberKey = (id: string | number) => `/members/update_member/${id}`;

/** A member as loaded for edit (SPEC §3); `plan` is a plan id, dates are 'YYYY-MM-DD'. */
export interface MemberDetails {
  id: number;
  name: string;
  phone: string;
  email: string;
  age: number | null;
  weight: number | null;
  blood_group: string;
  location: string;
  profession: string;
  status: string;
  joining_date: string | null;
  plan: number | null;
  total_fee: number | null;
  due_amount: number | null;
  leave_date: string | null;
  rejoin_date: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);
// Accept full timestamps too: a date input only takes the calendar day.
const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null);

/** Accepts the fields bare or wrapped in `data` / `member`. */
export function toMemberDetails(body: unknown): MemberDetails | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const wrapped = body as { data?: unknown; member?: unknown };
  const raw = (wrapped.member ?? wrapped.data ?? body) as Record<string, unknown>;
  return {
    id: Number(raw.id),
    name: text(raw.name),
    phone: text(raw.phone),
    email: text(raw.email),
    age: num(raw.age),
    weight: num(raw.weight),
    blood_group: text(raw.blood_group),
    location: text(raw.location),
    profession: text(raw.profession),
    status: text(raw.status),
    joining_date: day(raw.joining_date),
    plan: num(raw.plan),
    total_fee: num(raw.total_fee),
    due_amount: num(raw.due_amount),
    leave_date: day(raw.leave_date),
    rejoin_date: day(raw.rejoin_date),
  };
}

export async function getMember(id: string | number, signal?: AbortSignal) {
  return toMemberDetails(await request(memberKey(id), { signal }));
}

export function useMember(id: string | undefined) {
  const { data, error, isLoading, mutate } = useApi<unknown>(id ? memberKey(id) : null);
  const member = useMemo(() => toMemberDetails(data), [data]);
  return { member, error, isLoading, retry: () => void mutate() };
}
