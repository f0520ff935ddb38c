import { mutate } from 'swr';
import { paths } from '@spotter/api/paths';
import { useApi } from '../api/swr';
import type { Me, Permission } from '../types';

/** The signed-in account, its role and permissions: one cache entry for the host and every remote. */
export const SESSION_KEY = paths.auth.me;

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

const NONE: readonly Permission[] = [];

/**
 * What the signed-in account may do, for showing links, pages and buttons (docs/product/team-and-roles.md §22).
 * The API enforces the same permissions; the screens only leave out what would be refused. Until
 * the session has answered, nothing is allowed.
 */
export function useAccess() {
  const { data, isLoading } = useSession();
  const permissions = data?.status === 'success' ? data.admin.permissions : NONE;
  return {
    /** The branches the account works at: 'all', or some by id (docs/product/branches.md §26). */
    branches: data?.status === 'success' ? data.admin.branches : ('all' as const),
    /** `undefined` (an action that names no permission) is allowed to every account. */
    can: (permission?: Permission) => permission === undefined || permissions.includes(permission),
    permissions,
    loading: isLoading && !data,
  };
}

/** Whether the signed-in account holds `permission` (`undefined`: yes). */
export const useCan = (permission?: Permission) => useAccess().can(permission);
