const DAY_MS = 24 * 60 * 60 * 1000;

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const addDays = (iso: string, days: number) =>
  new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

/** The gym's calendar day: the server's local date, not UTC's. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The instant (ISO-8601) at which the gym's calendar day `iso` begins: its local midnight. */
export function dayStart(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toISOString();
}

/** Joining date + the plan's days + the days the membership was paused (leave → rejoin). */
export function expiryDate(
  joining: string,
  durationDays: number,
  leave: string | null,
  rejoin: string | null,
): string {
  const paused = leave && rejoin ? daysBetween(leave, rejoin) : 0;
  return addDays(joining, durationDays + paused);
}

// Fixed month names: ICU versions disagree on short months ('Sep' vs 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' → '24 Nov 2026', as the screens write a day in a sentence. */
export function dayInWords(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}
