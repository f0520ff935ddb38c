const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the desk's clock shows it: '09:05'. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Days until the member's expiry: '12 days', '1 day', '0 days', or 'Expired' once past it. */
export const daysLeftText = (days: number) =>
  days < 0 ? 'Expired' : `${days} ${days === 1 ? 'day' : 'days'}`;

/** The browser's calendar day, 'YYYY-MM-DD', the date picker's first value. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
