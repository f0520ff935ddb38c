import { formatDate } from '@spotter/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** When an account last signed in, in the browser's time: '20 Nov 2026, 09:30', or 'Never'. */
export function signInTime(iso: string | null): string {
  if (iso === null) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${formatDate(iso)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
