import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  type Branch,
  type BranchList,
  type Column,
  useActiveBranch,
  useApi,
} from '@spotter/shared/core';
import { branchesResource } from '../resources/branches';

// The branches are asked for only under All branches, so that a one-branch gym, or one branch
// chosen, makes no call it did not make before.
function useBranchesUnderAll() {
  const all = useActiveBranch() === 'all';
  const { data } = useApi<BranchList>(all ? branchesResource.list : null);
  return { all, branches: all && data ? branchesResource.plain(data) : undefined };
}

/** The branches while the tab reads All branches among two or more (docs/product/branches.md §26), else null. */
export function useAllBranches(): Branch[] | null {
  const { branches } = useBranchesUnderAll();
  return useMemo(() => (branches && branches.length >= 2 ? branches : null), [branches]);
}

/**
 * Whether a write that happens at one branch (a check-in, an enquiry) waits for one to be chosen:
 * under All branches, unless the branches turn out to be one. Known at once, before they arrive,
 * so that the control never shows only to give way.
 */
export function useBranchNeeded(): boolean {
  const { all, branches } = useBranchesUnderAll();
  return all && (branches === undefined || branches.length >= 2);
}

/** A branch's name by its id, under All branches among several; null when rows show no branch. */
export function useBranchNames(): ((id: number | undefined) => string) | null {
  const branches = useAllBranches();
  return useMemo(() => {
    if (!branches) return null;
    const names = new Map(branches.map((branch) => [branch.id, branch.name]));
    return (id) => (id === undefined ? '' : (names.get(id) ?? ''));
  }, [branches]);
}

/** Where a row says its branch: a member's home (members, dues, tasks), else where it happened. */
export type BranchField = 'home_branch_id' | 'branch_id';

/**
 * A list's columns with a "Branch" column (the row's branch by name) under All branches among
 * several, right after the column that names the row: a wide list scrolls sideways under its pinned
 * actions, and the branch stays in view beside the name. The very same columns otherwise, so that
 * one branch looks exactly as before.
 */
export function useBranchColumns<
  Row extends object & { [F in Field]?: number },
  Field extends BranchField,
>(columns: Column<Row>[], field: Field): Column<Row>[] {
  const nameOf = useBranchNames();
  return useMemo(() => {
    if (!nameOf) return columns;
    const branch: Column<Row> = {
      key: 'branch',
      header: 'Branch',
      cell: (row) => nameOf(row[field]),
    };
    const title = columns.findIndex((column) => column.card === 'title');
    const at = (title === -1 ? 0 : title) + 1;
    return [...columns.slice(0, at), branch, ...columns.slice(at)];
  }, [columns, field, nameOf]);
}

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Said in place of a control whose write needs one branch (a check-in, an enquiry) while
 * useBranchNeeded: the API would refuse that write.
 */
export const ChooseBranchNote = ({ children }: { children: ReactNode }) => (
  <Note role="note">{children}</Note>
);
