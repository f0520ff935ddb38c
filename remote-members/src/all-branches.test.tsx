import { screen } from '@testing-library/react';
import { setActiveBranch } from '@spotter/shared';
import {
  BRANCH_VIEWS,
  fakeApi,
  fakeToday,
  renderRoutes,
  sampleEnquiry,
  sampleMember,
  testBranchColumns,
  twoBranches,
} from '@spotter/shared/testing';
import { routes } from './routes';

// Under All branches among several each list shows its rows' branch (docs/product/branches.md §26), and a
// write that happens at one branch (a check-in, an enquiry) is not offered.

const asha = sampleMember(1, { name: 'Asha Rao', home_branch_id: 2 });
const atBaner = { branch_id: 2 };
const visit = {
  id: 1,
  member_id: 1,
  day: fakeToday(),
  check_in: new Date().toISOString(),
  check_out: null,
  ...atBaner,
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

testBranchColumns(routes, [
  { list: 'Members', url: '/users', seed: { members: [asha] }, row: 'Asha Rao' },
  {
    list: 'Attendance',
    url: '/attendance',
    seed: { members: [asha], attendance: [visit] },
    row: 'Asha Rao',
  },
  {
    list: 'Enquiries',
    url: '/enquiries',
    seed: { enquiries: [sampleEnquiry(1, { name: 'Asha Rao', ...atBaner })] },
    row: 'Asha Rao',
  },
]);

describe('a write at one branch is not offered under All branches', () => {
  test('Attendance says to choose a branch in place of the check-in', async () => {
    fakeApi({ members: [asha], branches: twoBranches() });
    setActiveBranch('all');
    renderRoutes(routes, '/attendance');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Choose a branch in the top bar to check members in.',
    );
    expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  test('Enquiries says to choose a branch in place of Add Enquiry', async () => {
    fakeApi({ branches: twoBranches() });
    setActiveBranch('all');
    renderRoutes(routes, '/enquiries');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Choose a branch in the top bar to add an enquiry.',
    );
    expect(screen.queryByRole('link', { name: 'Add Enquiry' })).not.toBeInTheDocument();
  });

  test('Add Enquiry reached by its address says the same in place of the form', async () => {
    fakeApi({ branches: twoBranches() });
    setActiveBranch('all');
    renderRoutes(routes, '/enquiries/add');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Choose a branch in the top bar to add an enquiry.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  test.each(BRANCH_VIEWS.filter((view) => !view.column))(
    '$view: the check-in and Add Enquiry are offered, with no note',
    async (view) => {
      fakeApi({ members: [asha], branches: view.branches() });
      setActiveBranch(view.choice);
      const { unmount } = renderRoutes(routes, '/attendance');
      expect(await screen.findByRole('combobox', { name: 'Member' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      unmount();
      renderRoutes(routes, '/enquiries');
      expect(await screen.findByRole('link', { name: 'Add Enquiry' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    },
  );
});
