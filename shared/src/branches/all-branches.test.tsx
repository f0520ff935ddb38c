import { act, screen, waitFor } from '@testing-library/react';
import { paths } from '@spotter/api/paths';
import { configureClient } from '../core/api/client';
import { chosenBranch } from '../resources/branches';
import { fakeApi, firstBranchOnly } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import { twoBranches } from '../testing/branches';
import { DataTable, type Column } from '../ui/data-table';
import { setActiveBranch } from '../core/branches/active-branch';
import { ChooseBranchNote, useBranchColumns, useBranchNeeded } from './all-branches';
import { columnHeaders } from '../testing/actions';

interface Visit {
  id: number;
  name: string;
  branch_id?: number;
}
const COLUMNS: Column<Visit>[] = [
  { key: 'name', header: 'Name', cell: (v) => v.name },
  { key: 'visits', header: 'Visits', cell: () => '3' },
  { key: 'actions', header: 'Actions', card: 'actions', cell: () => 'menu' },
];
const VISITS: Visit[] = [
  { id: 1, name: 'Asha', branch_id: 2 },
  { id: 2, name: 'Ravi', branch_id: 1 },
];

/** A list as a section builds it, with a note in place of a write while All branches is read. */
function Visits() {
  const columns = useBranchColumns(COLUMNS, 'branch_id');
  const needed = useBranchNeeded();
  return (
    <>
      {needed ? <ChooseBranchNote>Choose a branch first.</ChooseBranchNote> : <button>Add</button>}
      <DataTable
        caption="Visits"
        columns={columns}
        rows={VISITS}
        rowKey={(v) => v.id}
        emptyText="None"
      />
    </>
  );
}

const headers = () => columnHeaders();
const branchReads = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path.startsWith(paths.branches.list));

beforeEach(() => configureClient({ baseUrl: '/api', timeoutMs: 15_000 }));
afterEach(() => setActiveBranch(null));

describe('the Branch column and the notes of All branches', () => {
  test('under All branches among two: a Branch column after the name, each row’s branch by name, and the note in place of the write', async () => {
    fakeApi({ branches: twoBranches() });
    setActiveBranch('all');
    renderWithProviders(<Visits />);
    // The note at once, the branches' names once they are read.
    expect(screen.getByRole('note')).toHaveTextContent('Choose a branch first.');
    await waitFor(() => expect(headers()).toEqual(['Name', 'Branch', 'Visits', 'Actions']));
    expect(screen.getByRole('row', { name: /Asha/ })).toHaveTextContent('AshaBaner3menu');
    expect(screen.getByRole('row', { name: /Ravi/ })).toHaveTextContent('RaviMain branch3menu');
    expect(screen.getByRole('note')).toHaveTextContent('Choose a branch first.');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  test('the column and the note go as soon as one branch is chosen', async () => {
    fakeApi({ branches: twoBranches() });
    setActiveBranch('all');
    renderWithProviders(<Visits />);
    await screen.findByRole('columnheader', { name: 'Branch' });
    act(() => setActiveBranch(1));
    expect(headers()).toEqual(['Name', 'Visits', 'Actions']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  test.each([
    ['one branch chosen', 2, twoBranches()],
    ['a gym with one branch', null, firstBranchOnly()],
  ] as const)(
    '%s: the columns as they were, and the branches are not even read',
    async (_view, choice, branches) => {
      const api = fakeApi({ branches: [...branches] });
      setActiveBranch(choice);
      renderWithProviders(<Visits />);
      expect(headers()).toEqual(['Name', 'Visits', 'Actions']);
      expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
      await act(() => Promise.resolve());
      expect(branchReads(api)).toEqual([]);
    },
  );

  test('All branches with a single branch (a stale choice) shows no column and offers the write', async () => {
    const api = fakeApi({ branches: firstBranchOnly() });
    setActiveBranch('all');
    renderWithProviders(<Visits />);
    await waitFor(() => expect(branchReads(api)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(headers()).toEqual(['Name', 'Visits', 'Actions']);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('a form’s branch', () => {
  const branches = twoBranches();

  test('starts at the active branch when one is chosen, else the first', () => {
    expect(chosenBranch('', branches, 2)).toBe('2');
    expect(chosenBranch('', branches, 'all')).toBe('1');
    expect(chosenBranch('', branches, null)).toBe('1');
    // A choice the gym does not hold (a branch just removed) falls back to the first.
    expect(chosenBranch('', branches, 7)).toBe('1');
  });

  test('keeps what the form holds (a record’s own when editing), and is none with nothing to choose', () => {
    expect(chosenBranch('1', branches, 2)).toBe('1');
    expect(chosenBranch('', null, 2)).toBe('');
  });
});
