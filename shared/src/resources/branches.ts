import { paths, pathTo } from '@spotter/api/paths';
import type { Branch, BranchChoice, BranchList, SelectOption } from '@spotter/shared/core';
import { defineResource } from '../resource/resource';
import { useResourceAll } from '../resource/use-resource-list';

/**
 * The gym's branches (docs/product/branches.md §26): added and edited in the host's Settings, chosen in
 * the members' and the staff's forms, hence declared here. The plain list answers
 * `{ status, data }` in id order, the first branch first.
 */
export const branchesResource = defineResource({
  list: paths.branches.list,
  plain: (reply: BranchList) => reply.data,
  rowId: (branch: Branch) => branch.id,
  create: paths.branches.add,
  update: (id) => pathTo(paths.branches.edit, { id }),
  permissions: { create: 'branches.manage', update: 'branches.manage' },
});

/**
 * The branches to choose between, or null while there is no choice: one branch (an installation
 * that looks exactly as it did before branches), or none read yet or at all. Without a choice a
 * form sends no branch, and the API keeps the record's or gives the first branch.
 */
export function useBranchChoice(): Branch[] | null {
  const { rows } = useResourceAll(branchesResource);
  return rows.length >= 2 ? rows : null;
}

/** A branch picker's options: each branch by its name, in the list's order. */
export const branchOptions = (branches: Branch[]): SelectOption[] =>
  branches.map((branch) => ({ value: String(branch.id), label: branch.name }));

/**
 * The branch a form shows and sends: the one chosen in it (a record's own when editing), else the
 * branch the tab acts at (`active`, one of `branches`), else the first; none ('') while there is
 * no choice, so that nothing about branches is sent.
 */
export function chosenBranch(
  value: string,
  branches: Branch[] | null,
  active: BranchChoice | null = null,
): string {
  if (!branches) return '';
  if (value) return value;
  const at = branches.find((branch) => branch.id === active) ?? branches[0]!;
  return String(at.id);
}
