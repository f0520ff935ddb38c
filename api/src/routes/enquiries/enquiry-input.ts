import { badRequest } from '../../lib/http-errors';
import { DATE_RANGE, isDateInRange, isIsoDate } from '../../schemas/input-rules';
import { today } from '../../domain/dates';
import type { EnquiryInput, EnquirySource, EnquiryStatus } from '../../schemas';

/** An enquiry's columns as add and edit set them. */
export interface EnquiryValues {
  name: string;
  phone: string;
  plan_id: number | null;
  note: string;
  enquiry_date: string;
  status: EnquiryStatus;
  source: EnquirySource | null;
  follow_up_on: string | null;
}

/** `date` checked as a real day in range, the message naming `field`. */
function checkedDay(date: string, field: string): string {
  if (!isIsoDate(date)) throw badRequest(`${field} must be a real date written YYYY-MM-DD`);
  if (!isDateInRange(date))
    throw badRequest(`${field} must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}`);
  return date;
}

/**
 * The validated body as stored: trimmed, the dates checked (the enquiry's today when not given, the
 * follow-up none), status New by default, no source unless one is chosen.
 */
export function toEnquiryValues(input: EnquiryInput, now = new Date()): EnquiryValues {
  const date = checkedDay(input.enquiry_date?.trim() || today(now), 'Enquiry date');
  const followUp = input.follow_up_on?.trim() || null;
  return {
    name: input.name.trim(),
    phone: input.phone,
    plan_id: input.plan_id ?? null,
    note: (input.note ?? '').trim(),
    enquiry_date: date,
    status: input.status ?? 'New',
    source: input.source ?? null,
    follow_up_on: followUp === null ? null : checkedDay(followUp, 'Follow up on'),
  };
}
