import type { ReactNode } from 'react';
import { ApiError, ErrorState, isAbortError, Loading, useResourceOne, type Staff } from '@spotter/shared';
import { isStaffId, staffResource } from '../api/staff-resource';
import { StaffNotFound } from './staff-not-found';

/**
 * The trainer a profile or edit screen shows, or what to show instead: loading, 'Trainer not
 * found' (unknown or malformed id, or no data), or the fetch failure with Retry.
 */
export function useStaffPage(
  id: string | undefined,
): { staff: Staff; fallback?: never } | { staff?: never; fallback: ReactNode } {
  const { record: staff, error, isLoading, retry } = useResourceOne(staffResource, isStaffId(id) ? id : undefined);
  if (!isStaffId(id)) return { fallback: <StaffNotFound /> };
  if (isLoading) return { fallback: <Loading /> };
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return { fallback: <StaffNotFound /> };
  if (error && !isAbortError(error))
    return { fallback: <ErrorState message="Failed to fetch trainer data" onRetry={retry} /> };
  if (staff) return { staff };
  return { fallback: error ? <Loading /> : <StaffNotFound /> };
}
