import { formatDateTime } from '@spotter/shared';

/** When an account last signed in, in the browser's time: '20 Nov 2026, 09:30', or 'Never'. */
export const signInTime = (iso: string | null): string =>
  iso === null ? 'Never' : formatDateTime(iso);
