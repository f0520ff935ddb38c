import { Button, formatDate, type AttendanceRecord, type Column } from '@spotter/shared';
import { clockTime, daysLeftText } from './attendance-format';

export interface AttendanceRowHandlers {
  checkOut: (record: AttendanceRecord) => void;
  /** The record whose check-out is on its way. */
  checkingOut: number | null;
}

/** Date, User, Check-in, Check-out (a button while the member is in), Days left (docs/product.md §16); the row menu adds Action. */
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
  { key: 'user', card: 'title', header: 'User', cell: (r) => r.name },
  { key: 'in', header: 'Check-in', cell: (r) => clockTime(r.check_in) },
  {
    key: 'out',
    header: 'Check-out',
    cell: (r) =>
      r.check_out !== null ? (
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
