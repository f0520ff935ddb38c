import { Button, formatDate, type AttendanceRecord, type Column } from '@spotter/shared';
import { clockTime, daysLeftText } from './attendance-format';

/** A visit left open and closed at the member's next check-in on a later day (docs/product/attendance.md §16). */
export const NO_CHECK_OUT = 'No check-out recorded';

export interface AttendanceRowHandlers {
  checkOut: (record: AttendanceRecord) => void;
  /** The record whose check-out is on its way. */
  checkingOut: number | null;
}

/** Date, User, Check-in, Check-out (a button while the member is in), Days left (docs/product/attendance.md §16); the row menu adds Action. */
export const attendanceColumns = ({
  checkOut,
  checkingOut,
}: AttendanceRowHandlers): Column<AttendanceRecord>[] => [
  {
    key: 'date',
    priority: 'secondary',
    card: 'detail',
    header: 'Date',
    cell: (r) => formatDate(r.day),
  },
  { key: 'name', card: 'title', header: 'User', cell: (r) => r.name, sortable: true },
  { key: 'check_in', header: 'Check-in', cell: (r) => clockTime(r.check_in), sortable: true },
  {
    key: 'check_out',
    header: 'Check-out',
    sortable: true,
    cell: (r) =>
      r.no_check_out ? (
        NO_CHECK_OUT
      ) : r.check_out !== null ? (
        clockTime(r.check_out)
      ) : (
        <Button
          variant="secondary"
          aria-label={`Check out ${r.name}`}
          busy={checkingOut === r.id}
          onClick={() => checkOut(r)}
        >
          Check out
        </Button>
      ),
  },
  {
    key: 'days',
    priority: 'secondary',
    card: 'detail',
    header: 'Days left',
    cell: (r) => daysLeftText(r.days_left),
  },
];
