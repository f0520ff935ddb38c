// Fixed month names: ICU versions disagree on en-GB short months ('Sep' vs 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-22' → '22 Nov 2026'; a date-only value is read as a calendar day, never shifted by time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const month = MONTHS[Number(m) - 1];
    return month ? `${Number(d)} ${month} ${y}` : 'N/A';
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '2026-06' → 'Jun 2026': a calendar month as the dashboard names it. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : 'N/A';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's time of day in the browser's time: '09:05'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant in the browser's time, as the desk reads it: '20 Nov 2026, 09:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}

/** The browser's calendar day, 'YYYY-MM-DD' (a date input's value, a file's date). */
export const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
