import { paths, type CashCountBody } from '@spotter/shared';

/** The day's money (docs/product/billing.md §27): the read Day close makes as it opens. */
export const dayClosePath = (day: string) =>
  `${paths.invoices.dayClose}?${new URLSearchParams({ day }).toString()}`;

export const cashCountPath = paths.invoices.cashCount;

/** The API's rule for the cash counted, checked before sending: whole rupees, 0 or more. */
export function checkCashCounted(
  text: string,
  day: string,
): { error?: string; body?: CashCountBody } {
  const typed = text.trim();
  if (typed === '') return { error: 'Please enter the cash counted.' };
  if (!/^\d{1,8}$/.test(typed) || Number(typed) > 10_000_000)
    return { error: 'Cash counted must be a whole number of rupees from 0 to 10000000' };
  return { body: { counted: Number(typed), day } };
}
