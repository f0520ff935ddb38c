import {
  sampleInvoice,
  sampleMember,
  sampleTask,
  testBranchColumns,
} from '@spotter/shared/testing';
import { routes } from './routes';

// Under All branches among several each billing list shows its rows' branch (docs/product/branches.md §26):
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

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

testBranchColumns(routes, [
  {
    list: 'Invoice History',
    url: '/invoice',
    seed: { invoices: [sampleInvoice(1, { member: 'Asha Rao', branch_id: 2 })] },
    row: 'INV-00001',
  },
  { list: 'Balance Pending', url: '/pending', seed: { members: [asha] }, row: 'Asha Rao' },
  { list: 'Expired Member List', url: '/expired', seed: { members: [asha] }, row: 'Asha Rao' },
  {
    list: 'Reminders',
    url: '/reminders',
    seed: { reminders: { tasks: [sampleTask(1, { name: 'Asha Rao', ...atBaner })] } },
    row: 'Asha Rao',
  },
]);
