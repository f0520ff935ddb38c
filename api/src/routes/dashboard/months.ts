/** Calendar months as 'YYYY-MM', counted from the gym's day (docs/product/dashboard.md §15). */

export const monthOf = (day: string) => day.slice(0, 7);

/** '2026-01' + -1 → '2025-12'. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `today`'s, oldest first. */
export const lastMonths = (today: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(monthOf(today), i - count + 1));

/** The first day of `month` and of the month after: a half-open range of days. */
export const daysOf = (month: string) => ({ from: `${month}-01`, to: `${addMonths(month, 1)}-01` });
