import { paths, pathTo } from '@spotter/api/paths';
import type { ActivityRow, Enquiry, Invoice, Staff } from '../../core/types';
import type { InBranch } from './branches';
import type { FakeMember } from './fake-member';
import type { FakePlan } from './plans';

/** `Plan 01`, `Plan 02`…: 30 days, priced 1000, 1001… */
export const numberedPlans = (count: number): FakePlan[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Plan ${String(i + 1).padStart(2, '0')}`,
    duration_days: 30,
    price: 1000 + i,
    description: '',
  }));

/** The plans a member form offers: Gold (₹4,500, 90 days) and Trial (free, 7 days). */
export const memberPlans: FakePlan[] = [
  { id: 1, name: 'Gold', duration_days: 90, price: 4500 },
  { id: 2, name: 'Trial', duration_days: 7, price: null },
];

export const sampleMember = (id: number, overrides: Partial<FakeMember> = {}): FakeMember => ({
  id,
  name: `Member ${String(id).padStart(2, '0')}`,
  phone: `98765${String(id).padStart(5, '0')}`,
  email: '',
  age: null,
  weight: null,
  blood_group: '',
  location: '',
  profession: '',
  status: 'Active',
  joining_date: '2026-01-10',
  plan: 1,
  plan_type: 'Gold',
  total_fee: 4500,
  due_amount: 500,
  leave_date: null,
  rejoin_date: null,
  expire_date: '2026-04-10',
  no_reminders: false,
  shares_phone: false,
  home_branch_id: 1,
  branch_access: 'branch',
  ...overrides,
});

export const sampleMembers = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleMember(i + 1));

/** `Enquirer 01`, `Enquirer 02`…: New, no plan, dated 1 March 2026 onwards (a day each). */
export const sampleEnquiry = (
  id: number,
  overrides: Partial<Enquiry & InBranch> = {},
): Enquiry & InBranch => ({
  id,
  name: `Enquirer ${String(id).padStart(2, '0')}`,
  phone: `98111${String(id).padStart(5, '0')}`,
  plan_id: null,
  plan_name: null,
  note: '',
  enquiry_date: `2026-03-${String(Math.min(id, 28)).padStart(2, '0')}`,
  status: 'New',
  member_id: null,
  branch_id: 1,
  source: null,
  follow_up_on: null,
  ...overrides,
});

export const sampleEnquiries = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleEnquiry(i + 1));

export const sampleStaff = (overrides: Partial<Staff> = {}): Staff => ({
  id: 1,
  user: 'Ravi Kumar',
  phone_number: '+919876543210',
  email: 'ravi@example.com',
  location: 'Pune',
  trainer_or_staff: 'Trainer',
  age: 29,
  weight: 72.5,
  blood_group: 'B+',
  profile_picture: `${pathTo(paths.staff.picture, { id: 1 })}?v=abc`,
  branch_id: 1,
  ...overrides,
});

/** jsdom has no object URLs: each call answers `blob:preview-N`, and revocations are recorded. */
export function stubObjectUrls() {
  let count = 0;
  const createObjectURL = jest.fn(() => `blob:preview-${++count}`);
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { createObjectURL, revokeObjectURL };
}

/**
 * `INV-000NN` for `Member NN`, issued 2026-01-NN (newer as N grows), ₹4,500 with ₹500 due on odd
 * numbers, received by Gym Owner, of the member's current period (Void is offered).
 */
export const sampleInvoice = (n: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id: n,
  invoice_number: `INV-${String(n).padStart(5, '0')}`,
  member: `Member ${String(n).padStart(2, '0')}`,
  member_id: n,
  date: `2026-01-${String(Math.min(n, 28)).padStart(2, '0')}`,
  total_amount: 4500,
  paid_amount: n % 2 ? 4000 : 4500,
  due_amount: n % 2 ? 500 : 0,
  payment_method: 'cash',
  kind: 'joining',
  received_by: 'Gym Owner',
  voided: false,
  imported: false,
  credit_note_number: null,
  carried_to: null,
  voidable: true,
  branch_id: 1,
  ...overrides,
});

export const sampleInvoices = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleInvoice(i + 1));

/**
 * Record `id` of the trail: the Owner (account 1) edited `Member {id}` on 20 Nov 2026 at 09:00 and
 * `id` seconds, in the browser's zone (so a higher id is newer); `overrides` replace fields.
 */
export const sampleActivity = (id: number, overrides: Partial<ActivityRow> = {}): ActivityRow => ({
  id,
  at: new Date(2026, 10, 20, 9, 0, id).toISOString(),
  admin_id: 1,
  who: 'Gym Owner',
  action: 'member.edited',
  kind: 'members',
  what: `Edited member Member ${String(id).padStart(2, '0')}`,
  details: 'Phone: 9876500001 → 9876500002',
  member_id: id,
  ...overrides,
});
