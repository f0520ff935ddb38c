// Group classes for a seeded gym (scripts/lib/seed-members.mjs; docs/product/classes.md): six class
// types, a weekly timetable at each branch, the sessions of the last 8 weeks, this week and next
// (made exactly as the API's generateDays makes them, so reading those weeks writes nothing), and
// their bookings by the branch's own members: about 15 of 20 places taken, past ones mostly
// Attended and some left Booked (a No show once ended), and every eighth session full with a
// short waitlist. Used by `pnpm bench:branches`.
import { requireFromApi } from './setup.mjs';

export const CLASS_WEEKS_BACK = 8;
const TYPES = ['Yoga', 'Zumba', 'Spinning', 'HIIT', 'Pilates', 'Strength'];
const CAPACITY = 20;
const DURATION_MINUTES = 60;
/** Every how many sessions one is full, with a waitlist of 1…3. */
const FULL_EVERY = 8;

/**
 * Adds the classes to `dataDir`'s already seeded database, in one transaction; answers what it
 * wrote: `{ types, slots, sessions, bookings, lastSessionId }`. `slotsPerBranch` weekly slots at
 * each branch, over the seven weekdays at whole hours from 06:00 to 21:00 (no two at a branch at
 * the same day and time), each added four weeks before the first week seeded. `requireApi` as
 * seedMembers's.
 */
export function seedClasses(dataDir, requireApi = requireFromApi, { slotsPerBranch = 10 } = {}) {
  const { openSqlite } = requireApi('./dist/db/database.js');
  // The API's own clock for classes, so the sessions are the ones its week read would make.
  const { dayIn, instantOf, mondayOf, weekdayOf } = requireApi('./dist/domain/class-times.js');
  const { addDays } = requireApi('./dist/domain/dates.js');
  const { sqlite, close } = openSqlite(dataDir);
  const now = new Date().toISOString();
  const { time_zone: zone } = sqlite
    .prepare('SELECT time_zone FROM gym_settings WHERE id = 1')
    .get();
  const thisMonday = mondayOf(dayIn(zone));
  const days = Array.from({ length: (CLASS_WEEKS_BACK + 2) * 7 }, (_, i) =>
    addDays(thisMonday, i - CLASS_WEEKS_BACK * 7),
  );
  // Well before the first session: a slot makes none before its created_at (generateDays).
  const slotsAdded = instantOf(addDays(days[0], -28), '00:00', zone);

  // Each branch's members, in id order (a chain's dealt out by seedMembers: i at i % n + 1).
  const membersAt = new Map();
  for (const { id, branch } of sqlite
    .prepare('SELECT id, home_branch_id AS branch FROM members ORDER BY home_branch_id, id')
    .iterate()) {
    if (!membersAt.has(branch)) membersAt.set(branch, []);
    membersAt.get(branch).push(id);
  }
  const branches = sqlite
    .prepare('SELECT id FROM branches ORDER BY id')
    .all()
    .map(({ id }) => id);

  const insertType = sqlite.prepare(
    `INSERT INTO class_types (name, duration_minutes, capacity, description, created_at, updated_at)
     VALUES (?, ?, ?, '', ?, ?)`,
  );
  const insertSlot = sqlite.prepare(
    `INSERT INTO class_slots (class_type_id, branch_id, weekday, start_time, room, capacity, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSession = sqlite.prepare(
    `INSERT INTO class_sessions (slot_id, class_type_id, branch_id, day, start_time, starts_at, ends_at, room, capacity, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBooking = sqlite.prepare(
    `INSERT INTO class_bookings (session_id, member_id, status, position, booked_at)
     VALUES (?, ?, ?, ?, ?)`,
  );

  const written = { types: 0, slots: 0, sessions: 0, bookings: 0, lastSessionId: 0 };
  sqlite.transaction(() => {
    const types = TYPES.map((name) =>
      Number(
        insertType.run(name, DURATION_MINUTES, CAPACITY, slotsAdded, slotsAdded).lastInsertRowid,
      ),
    );
    written.types = types.length;
    // Slot k: weekday k % 7 + 1 at hour 6 + 5k % 16; the pair is distinct for k below 7 × 16.
    const slots = branches.flatMap((branch) =>
      Array.from({ length: slotsPerBranch }, (_, k) => {
        const slot = {
          branch,
          type: types[k % types.length],
          weekday: (k % 7) + 1,
          time: `${String(6 + ((5 * k) % 16)).padStart(2, '0')}:00`,
          room: `Studio ${(k % 2) + 1}`,
        };
        slot.id = Number(
          insertSlot.run(
            slot.type,
            branch,
            slot.weekday,
            slot.time,
            slot.room,
            CAPACITY,
            slotsAdded,
            slotsAdded,
          ).lastInsertRowid,
        );
        return slot;
      }),
    );
    written.slots = slots.length;

    let n = 0;
    for (const day of days) {
      const weekday = weekdayOf(day);
      for (const slot of slots) {
        if (slot.weekday !== weekday) continue;
        const startsAt = instantOf(day, slot.time, zone);
        const starts = Date.parse(startsAt);
        const endsAt = new Date(starts + DURATION_MINUTES * 60_000).toISOString();
        const sessionId = Number(
          insertSession.run(
            slot.id,
            slot.type,
            slot.branch,
            day,
            slot.time,
            startsAt,
            endsAt,
            slot.room,
            CAPACITY,
            // Made when its week was first read: the Monday before, or now for the weeks to come.
            startsAt < now ? instantOf(mondayOf(day), '00:00', zone) : now,
          ).lastInsertRowid,
        );
        written.sessions += 1;
        written.lastSessionId = sessionId;
        n += 1;

        const members = membersAt.get(slot.branch) ?? [];
        const full = n % FULL_EVERY === 0;
        const booked = Math.min(full ? CAPACITY : 12 + (n % 7), members.length);
        const waiting = full ? Math.min(1 + (n % 3), members.length - booked) : 0;
        const ended = endsAt <= now;
        // Consecutive members of the branch from a point that moves session by session.
        const from = (n * 37) % Math.max(1, members.length);
        for (let k = 0; k < booked + waiting; k += 1) {
          const memberId = members[(from + k) % members.length];
          const waitlisted = k >= booked;
          // Booked over the days before, in order; never after now.
          const at = Math.min(Date.now(), starts - (3 * 86_400_000 - k * 600_000));
          // Of a past session's places, one in seven left Booked: a No show once it ended.
          const status = waitlisted
            ? 'waitlisted'
            : ended && (n + k) % 7 !== 0
              ? 'attended'
              : 'booked';
          insertBooking.run(
            sessionId,
            memberId,
            status,
            waitlisted ? k - booked + 1 : null,
            new Date(at).toISOString(),
          );
          written.bookings += 1;
        }
      }
    }
  })();
  close();
  return written;
}
