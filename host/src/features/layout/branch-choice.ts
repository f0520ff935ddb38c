import {
  branchParam,
  readBranchParam,
  setActiveBranch,
  type Branch,
  type BranchChoice,
} from '@spotter/shared';

/**
 * Where a tab keeps its branch (docs/product.md §26): its sessionStorage, so that two tabs may
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

export function rememberBranch(choice: BranchChoice | null): void {
  try {
    if (choice === null) sessionStorage.removeItem(BRANCH_STORAGE_KEY);
    else sessionStorage.setItem(BRANCH_STORAGE_KEY, String(choice));
  } catch {
    // see stored()
  }
}

/**
 * The tab's branch as it starts, before the list of branches is known: the one the page's URL
 * `search` names, else the tab's last. Set before the first call, so that the session check and
 * the page's first reads name it as the page's preloads do; the layout checks it against the
 * branches once they are read (settledBranch).
 */
export function startBranchChoice(search: string): BranchChoice | null {
  const choice =
    readBranchParam(new URLSearchParams(search).get('branch')) ?? readBranchParam(stored());
  setActiveBranch(choice);
  rememberBranch(choice);
  return choice;
}

/**
 * The choice that holds among `branches` (in id order): none with one branch; All branches, or a
 * branch that exists, as chosen; else the first branch.
 */
export function settledBranch(
  choice: BranchChoice | null,
  branches: readonly Branch[],
): BranchChoice | null {
  if (branches.length < 2) return null;
  if (choice === 'all' || branches.some((branch) => branch.id === choice)) return choice;
  return branches[0]!.id;
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
