// A realistic gym of any size, written straight into a migrated Spotter database in one transaction
// (100,000 members in a few seconds): plans, members who joined from 2022 up to today (so this
// month, the last seven months and the coming expiries all have data), about 30% of them owing,
// and each member's joining invoice; optionally a chain of branches sharing them out. Used by the
// benchmarks.
import { requireFromApi } from './setup.mjs';

/** The gym's plans: [name, duration in days, price]. */
export const PLANS = [
  ['Monthly', 30, 1500],
  ['Quarterly', 90, 4000],
  ['Half Yearly', 180, 7500],
  ['Yearly', 365, 14000],
  ['Gold Personal Training', 30, 5000],
  ['Student', 30, 999],
];
const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Karan',
  'Amit',
  'Rahul',
  'Suresh',
  'Vikram',
  'Nikhil',
  'Ananya',
  'Diya',
  'Priya',
  'Kavya',
  'Saanvi',
  'Meera',
  'Riya',
  'Neha',
  'Pooja',
  'Sneha',
  'Lakshmi',
  'Deepa',
  'Asha',
  'Divya',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Mehta',
  'Rao',
  'Singh',
  'Kumar',
  'Das',
  'Bose',
  'Joshi',
  'Kulkarni',
  'Pillai',
  'Menon',
  'Chopra',
  'Malhotra',
  'Banerjee',
  'Mukherjee',
  'Fernandes',
  'Khan',
  'Naidu',
];

/** Deterministic, so every run measures the same data (its dates relative to today). */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * Migrates `dataDir`'s database through the built API, then adds the plans and `count` members.
 * `requireApi` resolves from another checkout's API (an older build migrates its own schema).
 * `branches` above 1 adds branches 2… ("Branch 2"…) beside branch 1 and deals the members out in
 * turn, member i (from 0) at branch i % branches + 1, their joining invoice issued there; the
 * tables the triggers keep per branch follow the inserts. Left at 1, no branch column is named,
 * so a checkout from before branches seeds as it always did.
 */
export function seedMembers(dataDir, count, requireApi = requireFromApi, { branches = 1 } = {}) {
  const { openSqlite } = requireApi('./dist/db/database.js');
  const { nameKey } = requireApi('./dist/domain/name-key.js');
  const { sqlite, close } = openSqlite(dataDir);
  const rand = random(42);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const now = new Date().toISOString();
  const insertPlan = sqlite.prepare(
    'INSERT INTO plans (name, name_key, duration_days, price, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const chain = branches > 1;
  // A checkout from before shared phones (migration 043) has no such column: its members share none.
  const sharing = sqlite
    .prepare('SELECT name FROM pragma_table_info(?)')
    .all('members')
    .some(({ name }) => name === 'shares_phone');
  const insertMember =
    sqlite.prepare(`INSERT INTO members (name, phone, email, age, status, joining_date, plan_id, total_fee,
    paid_amount, leave_date, rejoin_date, expire_date, created_at, updated_at${sharing ? ', shares_phone' : ''}${chain ? ', home_branch_id' : ''})
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${sharing ? ', ?' : ''}${chain ? ', ?' : ''})`);
  const insertInvoice =
    sqlite.prepare(`INSERT INTO invoices (id, invoice_number, member_id, member_name, member_phone, plan_name,
    plan_duration_days, period_start, period_end, total_amount, paid_amount, due_amount, kind, issued_on, created_at${chain ? ', branch_id' : ''})
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'joining', ?, ?${chain ? ', ?' : ''})`);
  const insertBranch =
    chain &&
    sqlite.prepare(
      'INSERT INTO branches (id, name, name_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
  sqlite.transaction(() => {
    for (let id = 2; id <= branches; id += 1)
      insertBranch.run(id, `Branch ${id}`, nameKey(`Branch ${id}`), now, now);
    // Not drawn from `rand`: a chain's members are the one-branch gym's, only dealt out.
    const branchOf = (i) => (chain ? [(i % branches) + 1] : []);
    const plans = PLANS.map(([name, days, price]) => ({
      id: Number(insertPlan.run(name, nameKey(name), days, price, now, now).lastInsertRowid),
      name,
      days,
      price,
    }));
    const start = Date.parse('2022-01-01');
    const days = Math.floor((Date.parse(isoDay(Date.now())) - start) / 86_400_000) + 1;
    // A phone drawn twice is a family's: the later member shares it (docs/product/screens.md §3).
    const phones = new Set();
    for (let i = 0; i < count; i += 1) {
      const plan = pick(plans);
      const first = pick(FIRST);
      const last = pick(LAST);
      const joined = start + Math.floor(rand() * days) * 86_400_000;
      const paused = rand() < 0.1 ? Math.floor(rand() * 20) : 0;
      const leave = paused ? joined + 5 * 86_400_000 : null;
      const paid = rand() < 0.7 ? plan.price : Math.floor(rand() * plan.price);
      const name = `${first} ${last}`;
      const phone = `+9198${String(10_000_000 + Math.floor(rand() * 89_999_999))}`;
      const expiry = isoDay(joined + (plan.days + paused) * 86_400_000);
      const shares = phones.has(phone) ? 1 : 0;
      phones.add(phone);
      const { lastInsertRowid } = insertMember.run(
        name,
        phone,
        `${first}.${last}${i}@example.com`.toLowerCase(),
        18 + Math.floor(rand() * 50),
        rand() < 0.8 ? 'Active' : 'Inactive',
        isoDay(joined),
        plan.id,
        plan.price,
        paid,
        leave && isoDay(leave),
        leave && isoDay(leave + paused * 86_400_000),
        expiry,
        now,
        now,
        ...(sharing ? [shares] : []),
        ...branchOf(i),
      );
      const number = i + 1;
      insertInvoice.run(
        number,
        `INV-${String(number).padStart(5, '0')}`,
        lastInsertRowid,
        name,
        phone,
        plan.name,
        plan.days,
        isoDay(joined),
        expiry,
        plan.price,
        paid,
        plan.price - paid,
        isoDay(joined),
        now,
        ...branchOf(i),
      );
    }
  })();
  return close();
}
