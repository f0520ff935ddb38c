import { isDateInRange, rupeesFromText } from '../../schemas/input-rules';
import { BLOOD_GROUPS, type BloodGroup } from '../../schemas/common';

/*
 * The readings of a sheet's cells that the member form does not need (docs/product/import.md §24): dates
 * written the ways people and other systems write them, amounts with their currency and
 * separators, and blood groups and statuses in any case. Each answers null for text it cannot
 * read; the row reader turns that into the row's reason.
 */

export interface ReadDate {
  date: string;
  /** Written day and month that could be read the other way round (03/04/2024): read day first. */
  ambiguous: boolean;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month written as its name ("Jan", "January", and "Sept"): 1–12, or 0 for no month's name. */
const monthNumber = (name: string) =>
  MONTHS.findIndex(
    (month) =>
      name === month || name === month.slice(0, 3) || (name === 'sept' && month === 'september'),
  ) + 1;

const pad = (n: number) => String(n).padStart(2, '0');

/** A two-digit year: this century's, unless that is more than a year ahead of today. */
function fullYear(year: string, month: number, day: number, today: string): number {
  if (year.length === 4) return Number(year);
  const thisCentury = 2000 + Number(year);
  const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return `${thisCentury}-${pad(month)}-${pad(day)}` > yearAhead ? thisCentury - 100 : thisCentury;
}

function calendarDay(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isDateInRange(iso) ? iso : null;
}

/**
 * A date as a sheet writes it: YYYY-MM-DD (how an .xlsx date cell reads), D/M/YYYY, D-M-YYYY,
 * D.M.YYYY or D/M/YY, always day first as India writes dates, or D Mon YYYY ("5 Jan 2024",
 * "05-Jan-24"). A time after it (a CSV export of a date-and-time cell) is left out. Null: not a
 * real day within DATE_RANGE.
 */
export function readDate(text: string, today: string): ReadDate | null {
  const day = text.replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(\s?[AaPp][Mm])?$/, '').trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(day);
  if (iso) {
    const date = calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date ? { date, ambiguous: false } : null;
  }
  const numeric = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(day);
  if (numeric) {
    const [d, m] = [Number(numeric[1]), Number(numeric[3])];
    const date = calendarDay(fullYear(numeric[4]!, m, d, today), m, d);
    return date ? { date, ambiguous: d <= 12 && m <= 12 && d !== m } : null;
  }
  const named = /^(\d{1,2})[\s/.-]*([A-Za-z]{3,9})[\s/.,-]*(\d{4}|\d{2})$/.exec(day);
  if (named) {
    const month = monthNumber(named[2]!.toLowerCase());
    if (month === 0) return null;
    const d = Number(named[1]);
    const date = calendarDay(fullYear(named[3]!, month, d, today), month, d);
    return date ? { date, ambiguous: false } : null;
  }
  return null;
}

/**
 * Whole rupees as a sheet writes them: "₹1,500", "Rs. 1500", "INR 1500", "1,500/-", "1500.00".
 * Paise other than .00 are refused (money is whole rupees, docs/product/billing.md §12), as are negative
 * amounts and amounts over MONEY_MAX. Null: not such an amount.
 */
export function readRupees(text: string): number | null {
  const digits = text
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*\/-$/, '')
    .replace(/[,\s\u00A0\u202F]/g, '')
    .replace(/\.0{1,2}$/, '');
  return rupeesFromText(digits);
}

/** "b+", "AB +", "o -ve": a blood group of the member form's list, in any case and spacing. */
export function readBloodGroup(text: string): BloodGroup | null {
  const group = text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/([+-])VE$/, '$1');
  return (BLOOD_GROUPS as readonly string[]).includes(group) ? (group as BloodGroup) : null;
}

export function readStatus(text: string): 'Active' | 'Inactive' | null {
  const status = text.toLowerCase();
  if (status === 'active') return 'Active';
  if (status === 'inactive') return 'Inactive';
  return null;
}
