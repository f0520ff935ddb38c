import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi, useListParams, type AttendancePage } from '@spotter/shared';
import { ATTENDANCE_PAGE_SIZE, attendancePageKey } from '../api/attendance-resource';
import { localToday } from './attendance-format';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day shown (`?day=`, today by default), its page and page size in the URL, and that page from the API. */
export function useAttendanceDay() {
  const [params, setParams] = useSearchParams();
  const { page, pageSize, setPage, setPageSize } = useListParams({
    defaultPageSize: ATTENDANCE_PAGE_SIZE,
  });
  const asked = params.get('day') ?? '';
  const day = ISO_DAY.test(asked) ? asked : localToday();

  const setDay = useCallback(
    (next: string) =>
      setParams((prev) => {
        const changed = new URLSearchParams(prev);
        changed.delete('page');
        if (ISO_DAY.test(next)) changed.set('day', next);
        else changed.delete('day');
        return changed;
      }),
    [setParams],
  );

  const key = attendancePageKey(day, page, pageSize);
  const { data, error, isLoading, mutate } = useApi<AttendancePage>(key, {
    keepPreviousData: true,
  });
  return {
    day,
    setDay,
    page,
    pageSize,
    setPage,
    setPageSize,
    key,
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    checkedInNow: data?.checked_in_now,
    error,
    isLoading: isLoading && data === undefined,
    retry: () => void mutate(),
  };
}
