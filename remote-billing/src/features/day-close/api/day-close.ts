import {
  action,
  defineResource,
  paths,
  type CashCountBody,
  type CashCounted,
  type DayClose,
} from '@spotter/shared';

/** The day's money (docs/product/billing.md §27): the read Day close makes as it opens. */
export const dayClosePath = (day: string) =>
  `${paths.invoices.dayClose}?${new URLSearchParams({ day }).toString()}`;

/**
 * Day close as a resource: its read is one day's money (never a plain list), its one write the
 * cash counted, which makes that day's read stale (the latest count and its difference).
 */
export const dayCloseResource = defineResource({
  list: paths.invoices.dayClose,
  plain: (): DayClose[] => [],
  rowId: (day: DayClose) => Number(day.day.replaceAll('-', '')),
  actions: {
    countCash: action<void, CashCountBody, CashCounted>({
      path: () => paths.invoices.cashCount,
      failure: 'Could not save the cash counted.',
    }),
  },
});

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
