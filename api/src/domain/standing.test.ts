import { standingOf, type MemberState } from './standing';

const TODAY = '2026-11-23';
const member = (overrides: Partial<MemberState> = {}): MemberState => ({
  name: 'Asha',
  status: 'Active',
  expire_date: '2026-12-31',
  total_fee: 1500,
  paid_amount: 1500,
  checked_in: false,
  ...overrides,
});

it.each([
  ['active, paid up, far from expiry', {}, 'Active', null],
  ['expiring within 7 days', { expire_date: '2026-11-26' }, 'Active, expiring in 3 days', null],
  ['expiring tomorrow', { expire_date: '2026-11-24' }, 'Active, expiring in 1 day', null],
  ['expiring today', { expire_date: TODAY }, 'Active, expiring today', null],
  ['8 days left is not yet "expiring"', { expire_date: '2026-12-01' }, 'Active', null],
  ['owing', { paid_amount: 0, total_fee: 150000 }, 'Active, owes ₹1,50,000', null],
  [
    'expiring and owing',
    { expire_date: '2026-11-25', paid_amount: 500 },
    'Active, expiring in 2 days, owes ₹1,000',
    null,
  ],
  [
    'expired (an Active member past their expiry shows Expired)',
    { status: 'Expired', expire_date: '2026-11-22' },
    'Expired on 22 Nov 2026',
    "Asha's membership expired on 22 Nov 2026. Renew it before checking in.",
  ],
  [
    'Inactive (and expired)',
    { status: 'Inactive', expire_date: '2026-01-01' },
    'Inactive, expired on 1 Jan 2026',
    'Asha is Inactive and cannot check in.',
  ],
  [
    'already checked in',
    { checked_in: true },
    'Active, checked in now',
    'Asha is already checked in. Check them out first.',
  ],
] as const)('%s', (_, overrides, standing, refusal) => {
  expect(standingOf(member(overrides), TODAY)).toMatchObject({ standing, refusal });
});

it('answers days left and the due amount, never below zero', () => {
  const expired = member({ status: 'Expired', expire_date: '2026-11-20', paid_amount: 2000 });
  expect(standingOf(expired, TODAY)).toEqual({
    days_left: -3,
    due_amount: 0,
    checked_in: false,
    standing: 'Expired on 20 Nov 2026',
    refusal: "Asha's membership expired on 20 Nov 2026. Renew it before checking in.",
  });
});

it('says nothing of what is owed to an account that may not see money', () => {
  const owing = member({ expire_date: '2026-11-25', paid_amount: 500 });
  expect(standingOf(owing, TODAY, { money: false }).standing).toBe('Active, expiring in 2 days');
  expect(standingOf(owing, TODAY, { money: true }).standing).toBe(
    'Active, expiring in 2 days, owes ₹1,000',
  );
});
