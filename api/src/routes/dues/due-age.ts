import type { DueAge } from '../../schemas';
import { addDays } from '../../domain/dates';

/** Period starts (inclusive, YYYY-MM-DD) whose dues have the given age on `today`. */
export interface StartRange {
  from?: string;
  to?: string;
}

/**
 * A due is as old as the current period (docs/product/billing.md §20): billed on the period's start, so
 * 0–7 days old means a start within the last 7 days (or still ahead), over 30 means before that.
 */
export function startRange(age: DueAge | undefined, today: string): StartRange {
  switch (age) {
    case '0-7':
      return { from: addDays(today, -7) };
    case '8-30':
      return { from: addDays(today, -30), to: addDays(today, -8) };
    case '31+':
      return { to: addDays(today, -31) };
    default:
      return {};
  }
}
