import {
  action,
  defineResource,
  paths,
  pathTo,
  shown,
  type AttendanceRecord,
  type AttendanceSaved,
} from '@spotter/shared';

const RECORDS = paths.attendance.records;

/**
 * Attendance (docs/product/attendance.md §16): a day's check-ins, paged on the server. The list is read by day
 * (its `day` filter), so the kit's plain list is never used; a check-in is its create, a removed
 * record its delete, a check-out its `checkOut`. Each shows in the check-in lookup (a member's
 * standing) and the dashboard's figures (today's check-ins).
 */
export const attendanceResource = defineResource({
  list: RECORDS,
  plain: (): AttendanceRecord[] => [],
  rowId: (record: AttendanceRecord) => record.id,
  create: paths.attendance.checkIn,
  remove: (id) => pathTo(paths.attendance.delete, { id }),
  permissions: { create: 'attendance.record', remove: 'attendance.record' },
  stale: () => [...shown.attendance, ...shown.figures],
  actions: {
    checkOut: action<number, undefined, AttendanceSaved>({
      path: (id) => pathTo(paths.attendance.checkOut, { id }),
      failure: 'Check-out failed!',
    }),
  },
  // The day leads the query, as the route has always been read: one day, then its page.
  pageKey: ({ page, pageSize, sort, filters }) =>
    `${RECORDS}?${new URLSearchParams({ day: filters?.day ?? '', page: String(page), page_size: String(pageSize), ...(sort ? { sort } : {}) })}`,
});

export const ATTENDANCE_PAGE_SIZE = 10;

/** A member's bookings today at the acting branch (docs/product/classes.md), the panel's Classes today. */
export const classesTodayKey = (memberId: number) =>
  pathTo(paths.classes.memberToday, { id: memberId });
