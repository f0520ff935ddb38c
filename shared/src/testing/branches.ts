import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { setActiveBranch, type BranchChoice } from '../core/branches/active-branch';
import type { Branch } from '../core/types';
import { fakeApi, type FakeSeed } from './fake-api';
import { firstBranchOnly, sampleBranch } from './fake-api/branches';
import { renderRoutes } from './render';

/** Main branch (1) and Baner (2): a gym with branches to choose between. */
export const twoBranches = (): Branch[] => [
  ...firstBranchOnly(),
  sampleBranch(2, { name: 'Baner' }),
];

/**
 * How a list may be read (docs/product/branches.md §26): a Branch column only under All branches among
 * several. `choice` is what the host's switcher sets (setActiveBranch): nothing in a one-branch gym.
 */
export const BRANCH_VIEWS: {
  view: string;
  choice: BranchChoice | null;
  branches: () => Branch[];
  column: boolean;
}[] = [
  { view: 'All branches among two', choice: 'all', branches: twoBranches, column: true },
  { view: 'one branch chosen among two', choice: 2, branches: twoBranches, column: false },
  { view: 'a gym with one branch', choice: null, branches: firstBranchOnly, column: false },
];

/**
 * Waits for the row showing `row`, then checks its Branch column reads `branch` (the column just
 * before the row's actions), or that there is no Branch column when `branch` is null.
 */
export async function expectBranchColumn(row: string, branch: string | null) {
  const cell = await screen.findByRole('cell', { name: row });
  if (branch === null) {
    expect(screen.queryByRole('columnheader', { name: 'Branch' })).not.toBeInTheDocument();
    return;
  }
  const header = await screen.findByRole('columnheader', { name: 'Branch' });
  const headers = within(header.closest('tr')!).getAllByRole('columnheader');
  const cells = within(cell.closest('tr')!).getAllByRole('cell');
  expect(cells[headers.indexOf(header)]).toHaveTextContent(branch);
}

/** A list whose `row`, seeded at Baner (branch 2), shows it under All branches. */
export interface BranchColumnCase {
  list: string;
  url: string;
  seed: Partial<FakeSeed>;
  row: string;
}

/** Declares, for each of a section's lists, one test per BRANCH_VIEWS. */
export function testBranchColumns(routes: RouteObject[], lists: BranchColumnCase[]) {
  describe.each(lists)('$list', ({ url, seed, row }) => {
    afterEach(() => setActiveBranch(null));
    test.each(BRANCH_VIEWS)('$view: a Branch column only under All branches', async (view) => {
      fakeApi({ ...seed, branches: view.branches() });
      setActiveBranch(view.choice);
      renderRoutes(routes, url);
      await expectBranchColumn(row, view.column ? 'Baner' : null);
    });
  });
}
