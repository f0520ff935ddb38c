import { defineResource, type AttendanceRecord } from '@spotter/shared';

/**
 * Attendance (docs/product.md §16): a day's check-ins, paged on the server. The list is read by day
 * (`attendancePageKey`), so the kit's plain list is never used; a check-in is its create, a
 * removed record its delete.
 */
export const attendanceResource = defineResource({
  list: '/attendance/records',
  plain: (): AttendanceRecord[] => [],
  rowId: (record: AttendanceRecord) => record.id,
  create: '/attendance/check_in',
  remove: (id) => `/attendance/delete/${id}`,
});

export const ATTENDANCE_PAGE_SIZE = 10;

/** One page of one day's check-ins; a key the resource counts as its list, so every write refreshes it. */
export const attendancePageKey = (day: string, page: number, pageSize: number) =>
  `${attendanceResource.list}?${new URLSearchParams({ day, page: String(page), page_size: String(pageSize) })}`;

export const checkOutPath = (id: number) => `/attendance/check_out/${id}`;
export const lookupKey = (q: string) => `/attendance/lookup?${new URLSearchParams({ q })}`;
