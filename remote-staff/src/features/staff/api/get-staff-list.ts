import { useMemo } from 'react';
import { useApi, type Staff } from '@spotter/shared';

export const STAFF_LIST_KEY = '/members/view_all_trainers_staff';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** SPEC §3 names a trainer's fields two ways (user or name, phone_number or phone): accept both. */
export function toStaff(raw: Record<string, unknown>): Staff {
  return {
    id: Number(raw.id),
    user: text(raw.user ?? raw.name),
    phone_number: text(raw.phone_number ?? raw.phone),
    email: text(raw.email),
    location: text(raw.location),
    // SPEC §2: a missing role reads as Trainer.
    trainer_or_staff: raw.trainer_or_staff === 'Staff' ? 'Staff' : 'Trainer',
    age: numberOrNull(raw.age),
    weight: numberOrNull(raw.weight),
    blood_group: text(raw.blood_group),
    profile_picture:
      typeof raw.profile_picture === 'string' && raw.profile_picture ? raw.profile_picture : null,
  };
}

/** SPEC §7: `{ status, data: [...] }`. */
export function toStaffList(body: unknown): Staff[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(list)) return [];
  return (list as Record<string, unknown>[]).map(toStaff);
}

export function useStaffList() {
  const { data, error, isLoading, mutate } = useApi<unknown>(STAFF_LIST_KEY);
  const staff = useMemo(() => toStaffList(data), [data]);
  return { staff, error, isLoading, retry: () => void mutate() };
}
