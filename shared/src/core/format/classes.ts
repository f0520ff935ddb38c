import type { BookingStatus } from '../types';

/**
 * A class booking's status as the desk reads it (docs/product/classes.md §28), wherever bookings
 * are shown: a session's roster, the check-in panel's Classes today.
 */
export const BOOKING_STATUS_NAMES: Record<BookingStatus, string> = {
  booked: 'Booked',
  waitlisted: 'Waitlisted',
  attended: 'Attended',
  cancelled: 'Cancelled',
  late_cancel: 'Late cancel',
  no_show: 'No show',
};
