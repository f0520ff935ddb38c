import { ACTIVITY_ACTIONS, type ActivityData } from '../../domain/activity';
import { describe as described, type Reader } from './describe';

const reader: Reader = {
  money: true,
  plans: new Map([
    [1, 'Monthly'],
    [2, 'Quarterly'],
  ]),
  branches: new Map([
    [1, 'Main branch'],
    [2, 'Baner'],
  ]),
};
const withoutMoney: Reader = { ...reader, money: false };

const record = (action: string, label: string, data: ActivityData = {}, reason?: string) => ({
  action,
  label,
  data,
  reason: reason ?? null,
});

describe('what a record says', () => {
  it.each([
    [
      'Added member Priya Patel',
      'Gold, until 2027-01-31 · Fee: ₹1,500',
      record('member.added', 'Priya Patel', { plan: 'Gold', fee: 1500, expiry: '2027-01-31' }),
    ],
    [
      'Edited member Priya Patel',
      'Fee: ₹1,000 → ₹1,500; Plan: Monthly → Quarterly; Joining Day: 10 Jan 2026 → 12 Jan 2026',
      record('member.edited', 'Priya Patel', {
        changes: {
          total_fee: [1000, 1500],
          plan_id: [1, 2],
          joining_date: ['2026-01-10', '2026-01-12'],
        },
      }),
    ],
    [
      'Received ₹1,00,000 from Priya Patel',
      'INV-00015 · UPI',
      record('payment.received', 'Priya Patel', {
        invoice: 'INV-00015',
        amount: 100000,
        method: 'upi',
        invoice_kind: 'payment',
      }),
    ],
    [
      "Renewed Priya Patel's membership",
      'Gold, until 2027-01-31',
      record('membership.renewed', 'Priya Patel', {
        plan: 'Gold',
        expiry: '2027-01-31',
        changes: { status: ['Inactive', 'Active'] },
      }),
    ],
    [
      'Contacted Priya Patel',
      'WhatsApp · Promised to pay (28 Nov 2026) · Note: Pays on Friday',
      record('member.contacted', 'Priya Patel', {
        task: 3,
        channel: 'whatsapp',
        outcome: 'promised',
        promised_on: '2026-11-28',
        next_follow_up: null,
        note: 'Pays on\nFriday',
      }),
    ],
    [
      'Contacted Priya Patel',
      'Call · No answer · Next follow-up: 30 Nov 2026',
      record('member.contacted', 'Priya Patel', {
        task: 3,
        channel: 'call',
        outcome: 'no_answer',
        promised_on: null,
        next_follow_up: '2026-11-30',
        note: '',
      }),
    ],
    [
      'Edited member Priya Patel',
      'Do not send reminders: No → Yes',
      record('member.edited', 'Priya Patel', { changes: { no_reminders: [false, true] } }),
    ],
    ['Checked in Priya Patel', '', record('member.checked_in', 'Priya Patel')],
    ['Signed in', '', record('signed_in', 'Asha Rao')],
    [
      'Sign-in refused',
      'Wrong password',
      record('sign_in.refused', 'nobody', {}, 'Wrong password'),
    ],
    [
      'Voided INV-00015',
      'CN-00001 · Reason: Charged twice',
      record(
        'payment.voided',
        'Priya Patel',
        { invoice: 'INV-00015', credit_note: 'CN-00001' },
        'Charged twice',
      ),
    ],
    ['Deleted member Priya Patel', '', record('member.deleted', 'Priya Patel')],
    ['Restored member Priya Patel', '', record('member.restored', 'Priya Patel')],
    [
      'Edited plan Gold',
      'Price: ₹1,000 → ₹1,200; Duration (days): 30 → 31',
      record('plan.edited', 'Gold', { changes: { price: [1000, 1200], duration_days: [30, 31] } }),
    ],
    [
      'Added plan Gold',
      'Duration (days): 30 · Price: ₹1,500',
      record('plan.added', 'Gold', { duration_days: 30, price: 1500 }),
    ],
    [
      'Added plan Trial',
      'Duration (days): 1',
      record('plan.added', 'Trial', { duration_days: 1, price: null }),
    ],
    [
      'Added trainer Ravi Kumar',
      'With a picture',
      record('staff.added', 'Ravi Kumar', { role: 'Trainer', picture: true }),
    ],
    [
      'Added staff member Asha Rao',
      '',
      record('staff.added', 'Asha Rao', { role: 'Staff', picture: false }),
    ],
    [
      'Edited staff member Asha Rao',
      'Name: Asha → Asha Rao; Phone: +919800000001 → +919800000002; Role: Trainer → Staff; Profile Picture: old picture → new picture',
      record('staff.edited', 'Asha Rao', {
        changes: {
          user: ['Asha', 'Asha Rao'],
          phone_number: ['+919800000001', '+919800000002'],
          trainer_or_staff: ['Trainer', 'Staff'],
          picture: ['old picture', 'new picture'],
        },
      }),
    ],
    ['Deleted trainer or staff member Asha Rao', '', record('staff.deleted', 'Asha Rao')],
    [
      'Added enquiry Kabir',
      'Interest: Gold · Status: New',
      record('enquiry.added', 'Kabir', { plan: 'Gold', status: 'New' }),
    ],
    [
      'Edited enquiry Kabir',
      'Interest: — → Monthly; Note: — → Calls back',
      record('enquiry.edited', 'Kabir', {
        changes: { plan_id: [null, 1], note: ['', 'Calls\nback'] },
      }),
    ],
    [
      'Edited enquiry Kabir',
      'Source: — → Walk-in; Follow up on: 10 Mar 2026 → —',
      record('enquiry.edited', 'Kabir', {
        changes: { source: [null, 'walk_in'], follow_up_on: ['2026-03-10', null] },
      }),
    ],
    [
      'Converted enquiry Kabir into a member',
      'Status: New → Joined',
      record('enquiry.converted', 'Kabir', { changes: { status: ['New', 'Joined'] } }),
    ],
    [
      'Added account Asha Rao',
      'Username: asha · Role: Manager',
      record('account.added', 'Asha Rao', { username: 'asha', role: 'Manager' }),
    ],
    [
      'Edited account Asha Rao',
      'Role: Front desk → Manager; Full name: Asha → Asha Rao',
      record('account.edited', 'Asha Rao', {
        changes: { role: ['Front desk', 'Manager'], full_name: ['Asha', 'Asha Rao'] },
      }),
    ],
    [
      'Added role Helpers',
      'Permissions: See members, Check members in and out',
      record('role.added', 'Helpers', { permissions: ['members.view', 'attendance.record'] }),
    ],
    [
      'Checked in Priya Patel',
      'Closed the open visit of 20 Nov 2026',
      record('member.checked_in', 'Priya Patel', { closed_visit_of: '2026-11-20' }),
    ],
    [
      'Deleted the visit of Priya Patel',
      'Visit of 24 Nov 2026',
      record('visit.deleted', 'Priya Patel', { day: '2026-11-24' }),
    ],
    [
      "Undid the renewal of Priya Patel's membership",
      'INV-00004 · CN-00002 · Plan: Quarterly → Monthly; Expiry: 31 Jan 2027 → 1 Dec 2026',
      record('renewal.undone', 'Priya Patel', {
        undoes: 5,
        invoice: 'INV-00004',
        credit_note: 'CN-00002',
        changes: { plan_id: [2, 1], expire_date: ['2027-01-31', '2026-12-01'] },
      }),
    ],
    [
      'Edited role Helpers',
      'Permissions: added Check members in and out and removed See plans',
      record('role.edited', 'Helpers', {
        changes: {
          permissions: [
            ['members.view', 'plans.view'],
            ['members.view', 'attendance.record'],
          ],
        },
      }),
    ],
    [
      'Edited their profile',
      'Phone Number: — → +919800000001',
      record('profile.edited', 'Asha Rao', { changes: { phone: ['', '+919800000001'] } }),
    ],
    [
      "Edited the gym's details",
      'Gym name: Spotter → Spotter Gym',
      record('gym.edited', 'Spotter Gym', { changes: { name: ['Spotter', 'Spotter Gym'] } }),
    ],
    [
      'Uploaded members.csv to import members from',
      '120 rows',
      record('members.import_uploaded', 'members.csv', { rows: 120, columns: 9 }),
    ],
    [
      'Imported members from members.csv',
      'Added 100, updated 12, skipped 8',
      record('members.imported', 'members.csv', { rows: 120, added: 100, updated: 12, skipped: 8 }),
    ],
    [
      'Undid the import of members from members.csv',
      'Removed 99, put back 12, left 1 as they were',
      record('members.import_undone', 'members.csv', { removed: 99, restored: 12, kept: 1 }),
    ],
    [
      'Edited member Priya Patel',
      'Home branch: Main branch → Baner; Branch access: This branch only → All branches',
      record('member.edited', 'Priya Patel', {
        changes: { home_branch_id: [1, 2], branch_access: ['branch', 'all'] },
      }),
    ],
    [
      'Moved Priya Patel to Baner',
      'Home branch: Main branch → Baner',
      record('member.moved', 'Priya Patel', {
        from_branch_id: 1,
        from_branch: 'Main branch',
        to_branch_id: 2,
        to_branch: 'Baner',
      }),
    ],
    [
      'Edited trainer or staff member Asha Rao',
      'Branch: Baner → Main branch',
      record('staff.edited', 'Asha Rao', { changes: { branch_id: [2, 1] } }),
    ],
    [
      'Added branch Baner',
      'Address: Baner Road · Phone: +919800000002',
      record('branch.added', 'Baner', { address: 'Baner Road', phone: '+919800000002' }),
    ],
    [
      'Edited branch Baner East',
      'Name: Baner → Baner East; Address: — → Baner Road',
      record('branch.edited', 'Baner East', {
        changes: { name: ['Baner', 'Baner East'], address: ['', 'Baner\nRoad'] },
      }),
    ],
    [
      'Locker assigned: Priya Patel',
      'Locker number: — → 12',
      record('locker.assigned', 'Priya Patel', { changes: { locker_number: [null, 12] } }),
    ],
  ])('reads "%s" · "%s"', (what, details, stored) => {
    expect(described(stored, reader)).toEqual({ what, details });
  });

  it('names a plan that is gone by its id', () => {
    const edit = record('member.edited', 'Priya Patel', { changes: { plan_id: [1, 9] } });
    expect(described(edit, reader).details).toBe('Plan: Monthly → plan 9');
  });

  it('names a branch it has no name for by its id', () => {
    const edit = record('member.edited', 'Priya Patel', { changes: { home_branch_id: [1, 9] } });
    expect(described(edit, reader).details).toBe('Home branch: Main branch → branch 9');
    expect(described(edit, { money: true, plans: new Map() }).details).toBe(
      'Home branch: branch 1 → branch 9',
    );
  });

  it('passes over what a writer left that is not an [old, new] change', () => {
    const edit = record('plan.edited', 'Gold', {
      changes: { price: 1200, name: ['Gold', 'Gold+'] } as never,
    });
    expect(described(edit, reader).details).toBe('Plan Name: Gold → Gold+');
  });

  it('reads every action the trail records as a sentence, not as its name', () => {
    for (const action of Object.keys(ACTIVITY_ACTIONS)) {
      const { what } = described(record(action, 'Priya Patel'), reader);
      expect({ action, what: what.replace('Priya Patel', '') }).toEqual({
        action,
        what: expect.not.stringMatching(/[._:]/),
      });
    }
  });

  it('gives an account without money.view no amount, whatever the record', () => {
    const stored = [
      record('member.added', 'Priya Patel', { plan: 'Gold', fee: 1500, expiry: '2027-01-31' }),
      record('member.edited', 'Priya Patel', {
        changes: { total_fee: [1000, 1500], name: ['Priya', 'Priya Patel'] },
      }),
      record('payment.received', 'Priya Patel', {
        invoice: 'INV-00015',
        amount: 1000,
        method: 'cash',
      }),
    ];
    expect(stored.map((one) => described(one, withoutMoney))).toEqual([
      { what: 'Added member Priya Patel', details: 'Gold, until 2027-01-31' },
      { what: 'Edited member Priya Patel', details: 'Name: Priya → Priya Patel' },
      { what: 'Received a payment from Priya Patel', details: 'INV-00015 · Cash' },
    ]);
  });
});
