import { useSyncExternalStore } from 'react';

/**
 * The branch this tab acts at (docs/product/branches.md §26): a branch's id, or 'all' for All branches;
 * null while there is nothing to choose (one branch) or nothing chosen yet. One value per page:
 * @spotter/shared is a federation singleton, so the host's switcher and every section read the
 * same one. The host keeps it in the tab and in the URL; the fetch client sends it with each call.
 */
export type BranchChoice = number | 'all';

let current: BranchChoice | null = null;
const listeners = new Set<() => void>();

export const activeBranch = (): BranchChoice | null => current;

export function setActiveBranch(choice: BranchChoice | null): void {
  if (choice === current) return;
  current = choice;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's branch, read again when the switcher changes it. */
export const useActiveBranch = (): BranchChoice | null =>
  useSyncExternalStore(subscribe, activeBranch, activeBranch);

/** A choice as the URL and the API's `branch=` carry it, and back (null for anything else). */
export const branchParam = (choice: BranchChoice | null): string | undefined =>
  choice === null ? undefined : String(choice);

export function readBranchParam(value: string | null | undefined): BranchChoice | null {
  if (value === 'all') return 'all';
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
