import { useCallback, useLayoutEffect } from 'react';
import { useSWRConfig } from 'swr';
import {
  activeBranch,
  branchesResource,
  SESSION_KEY,
  setActiveBranch,
  useActiveBranch,
  useApi,
  useLocation,
  useNavigate,
  type BranchChoice,
  type BranchList,
} from '@spotter/shared';
import { rememberBranch, searchWithBranch, settledBranch } from './branch-choice';

// The same whatever the branch: the account, and the branches the switcher offers (the API
// answers both under any choice). Keeping them keeps the shell, and the switcher's focus, in place.
const EVERY_BRANCH_KEYS = new Set<unknown>([SESSION_KEY, branchesResource.list]);

/**
 * Makes `choice` the tab's branch (docs/product.md §26). Every call then names it, and every read
 * cached under another branch is dropped and asked again at once, so that a screen shows the new
 * branch's rows or waits for them, never another branch's (the reads' keys are their paths, the
 * same for every branch). An answer still on its way for the old branch is discarded by SWR, as
 * the drop is a mutation made after it was asked.
 */
export function useChooseBranch(): (choice: BranchChoice | null) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (choice) => {
      if (choice === activeBranch()) return;
      setActiveBranch(choice);
      rememberBranch(choice);
      void mutate((key) => !EVERY_BRANCH_KEYS.has(key), undefined, { revalidate: true });
    },
    [mutate],
  );
}

/**
 * Keeps the tab's branch right and in the URL, from the signed-in layout: once the branches are
 * read, a choice that names none of them (or any choice, with one branch) gives way
 * (settledBranch); and a page whose URL drops `?branch=` (a section's link) gets it back, in place.
 */
export function ActiveBranchKeeper() {
  const { data } = useApi<BranchList>(branchesResource.list);
  const choice = useActiveBranch();
  const choose = useChooseBranch();
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    if (data === undefined) return;
    const settled = settledBranch(choice, branchesResource.plain(data));
    if (settled !== choice) choose(settled);
  }, [data, choice, choose]);

  useLayoutEffect(() => {
    const search = searchWithBranch(location.search, choice);
    if (search === location.search) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, choice, navigate]);

  return null;
}
