import { useMemo } from 'react';
import { useApi } from '@spotter/shared';
import { toStaff } from './get-staff-list';

export const staffKey = (id: string | number) => `/members/view_single_trainer_staff/${id}`;

/** SPEC §7: `{ status, data, message }`; no data means no such trainer. */
export function toStaffDetails(body: unknown) {
  const data = (body as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? toStaff(data as Record<string, unknown>) : undefined;
}

/** Ids are positive whole numbers: anything else cannot name a trainer, so it is not asked for. */
export const isStaffId = (id: string | undefined): id is string => !!id && /^[1-9]\d*$/.test(id);

export function useStaff(id: string | undefined) {
  const { data, error, isLoading, mutate } = useApi<unknown>(isStaffId(id) ? staffKey(id) : null);
  const staff = useMemo(() => toStaffDetails(data), [data]);
  return { staff, error, isLoading, retry: () => void mutate() };
}
