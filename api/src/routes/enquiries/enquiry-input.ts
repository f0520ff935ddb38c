import { badRequest } from '../../lib/http-errors';
import { DATE_RANGE, isDateInRange, isIsoDate } from '../../schemas/input-rules';
import { today } from '../../domain/dates';
import type { EnquiryInput, EnquiryStatus } from '../../schemas';

/** An enquiry's columns as add and edit set them. */
export interface EnquiryValues {
  name: string;
  phone: string;
  plan_id: number | null;
  note: string;
  enquiry_date: string;
  status: EnquiryStatus;
}

/** The validated body as stored: trimmed, the date checked (today when not given), status New by default. */
export function toEnquiryValues(input: EnquiryInput, now = new Date()): EnquiryValues {
  const date = input.enquiry_date?.trim() || today(now);
  if (!isIsoDate(date)) throw badRequest('Enquiry date must be a real date written YYYY-MM-DD');
  if (!isDateInRange(date))
    throw badRequest(`Enquiry date must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}`);
  return {
    name: input.name.trim(),
    phone: input.phone,
    plan_id: input.plan_id ?? null,
    note: (input.note ?? '').trim(),
    enquiry_date: date,
    status: input.status ?? 'New',
  };
}
