/**
 * The branches a request covers (docs/product/branches.md §26), as the rules and queries see them: no
 * request here, only what the branch scope plugin (plugins/branch-scope.ts) read from it.
 */
export interface BranchScope {
  /** The branches the request's reads cover; null: every branch, so nothing is filtered. */
  readonly ids: readonly number[] | null;
  /**
   * The one branch the request acts at: the one chosen, else (none sent) the account's first; null
   * for All branches, and in a gym of one branch when none is sent.
   */
  readonly active: number | null;
  /**
   * The branches the account works at, whatever it has chosen (where it may move a member or give
   * one a home); null: every branch.
   */
  readonly allowed: readonly number[] | null;
}

/** Every branch, nothing chosen: what a call covers in a gym of one branch, or under All branches. */
export const EVERY_BRANCH: BranchScope = { ids: null, active: null, allowed: null };

/** Whether the request's reads cover branch `id`. */
export const covers = (scope: BranchScope, id: number) =>
  scope.ids === null || scope.ids.includes(id);

/** Whether the request's account may act on branch `id` (give a member a home there, say). */
export const mayUse = (scope: Pick<BranchScope, 'allowed'>, id: number) =>
  scope.allowed === null || scope.allowed.includes(id);
