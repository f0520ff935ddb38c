// Attendance for a seeded gym (scripts/lib/seed-members.mjs): over the last 30 days, a tenth of the
// members check in each day (checked out again, except half of today's, who are still in), so
// today's page, its total and the checked-in-now count have a realistic day to read. Used by
// `pnpm bench:api` and `pnpm bench:branches`.
import { requireFromApi } from './setup.mjs';

export const ATTENDANCE_DAYS = 30;
const SHARE = 0.1;

const localDay = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Adds the check-ins to `dataDir`'s already seeded database; answers how many. `requireApi` as
 * seedMembers's. `atHomeBranch`: each visit at the member's home branch, for a chain (otherwise
 * the column's default, branch 1, which a checkout from before branches does not have).
 */
export function seedAttendance(
  dataDir,
  requireApi = requireFromApi,
  { atHomeBranch = false } = {},
) {
  const { openSqlite } = requireApi('./dist/db/database.js');
  const { sqlite, close } = openSqlite(dataDir);
  const members = sqlite
    .prepare(
      atHomeBranch
        ? 'SELECT id, home_branch_id AS branch FROM members ORDER BY home_branch_id, id'
        : 'SELECT id FROM members ORDER BY id',
    )
    .all();
  const insert = sqlite.prepare(
    `INSERT INTO attendance (member_id, day, check_in, check_out, created_at${atHomeBranch ? ', branch_id' : ''})
     VALUES (?, ?, ?, ?, ?${atHomeBranch ? ', ?' : ''})`,
  );
  let rows = 0;
  sqlite.transaction(() => {
    for (let back = ATTENDANCE_DAYS - 1; back >= 0; back -= 1) {
      const date = new Date(Date.now() - back * 86_400_000);
      const day = localDay(date);
      const perDay = Math.max(1, Math.round(members.length * SHARE));
      // Every member at most once a day: a stride through the ids, shifted each day (a chain's
      // grouped by branch, as seedMembers deals them out in turn: the stride reaches every branch).
      for (let k = 0; k < perDay; k += 1) {
        const { id, branch } = members[(k * Math.floor(1 / SHARE) + back) % members.length];
        const checkIn = new Date(date.getTime() - (k % 600) * 60_000);
        const stillIn = back === 0 && k % 2 === 0;
        const checkOut = stillIn ? null : new Date(checkIn.getTime() + 60 * 60_000).toISOString();
        const at = atHomeBranch ? [branch] : [];
        insert.run(id, day, checkIn.toISOString(), checkOut, checkIn.toISOString(), ...at);
        rows += 1;
      }
    }
  })();
  close();
  return rows;
}
