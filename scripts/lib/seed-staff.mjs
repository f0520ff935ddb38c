// Trainers and staff for a seeded gym (scripts/lib/seed-members.mjs), so that Trainers & Staffs
// has rows to show: `pnpm bench:first-screen` measures it to its first row.
import { requireFromApi } from './setup.mjs';

const STAFF = [
  ['Arjun Rao', 'Trainer'],
  ['Meera Iyer', 'Trainer'],
  ['Kabir Shah', 'Trainer'],
  ['Nisha Verma', 'Staff'],
  ['Rohan Das', 'Staff'],
  ['Tara Menon', 'Trainer'],
];

/** Adds the trainers and staff to `dataDir`'s database; `requireApi` as seedMembers's. */
export function seedStaff(dataDir, requireApi = requireFromApi) {
  const { openSqlite } = requireApi('./dist/db/database.js');
  const { sqlite, close } = openSqlite(dataDir);
  const now = new Date().toISOString();
  const insert = sqlite.prepare(`INSERT INTO trainers_staff (name, phone, email, location, role,
    age, weight, blood_group, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  sqlite.transaction(() => {
    STAFF.forEach(([name, role], i) =>
      insert.run(
        name,
        `98${String(76543210 + i).padStart(8, '0')}`,
        `${name.split(' ')[0].toLowerCase()}@example.com`,
        'Pune',
        role,
        25 + i,
        60 + i,
        'O+',
        now,
        now,
      ),
    );
  })();
  close();
  return STAFF.length;
}
