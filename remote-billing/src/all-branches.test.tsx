import { setActiveBranch } from '@spotter/shared';
import {
  BRANCH_VIEWS,
  expectBranchColumn,
  fakeApi,
  renderRoutes,
  sampleInvoice,
  sampleMember,
  sampleTask,
  type FakeSeed,
} from '@spotter/shared/testing';
import { routes } from './routes';

// Under All branches among several each billing list shows its rows' branch (docs/product.md §26):
// an invoice where it was issued, a member's dues and expiry and their reminders at their home.

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const atBaner = { home_branch_id: 2 };
const asha = sampleMember(1, {
  name: 'Asha Rao',
  expire_date: day(-3),
  due_amount: 500,
  ...atBaner,
});
const task = sampleTask(1, { name: 'Asha Rao', ...atBaner });

const LISTS: { list: string; url: string; seed: Partial<FakeSeed>; row: string }[] = [
  {
    list: 'Invoice History',
    url: '/invoice',
    seed: { invoices: [sampleInvoice(1, { member: 'Asha Rao', branch_id: 2 })] },
    row: 'INV-00001',
  },
  { list: 'Balance Pending', url: '/pending', seed: { members: [asha] }, row: 'Asha Rao' },
  { list: 'Expired Member List', url: '/expired', seed: { members: [asha] }, row: 'Asha Rao' },
  { list: 'Reminders', url: '/reminders', seed: { reminders: { tasks: [task] } }, row: 'Asha Rao' },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  setActiveBranch(null);
  jest.restoreAllMocks();
});

describe.each(LISTS)('$list', ({ url, seed, row }) => {
  test.each(BRANCH_VIEWS)('$view: a Branch column only under All branches', async (view) => {
    fakeApi({ ...seed, branches: view.branches() });
    setActiveBranch(view.choice);
    renderRoutes(routes, url);
    await expectBranchColumn(row, view.column ? 'Baner' : null);
  });
});
