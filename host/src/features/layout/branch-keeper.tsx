import { useCallback, useLayoutEffect } from 'react';
import { useSWRConfig } from 'swr';
import {
  activeBranch,
  branchesResource,
  SESSION_KEY,
  setActiveBranch,
  useApi,
  useLocation,
  useNavigate,
  type BranchChoice,
  type BranchList,
} from '@spotter/shared';
import { searchWithBranch, setChosenBranch, settledBranch, useChosenBranch } from './branch-choice';

// The same whatever the branch: the account, and the branches the switcher offers (the API
// answers both under any choice). Put back at once, they keep the shell and the switcher (and its
// focus) on screen while everything else is read again.
const EVERY_BRANCH_KEYS = [SESSION_KEY, branchesResource.list];

/**
 * Makes `branch` the one the tab is at (docs/product/branches.md §26). Every call then names it, and the
 * reads cached so far are the old branch's under the same keys (their paths): the cache starts
 * afresh (SWR's unload, which also discards the answers still on their way and the previous page
 * a list keeps on screen while the next loads), so a screen shows the new branch's rows or waits
 * for them, never another branch's.
 */
function useGoToBranch(): (branch: BranchChoice | null) => void {
  const { cache, mutate, unload } = useSWRConfig();
  return useCallback(
    (branch) => {
      if (branch === activeBranch()) return;
      setActiveBranch(branch);
      const kept = EVERY_BRANCH_KEYS.map((key) => [key, cache.get(key)?.data] as const);
      unload();
      for (const [key, data] of kept)
        if (data !== undefined) void mutate(key, data, { revalidate: false });
    },
    [cache, mutate, unload],
  );
}

/** The switcher's choice: the tab's own from now on, named in its URL and kept in the tab. */
export function useChooseBranch(): (choice: BranchChoice) => void {
  const goTo = useGoToBranch();
  return useCallback(
    (choice) => {
      setChosenBranch(choice);
      goTo(choice);
    },
    [goTo],
  );
}

/**
 * Keeps the tab's branch right and in the URL, from the signed-in layout: once the branches are
 * read, a choice that names none of them (or any choice, with one branch) gives way to the first
 * branch, unnamed (settledBranch); and a page whose URL drops the tab's choice (a section's link)
 * gets it back, in place.
 */
export function ActiveBranchKeeper() {
  const { data } = useApi<BranchList>(branchesResource.list);
  const chosen = useChosenBranch();
  const goTo = useGoToBranch();
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    if (data === undefined) return;
    // The calls name the tab's own choice, or nothing (the first branch).
    const settled = settledBranch(chosen, branchesResource.plain(data));
    setChosenBranch(settled);
    goTo(settled);
  }, [data, chosen, goTo]);

  useLayoutEffect(() => {
    const search = searchWithBranch(location.search, chosen);
    if (search === location.search) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, chosen, navigate]);

  return null;
}
