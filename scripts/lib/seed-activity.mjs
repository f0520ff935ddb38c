// A year of the activity trail for a seeded gym (scripts/lib/seed-members.mjs): `count` records
// spread over the last 365 days, in the gym's opening hours, by five accounts (and now and then a
// refused sign-in by a username no account has), in the mix a desk makes them: check-ins and
// check-outs most, then payments, members added and edited, renewals, sign-ins, enquiries, and
// now and then a plan, a trainer, the team or the settings. Written straight into the database in
// one transaction, as recordActivity writes them (the trigger keeps activity_counts). Used by
// `pnpm bench:api`.
import { requireFromApi } from './setup.mjs';

const ACCOUNTS = ['Test Admin', 'Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Kabir Shah'];
const METHODS = ['cash', 'upi', 'card', 'bank'];

/** [weight, action, kind, data of the i-th record, and whether it concerns a member]. */
const MIX = [
  [30, 'member.checked_in', 'attendance', () => ({}), true],
  [25, 'member.checked_out', 'attendance', () => ({}), true],
  [
    12,
    'payment.received',
    'payments',
    (i) => ({
      invoice: `INV-${String(i + 1).padStart(5, '0')}`,
      amount: 500 + (i % 30) * 100,
      method: METHODS[i % 4],
      invoice_kind: 'payment',
    }),
    true,
  ],
  [
    6,
    'member.added',
    'members',
    () => ({ plan: 'Monthly', fee: 1500, expiry: '2027-01-31' }),
    true,
  ],
  [
    6,
    'member.edited',
    'members',
    (i) => ({ changes: { plan_id: [1, 2], total_fee: [1500, 4000 + (i % 5) * 100] } }),
    true,
  ],
  [
    5,
    'membership.renewed',
    'payments',
    () => ({
      plan: 'Quarterly',
      expiry: '2027-03-31',
      changes: { status: ['Inactive', 'Active'] },
    }),
    true,
  ],
  [7, 'signed_in', 'sign-ins', () => ({}), false],
  [1, 'sign_in.refused', 'sign-ins', () => ({}), false],
  [4, 'enquiry.added', 'enquiries', () => ({}), false],
  [1, 'plan.edited', 'plans', () => ({ changes: { price: [1500, 1600] } }), false],
  [1, 'staff.edited', 'staff', () => ({ role: 'Trainer', changes: { age: [30, 31] } }), false],
  [1, 'account.edited', 'team', () => ({ changes: { role_id: [3, 2] } }), false],
  [1, 'gym.edited', 'settings', () => ({ changes: { phone: ['', '+919800000000'] } }), false],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);
/** The mix's entry for the i-th record: every TOTAL_WEIGHT records hold the mix exactly. */
const mixOf = (i) => {
  let k = (i * 37) % TOTAL_WEIGHT;
  for (const entry of MIX) {
    if (k < entry[0]) return entry;
    k -= entry[0];
  }
  return MIX[0];
};

const DAY_MS = 86_400_000;
const OPEN_MS = 14 * 3_600_000;

/** Adds `count` records to `dataDir`'s seeded database; answers how many. */
export function seedActivity(dataDir, count) {
  const { openSqlite } = requireFromApi('./dist/db/database.js');
  const { sqlite, close } = openSqlite(dataDir);
  const members = sqlite.prepare('SELECT id, name FROM members ORDER BY id').all();
  const insert = sqlite.prepare(`INSERT INTO activity
    (at, admin_id, admin_name, action, kind, subject_id, label, member_id, data, reason)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // A year back from the start of today, the oldest first (as they are written), opening at 6.
  const today = new Date();
  today.setHours(6, 0, 0, 0);
  const first = today.getTime() - 365 * DAY_MS;
  sqlite.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const [, action, kind, data, aboutMember] = mixOf(i);
      const day = Math.floor((i * 365) / count);
      const at = new Date(first + day * DAY_MS + ((i * 7919) % OPEN_MS)).toISOString();
      const member = members[(i * 7) % members.length];
      const refused = action === 'sign_in.refused';
      const account = i % ACCOUNTS.length;
      insert.run(
        at,
        refused && i % 2 ? null : account + 1,
        refused && i % 2 ? 'nobody' : ACCOUNTS[account],
        action,
        kind,
        aboutMember ? member.id : null,
        aboutMember ? member.name : ACCOUNTS[account],
        aboutMember ? member.id : null,
        JSON.stringify(data(i)),
        refused ? 'Wrong password' : null,
      );
    }
  })();
  close();
  return count;
}
