import { useSyncExternalStore } from 'react';
import {
  branchParam,
  readBranchParam,
  setActiveBranch,
  type Branch,
  type BranchChoice,
} from '@spotter/shared/core';

/**
 * Where a tab keeps its branch (docs/product/branches.md §26): its sessionStorage, so that two tabs may
 * work at two branches, and the URL's `?branch=`, so that a link or a reload opens the same one.
 */
export const BRANCH_STORAGE_KEY = 'spotter.branch';

// A browser may refuse storage (a private window's quota, a policy): the URL still keeps it.
function stored(): string | null {
  try {
    return sessionStorage.getItem(BRANCH_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberBranch(choice: BranchChoice | null): void {
  try {
    if (choice === null) sessionStorage.removeItem(BRANCH_STORAGE_KEY);
    else sessionStorage.setItem(BRANCH_STORAGE_KEY, String(choice));
  } catch {
    // see stored()
  }
}

// The tab's own choice: the one its URL named, it kept, or the switcher made; null while it made
// none, when the first branch holds without being named anywhere (a gym that just grew a second
// branch keeps its links and URLs as they were until someone switches).
let tabChoice: BranchChoice | null = null;
const listeners = new Set<() => void>();

export const chosenBranch = () => tabChoice;

export function setChosenBranch(choice: BranchChoice | null): void {
  rememberBranch(choice);
  if (choice === tabChoice) return;
  tabChoice = choice;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tab's own choice (chosenBranch), which its URL and its links name. */
export const useChosenBranch = () => useSyncExternalStore(subscribe, chosenBranch, chosenBranch);

/**
 * The tab's branch as it starts, before the list of branches is known: the one the page's URL
 * `search` names, else the tab's last. Set before the first call, so that the session check and
 * the page's first reads name it as the page's preloads do; the layout checks it against the
 * branches once they are read (settledBranch).
 */
export function startBranchChoice(search: string): BranchChoice | null {
  const choice =
    readBranchParam(new URLSearchParams(search).get('branch')) ?? readBranchParam(stored());
  setChosenBranch(choice);
  setActiveBranch(choice);
  return choice;
}

/**
 * Among `branches` (in id order), the tab's choice that stands: none with one branch, or for one
 * that names no branch. Unchosen, the tab is at the first branch without naming it (the switcher
 * shows it so): the API takes a call that names no branch as the first one's, so the page's
 * preloaded reads are the ones it makes.
 */
export function settledBranch(
  choice: BranchChoice | null,
  branches: readonly Branch[],
): BranchChoice | null {
  if (branches.length < 2) return null;
  return choice === 'all' || branches.some((branch) => branch.id === choice) ? choice : null;
}

/** The page's query `search` naming `choice` (none: naming no branch), its other parameters kept. */
export function searchWithBranch(search: string, choice: BranchChoice | null): string {
  const params = new URLSearchParams(search);
  const value = branchParam(choice);
  if ((params.get('branch') ?? undefined) === value) return search;
  if (value === undefined) params.delete('branch');
  else params.set('branch', value);
  const next = params.toString();
  return next ? `?${next}` : '';
}
