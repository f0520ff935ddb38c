import {
  Button,
  formatDate,
  RowActions,
  type AttendanceRecord,
  type Column,
  type RowAction,
} from '@spotter/shared';
import { clockTime, daysLeftText } from './attendance-format';

export interface AttendanceRowHandlers {
  checkOut: (record: AttendanceRecord) => void;
  /** The record whose check-out is on its way. */
  checkingOut: number | null;
  actions: (record: AttendanceRecord) => RowAction[];
}

/** Date, User, Check-in, Check-out (a button while the member is in), Days left, Action (docs/product.md §16). */
export const attendanceColumns = ({
  checkOut,
  checkingOut,
  actions,
}: AttendanceRowHandlers): Column<AttendanceRecord>[] => [
  { key: 'date', header: 'Date', cell: (r) => formatDate(r.day) },
  { key: 'user', header: 'User', cell: (r) => r.name },
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
  { key: 'days', header: 'Days left', cell: (r) => daysLeftText(r.days_left) },
  {
    key: 'action',
    header: 'Action',
    cell: (r) => <RowActions label={`Actions for ${r.name}`} actions={actions(r)} />,
  },
];
