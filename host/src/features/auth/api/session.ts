import { mutate } from 'swr';
import { useApi, type Me } from '@spotter/shared';

export const SESSION_KEY = '/members/admin_me';

export function useSession() {
  return useApi<Me>(SESSION_KEY);
}

/** Forget the cached session so the next guard check asks the API again. */
export function clearSession(): Promise<unknown> {
  return mutate(SESSION_KEY, undefined, { revalidate: false });
}

export function refreshSession(): Promise<unknown> {
  return mutate(SESSION_KEY);
}
