import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { alsoAtBranch, forKeyShare, forUpdate, transaction } from '../../db/transaction';
import { changesBetween, recordActivity, recordChanges, type Actor } from '../../domain/activity';
import { actingBranch } from '../../domain/branches';
import { covers, EVERY_BRANCH, mayUse, type BranchScope } from '../../domain/branch-scope';
import {
  dayIn,
  instantOf,
  isTimeZone,
  mondayOf,
  weekdayName,
  weekdayOf,
} from '../../domain/class-times';
import { addDays, dayInWords, today } from '../../domain/dates';
import { shownStatus } from '../../domain/member-status';
import { CLASS_CANCELLED_BASIS } from '../../domain/reminders/describe-task';
import { standingOf } from '../../domain/standing';
import { inBranches } from '../../lib/branch-filter';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors';
import { namesById } from '../../lib/names-by-id';
import type {
  Booking,
  BookingStatus,
  ClassSession,
  ClassSettings as ClassSettingsInput,
  ClassSlot,
  ClassSlotInput,
  ClassType,
  ClassTypeInput,
  SessionChange,
} from '../../schemas';
import { memberOfBranch, NO_MEMBER_HERE, refusedAt } from '../attendance/member-lookup';

/**
 * Group classes (docs/product/classes.md): class types, the timetable's weekly slots, the sessions
 * generated from them in the gym's time zone, and the bookings with their waitlist. Every write is
 * one transaction at the session's branch (its turn on PostgreSQL, SQLite's one writer), so two
 * bookings, or a booking and a promotion, never see the same free place.
 */

type Trx = Kysely<Database>;
type Writing = Transaction<Database>;

/** The words the desk reads (docs/product/classes.md, "Messages"). */
export const CLASS_MESSAGES = {
  booked: (name: string, className: string, day: string, time: string) =>
    `${name} is booked for ${className} on ${weekdayName(day)}, ${dayInWords(day)} at ${time}.`,
  waitlisted: (name: string, position: number) =>
    `This class is full. ${name} is number ${position} on the waitlist.`,
  already: (name: string) => `${name} is already booked for this class.`,
  closed: 'Bookings for this class have closed.',
  notIncluded: (name: string, className: string) => `${name}'s plan does not include ${className}.`,
  cancelledSession: 'This class has been cancelled.',
  notYourClass: 'You can mark attendance only in the classes you lead.',
  ended: (name: string) => `This class has ended: ${name}'s place can no longer be cancelled.`,
  struck: (name: string, until: string, strikes: number, days: number) =>
    `${name} cannot book classes until ${dayInWords(until)}: ${strikes} late cancels or no-shows in the last ${days} days.`,
} as const;

const typeNotFound = (id: number) => notFound(`Class type ${id} not found.`);
const slotNotFound = (id: number) => notFound(`Timetable slot ${id} not found.`);
const sessionNotFound = (id: number) => notFound(`Class session ${id} not found.`);
const bookingNotFound = (id: number) => notFound(`Booking ${id} not found.`);
const NO_TRAINER_HERE = 'No trainer with that id at this branch.';

/**
 * The gym's time zone, the booking cut-off (minutes before a session starts), and the strikes'
 * three settings: how many stop a member booking, within how many days, for how many days.
 */
export async function classSettings(db: Trx) {
  const row = await db
    .selectFrom('gym_settings')
    .select(['time_zone', 'booking_cutoff_minutes'])
    .select(['strike_limit', 'strike_window_days', 'strike_ban_days'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    timeZone: row?.time_zone ?? 'Asia/Kolkata',
    cutoffMinutes: row?.booking_cutoff_minutes ?? 120,
    strikeLimit: row?.strike_limit ?? 3,
    strikeWindowDays: row?.strike_window_days ?? 30,
    strikeBanDays: row?.strike_ban_days ?? 7,
  };
}

type ClassSettings = Awaited<ReturnType<typeof classSettings>>;

/**
 * A booking's status as the desk reads it (`booking` and `session` the tables' aliases): a place
 * still Booked once its session has ended is a **No show**, derived when read rather than
 * written by a job at the session's end.
 */
const shownStatusOf = (booking: string, session: string, now = new Date().toISOString()) =>
  sql<BookingStatus>`CASE WHEN ${sql.ref(`${booking}.status`)} = 'booked' AND ${sql.ref(`${session}.ends_at`)} <= ${now} THEN 'no_show' ELSE ${sql.ref(`${booking}.status`)} END`;

/**
 * A member's strikes: their late cancels and no-shows (a place still Booked once its session
 * ended) not forgiven, in sessions of the last `strikeWindowDays` days on the gym's clock; and
 * the day of the latest.
 */
async function strikesOf(trx: Trx, memberId: number, settings: ClassSettings) {
  const day = dayIn(settings.timeZone);
  const rows = await trx
    .selectFrom('class_bookings as b')
    .innerJoin('class_sessions as c', 'c.id', 'b.session_id')
    .select('c.day')
    .where('b.member_id', '=', memberId)
    .where('b.forgiven_at', 'is', null)
    .where('c.day', '>', addDays(day, -settings.strikeWindowDays))
    .where(shownStatusOf('b', 'c'), 'in', ['late_cancel', 'no_show'])
    .orderBy('c.day', 'desc')
    .execute();
  return { count: rows.length, latest: rows[0]?.day, day };
}

/**
 * The day until which the member may not book (their strikes reached the limit, and the ban from
 * the latest has not run out), or undefined.
 */
async function bannedUntil(trx: Trx, memberId: number, settings: ClassSettings) {
  const { count, latest, day } = await strikesOf(trx, memberId, settings);
  if (count < settings.strikeLimit || latest === undefined) return undefined;
  const until = addDays(latest, settings.strikeBanDays);
  return day < until ? { until, count } : undefined;
}

/** The class settings as the wire names them. */
async function settingsIn(db: Trx): Promise<ClassSettingsInput> {
  const row = await classSettings(db);
  return {
    time_zone: row.timeZone,
    booking_cutoff_minutes: row.cutoffMinutes,
    strike_limit: row.strikeLimit,
    strike_window_days: row.strikeWindowDays,
    strike_ban_days: row.strikeBanDays,
  };
}

/** Whether a session starting at `startsAt` is past its cut-off at `now`: no promotion, late cancels. */
const pastCutoff = (startsAt: string, cutoffMinutes: number, now: number) =>
  now >= Date.parse(startsAt) - cutoffMinutes * 60_000;

const typeColumns = ['id', 'name', 'duration_minutes', 'capacity', 'description'] as const;

function slots(db: Trx) {
  return db
    .selectFrom('class_slots as s')
    .innerJoin('class_types as t', 't.id', 's.class_type_id')
    .leftJoin('trainers_staff as tr', 'tr.id', 's.trainer_id')
    .select([
      's.id',
      's.class_type_id',
      't.name as class_name',
      's.branch_id',
      's.weekday',
      's.start_time',
      's.trainer_id',
      'tr.name as trainer_name',
      's.room',
      's.capacity',
      's.from_date',
      's.until_date',
    ]);
}

/** Sessions with their class, trainer and counts of places taken and waitlisted. */
function sessions(db: Trx) {
  return db
    .selectFrom('class_sessions as c')
    .innerJoin('class_types as t', 't.id', 'c.class_type_id')
    .leftJoin('trainers_staff as tr', 'tr.id', 'c.trainer_id')
    .select([
      'c.id',
      'c.class_type_id',
      't.name as class_name',
      'c.branch_id',
      'c.day',
      'c.start_time',
      'c.starts_at',
      'c.ends_at',
      'c.trainer_id',
      'tr.name as trainer_name',
      'c.room',
      'c.capacity',
      'c.cancelled',
    ])
    .select([
      sql<number>`(SELECT count(*) FROM class_bookings b WHERE b.session_id = c.id AND b.status IN ('booked', 'attended'))`.as(
        'booked',
      ),
      sql<number>`(SELECT count(*) FROM class_bookings b WHERE b.session_id = c.id AND b.status = 'waitlisted')`.as(
        'waitlist',
      ),
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>>;

const asSession = (row: SessionRow): ClassSession => ({
  id: row.id,
  class_type_id: row.class_type_id,
  class_name: row.class_name,
  branch_id: row.branch_id,
  day: row.day,
  start_time: row.start_time,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  trainer_id: row.trainer_id,
  trainer_name: row.trainer_name,
  room: row.room,
  capacity: row.capacity,
  booked: Number(row.booked),
  waitlist: Number(row.waitlist),
  cancelled: row.cancelled === 1,
});

/** Bookings as the desk reads them (a No show derived: shownStatusOf). */
function bookings(db: Trx, now = new Date().toISOString()) {
  return db
    .selectFrom('class_bookings as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('class_sessions as bs', 'bs.id', 'b.session_id')
    .select([
      'b.id',
      'b.session_id',
      'b.member_id',
      'm.name as member_name',
      'b.position',
      'b.booked_at',
      'b.forgiven_at',
    ])
    .select(shownStatusOf('b', 'bs', now).as('status'));
}

/** How long before a session's start and after it a check-in at its branch marks a booking Attended. */
const ATTENDANCE_WINDOW_MS = 30 * 60_000;

/**
 * In a check-in's transaction: the member's Booked places in sessions at `branchId` starting
 * within 30 minutes of now, before or after, become Attended, each recorded on the member's
 * record. Answers them, each with its class's name and time.
 */
export async function attendAtCheckIn(
  trx: Writing,
  actor: Actor,
  member: { id: number; name: string },
  branchId: number,
): Promise<{ booking: Booking; class_name: string; start_time: string }[]> {
  const now = Date.now();
  const due = await trx
    .selectFrom('class_bookings as b')
    .innerJoin('class_sessions as c', 'c.id', 'b.session_id')
    .innerJoin('class_types as t', 't.id', 'c.class_type_id')
    .select(['b.id', 'b.session_id', 't.name as class_name', 'c.day', 'c.start_time'])
    .where('b.member_id', '=', member.id)
    .where('b.status', '=', 'booked')
    .where('c.branch_id', '=', branchId)
    .where('c.cancelled', '=', 0)
    .where('c.starts_at', '>=', new Date(now - ATTENDANCE_WINDOW_MS).toISOString())
    .where('c.starts_at', '<=', new Date(now + ATTENDANCE_WINDOW_MS).toISOString())
    .orderBy('c.starts_at')
    .execute();
  const marked: { booking: Booking; class_name: string; start_time: string }[] = [];
  if (due.length > 0) await alsoAtBranch(trx, branchId);
  for (const booking of due) {
    await trx
      .updateTable('class_bookings')
      .set({ status: 'attended' })
      .where('id', '=', booking.id)
      .execute();
    await recordActivity(trx, actor, {
      action: 'class_booking.attended',
      label: member.name,
      subjectId: booking.id,
      memberId: member.id,
      data: {
        class: booking.class_name,
        day: booking.day,
        time: booking.start_time,
        at: 'check-in',
      },
    });
    marked.push({ ...booking, booking: await bookingById(trx, booking.id) });
  }
  return marked;
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookings>['executeTakeFirstOrThrow']>>;

const asBooking = ({ position, forgiven_at, ...row }: BookingRow): Booking => ({
  ...row,
  ...(position === null ? {} : { position }),
  ...(forgiven_at === null ? {} : { forgiven: true as const }),
});

async function bookingById(db: Trx, id: number) {
  return asBooking(await bookings(db).where('b.id', '=', id).executeTakeFirstOrThrow());
}

async function sessionById(db: Trx, id: number) {
  return asSession(await sessions(db).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * Generates the sessions of `days` (one to seven days in a row) from the slots of the branches
 * `scope` covers, in the gym's time zone: one per slot and day (the unique key), from the slot's
 * first week on (never before it was added), within its From and Until. Idempotent: a session
 * already there is left as it is (its own changes, its cancellation), and nothing is written when
 * the days are whole. Answers whether it made any.
 */
export async function generateDays(
  db: Db,
  days: string[],
  scope: BranchScope,
  timeZone?: string,
): Promise<boolean> {
  const monday = days[0]!;
  const sunday = days.at(-1)!;
  // Only the slots of these days with no session in them yet: once the days are whole (every
  // read after the first), nothing comes back and nothing more is done.
  const [settings, candidates] = await Promise.all([
    timeZone === undefined ? classSettings(db) : { timeZone },
    db
      .selectFrom('class_slots as s')
      .innerJoin('class_types as t', 't.id', 's.class_type_id')
      .select([
        's.id',
        's.class_type_id',
        's.branch_id',
        's.weekday',
        's.start_time',
        's.trainer_id',
        's.room',
        's.capacity',
        's.from_date',
        's.until_date',
        's.created_at',
        't.duration_minutes',
      ])
      .where(inBranches('s.branch_id', scope))
      .where('s.weekday', 'in', [...new Set(days.map(weekdayOf))])
      .where((eb) => eb.or([eb('s.from_date', 'is', null), eb('s.from_date', '<=', sunday)]))
      .where((eb) => eb.or([eb('s.until_date', 'is', null), eb('s.until_date', '>=', monday)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('class_sessions as c')
              .select('c.id')
              .whereRef('c.slot_id', '=', 's.id')
              .where('c.day', '>=', monday)
              .where('c.day', '<=', sunday),
          ),
        ),
      )
      .orderBy('s.id')
      .execute(),
  ]);
  const missing = candidates.flatMap((slot) => {
    const day = days.find((one) => weekdayOf(one) === slot.weekday);
    if (day === undefined) return [];
    if (slot.from_date && day < slot.from_date) return [];
    if (slot.until_date && day > slot.until_date) return [];
    const starts_at = instantOf(day, slot.start_time, settings.timeZone);
    // A slot fills no week before it was added: its first session is its next one.
    if (starts_at < slot.created_at) return [];
    const ends_at = new Date(Date.parse(starts_at) + slot.duration_minutes * 60_000).toISOString();
    return [{ slot, day, starts_at, ends_at }];
  });
  if (missing.length === 0) return false;
  await transaction(db, async (trx) => {
    const now = new Date().toISOString();
    for (const { slot, day, starts_at, ends_at } of missing) {
      await alsoAtBranch(trx, slot.branch_id);
      await trx
        .insertInto('class_sessions')
        .values({
          slot_id: slot.id,
          class_type_id: slot.class_type_id,
          branch_id: slot.branch_id,
          day,
          start_time: slot.start_time,
          starts_at,
          ends_at,
          trainer_id: slot.trainer_id,
          room: slot.room,
          capacity: slot.capacity,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['slot_id', 'day']).doNothing())
        .execute();
    }
  });
  return true;
}

/** A trainer (or staff member) of branch `branch`, kept from being deleted until the write commits. */
async function trainerAt(trx: Trx, id: number | null | undefined, branch: number) {
  if (id === null || id === undefined) return null;
  const found = await forKeyShare(
    trx,
    trx.selectFrom('trainers_staff').select(['id', 'branch_id']).where('id', '=', id),
  ).executeTakeFirst();
  if (!found || found.branch_id !== branch) throw badRequest(NO_TRAINER_HERE);
  return found.id;
}

/** Renumbers a session's waitlist 1, 2, 3… in its order, after a place on it was given up. */
export async function closeWaitlistGaps(trx: Trx, sessionId: number) {
  const waiting = await trx
    .selectFrom('class_bookings')
    .select(['id', 'position'])
    .where('session_id', '=', sessionId)
    .where('status', '=', 'waitlisted')
    .orderBy('position')
    .execute();
  // One at a time, upwards: each number is free when taken (the unique waitlist index).
  for (const [i, row] of waiting.entries())
    if (row.position !== i + 1)
      await trx
        .updateTable('class_bookings')
        .set({ position: i + 1 })
        .where('id', '=', row.id)
        .execute();
}

interface LockedSession {
  id: number;
  branch_id: number;
  class_name: string;
  day: string;
  start_time: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  cancelled: number;
  trainer_id: number | null;
}

/** A session a write changes, locked, with its class's name; not found outside `scope`. */
export async function lockedSession(
  trx: Trx,
  id: number,
  scope: BranchScope,
): Promise<LockedSession> {
  const session = await forUpdate(
    trx,
    trx
      .selectFrom('class_sessions as c')
      .innerJoin('class_types as t', 't.id', 'c.class_type_id')
      .select([
        'c.id',
        'c.branch_id',
        't.name as class_name',
        'c.day',
        'c.start_time',
        'c.starts_at',
        'c.ends_at',
        'c.capacity',
        'c.cancelled',
        'c.trainer_id',
      ])
      .where('c.id', '=', id),
    'c',
  ).executeTakeFirst();
  if (!session || !covers(scope, session.branch_id)) throw sessionNotFound(id);
  // The session's branch takes turns with every write there (a request acting at another).
  await alsoAtBranch(trx, session.branch_id);
  return session;
}

/**
 * A booking a write changes, with its session: the session locked first, as every write to its
 * bookings locks it (they take turns), then the booking with its member's name; not found
 * outside `scope`.
 */
export async function lockedBooking(trx: Trx, id: number, scope: BranchScope) {
  const found = await trx
    .selectFrom('class_bookings')
    .select('session_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw bookingNotFound(id);
  const session = await lockedSession(trx, found.session_id, scope).catch(() => {
    throw bookingNotFound(id);
  });
  const booking = await forUpdate(
    trx,
    trx
      .selectFrom('class_bookings as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'b.status', 'b.position', 'b.member_id', 'b.forgiven_at', 'm.name'])
      .where('b.id', '=', id),
    'b',
  ).executeTakeFirstOrThrow();
  return { session, booking };
}

export const takenPlaces = async (trx: Trx, sessionId: number) =>
  Number(
    (
      await trx
        .selectFrom('class_bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('session_id', '=', sessionId)
        .where('status', 'in', ['booked', 'attended'])
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Books the first waitlisted members into the session's free places, before its cut-off only
 * (after it the places stay free to book), in the transaction that freed them. Each promotion is
 * recorded; the promoted member's waitlist places in other sessions at the same time are given
 * up. Answers the bookings promoted.
 */
export async function promote(
  trx: Writing,
  actor: Actor,
  session: LockedSession,
): Promise<Booking[]> {
  const { cutoffMinutes } = await classSettings(trx);
  if (session.cancelled || pastCutoff(session.starts_at, cutoffMinutes, Date.now())) return [];
  const free = session.capacity - (await takenPlaces(trx, session.id));
  if (free <= 0) return [];
  const next = await trx
    .selectFrom('class_bookings as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .select(['b.id', 'b.member_id', 'm.name', 'm.home_branch_id'])
    .where('b.session_id', '=', session.id)
    .where('b.status', '=', 'waitlisted')
    .orderBy('b.position')
    .limit(free)
    .execute();
  if (next.length === 0) return [];
  const now = new Date().toISOString();
  for (const booking of next) {
    await trx
      .updateTable('class_bookings')
      .set({ status: 'booked', position: null, promoted_at: now })
      .where('id', '=', booking.id)
      .execute();
    await recordActivity(trx, actor, {
      action: 'class_booking.promoted',
      label: booking.name,
      subjectId: booking.id,
      memberId: booking.member_id,
      data: { class: session.class_name, day: session.day, time: session.start_time },
    });
    // A Reminders task, due today, tells the desk to WhatsApp the member (docs/product/classes.md).
    await trx
      .insertInto('reminder_tasks')
      .values({
        member_id: booking.member_id,
        rule_id: null,
        booking_id: booking.id,
        basis: session.day,
        planned_on: today(),
        due_on: today(),
        state: 'open',
        created_at: now,
        branch_id: booking.home_branch_id,
      })
      .execute();
    await releaseOverlapping(trx, actor, booking.member_id, booking.name, session);
  }
  await closeWaitlistGaps(trx, session.id);
  const promoted = await bookings(trx)
    .where(
      'b.id',
      'in',
      next.map((booking) => booking.id),
    )
    .execute();
  return next.map((one) => asBooking(promoted.find((row) => row.id === one.id)!));
}

/** Gives up member `memberId`'s waitlist places in other sessions overlapping `session`. */
async function releaseOverlapping(
  trx: Writing,
  actor: Actor,
  memberId: number,
  name: string,
  session: LockedSession,
) {
  const others = await trx
    .selectFrom('class_bookings as b')
    .innerJoin('class_sessions as c', 'c.id', 'b.session_id')
    .innerJoin('class_types as t', 't.id', 'c.class_type_id')
    .select([
      'b.id',
      'b.session_id',
      'c.branch_id',
      't.name as class_name',
      'c.day',
      'c.start_time',
    ])
    .where('b.member_id', '=', memberId)
    .where('b.status', '=', 'waitlisted')
    .where('b.session_id', '<>', session.id)
    .where('c.starts_at', '<', session.ends_at)
    .where('c.ends_at', '>', session.starts_at)
    .execute();
  const now = new Date().toISOString();
  for (const other of others) {
    await alsoAtBranch(trx, other.branch_id);
    await trx
      .updateTable('class_bookings')
      .set({ status: 'cancelled', position: null, cancelled_at: now })
      .where('id', '=', other.id)
      .execute();
    await closeWaitlistGaps(trx, other.session_id);
    await recordActivity(trx, actor, {
      action: 'class_booking.released',
      label: name,
      subjectId: other.id,
      memberId,
      data: { class: other.class_name, day: other.day, time: other.start_time },
    });
  }
}

/** The slot's future sessions take its new trainer, room and capacity; those without bookings are made again. */
async function followSlot(trx: Writing, actor: Actor, slotId: number) {
  const now = new Date().toISOString();
  const future = await trx
    .selectFrom('class_sessions as c')
    .select(['c.id', 'c.cancelled'])
    .select(
      sql<number>`(SELECT count(*) FROM class_bookings b WHERE b.session_id = c.id)`.as('bookings'),
    )
    .where('c.slot_id', '=', slotId)
    .where('c.starts_at', '>', now)
    .execute();
  const slot = await trx
    .selectFrom('class_slots')
    .select(['trainer_id', 'room', 'capacity'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  for (const session of future) {
    if (Number(session.bookings) === 0 && !session.cancelled) {
      // Made again from the slot as it is now when its week is next read.
      await trx.deleteFrom('class_sessions').where('id', '=', session.id).execute();
      continue;
    }
    const locked = await lockedSession(trx, session.id, EVERY_BRANCH);
    const taken = await takenPlaces(trx, session.id);
    await trx
      .updateTable('class_sessions')
      .set({
        trainer_id: slot.trainer_id,
        room: slot.room,
        capacity: Math.max(slot.capacity, taken),
      })
      .where('id', '=', session.id)
      .execute();
    await promote(trx, actor, { ...locked, capacity: Math.max(slot.capacity, taken) });
  }
}

export function classesRepository(db: Db) {
  const typeById = async (trx: Trx, id: number): Promise<ClassType> => {
    const found = await trx
      .selectFrom('class_types')
      .select(typeColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw typeNotFound(id);
    return found;
  };
  const slotById = async (trx: Trx, id: number, scope: BranchScope): Promise<ClassSlot> => {
    const found = await slots(trx).where('s.id', '=', id).executeTakeFirst();
    if (!found || !covers(scope, found.branch_id)) throw slotNotFound(id);
    return found;
  };

  return {
    listTypes: () =>
      db.selectFrom('class_types').select(typeColumns).orderBy('name').orderBy('id').execute(),

    createType(actor: Actor, input: ClassTypeInput) {
      return transaction(db, async (trx) => {
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('class_types')
          .values({
            ...input,
            description: input.description ?? '',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, actor, {
          action: 'class_type.added',
          label: input.name,
          subjectId: id,
          data: { duration_minutes: input.duration_minutes, capacity: input.capacity },
        });
        return typeById(trx, id);
      });
    },

    updateType(actor: Actor, id: number, input: ClassTypeInput) {
      return transaction(db, async (trx) => {
        const before = await forUpdate(
          trx,
          trx.selectFrom('class_types').select(typeColumns).where('id', '=', id),
        ).executeTakeFirst();
        if (!before) throw typeNotFound(id);
        const after = { ...input, description: input.description ?? before.description };
        await trx
          .updateTable('class_types')
          .set({ ...after, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await recordChanges(
          trx,
          actor,
          { action: 'class_type.edited', label: after.name, subjectId: id },
          changesBetween(before, after, ['name', 'duration_minutes', 'capacity', 'description']),
        );
        return typeById(trx, id);
      });
    },

    /** A class type no slot or session uses; otherwise 409. */
    removeType(actor: Actor, id: number) {
      return transaction(db, async (trx) => {
        const type = await forUpdate(
          trx,
          trx.selectFrom('class_types').select(['id', 'name']).where('id', '=', id),
        ).executeTakeFirst();
        if (!type) throw typeNotFound(id);
        const used = await trx
          .selectFrom('class_slots')
          .select('id')
          .where('class_type_id', '=', id)
          .union(trx.selectFrom('class_sessions').select('id').where('class_type_id', '=', id))
          .limit(1)
          .executeTakeFirst();
        if (used)
          throw conflict(
            `${type.name} has slots or sessions on the timetable, so it cannot be deleted.`,
          );
        await trx.deleteFrom('class_types').where('id', '=', id).execute();
        await recordActivity(trx, actor, {
          action: 'class_type.deleted',
          label: type.name,
          subjectId: id,
        });
      });
    },

    listSlots: (scope: BranchScope) =>
      slots(db)
        .where(inBranches('s.branch_id', scope))
        .orderBy('s.weekday')
        .orderBy('s.start_time')
        .orderBy('s.id')
        .execute(),

    /** A weekly slot at the branch the request acts at. */
    createSlot(actor: Actor, input: ClassSlotInput, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const branch = await actingBranch(trx, scope);
        const type = await forKeyShare(
          trx,
          trx
            .selectFrom('class_types')
            .select(['id', 'name', 'capacity'])
            .where('id', '=', input.class_type_id),
        ).executeTakeFirst();
        if (!type) throw badRequest('No class type with that id.');
        const trainer_id = await trainerAt(trx, input.trainer_id, branch);
        checkDates(input);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('class_slots')
          .values({
            class_type_id: type.id,
            branch_id: branch,
            weekday: input.weekday,
            start_time: input.start_time,
            trainer_id,
            room: input.room ?? '',
            capacity: input.capacity ?? type.capacity,
            from_date: input.from_date ?? null,
            until_date: input.until_date ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, actor, {
          action: 'class_slot.added',
          label: `${type.name}, ${WEEKDAY_NAMES[input.weekday - 1]} ${input.start_time}`,
          subjectId: id,
        });
        return slotById(trx, id, EVERY_BRANCH);
      });
    },

    /** The slot, and its future sessions (docs/product/classes.md): past ones stay as they were. */
    updateSlot(actor: Actor, id: number, input: ClassSlotInput, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const before = await forUpdate(
          trx,
          trx.selectFrom('class_slots').selectAll().where('id', '=', id),
        ).executeTakeFirst();
        if (!before || !covers(scope, before.branch_id)) throw slotNotFound(id);
        await alsoAtBranch(trx, before.branch_id);
        const type = await forKeyShare(
          trx,
          trx
            .selectFrom('class_types')
            .select(['id', 'name', 'capacity'])
            .where('id', '=', input.class_type_id),
        ).executeTakeFirst();
        if (!type) throw badRequest('No class type with that id.');
        checkDates(input);
        const after = {
          class_type_id: type.id,
          weekday: input.weekday,
          start_time: input.start_time,
          trainer_id: await trainerAt(trx, input.trainer_id, before.branch_id),
          room: input.room ?? before.room,
          capacity: input.capacity ?? type.capacity,
          from_date: input.from_date ?? null,
          until_date: input.until_date ?? null,
        };
        await trx
          .updateTable('class_slots')
          .set({ ...after, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await followSlot(trx, actor, id);
        await recordChanges(
          trx,
          actor,
          {
            action: 'class_slot.edited',
            label: `${type.name}, ${WEEKDAY_NAMES[after.weekday - 1]} ${after.start_time}`,
            subjectId: id,
          },
          changesBetween(before, after, [
            'class_type_id',
            'weekday',
            'start_time',
            'trainer_id',
            'room',
            'capacity',
            'from_date',
            'until_date',
          ]),
        );
        return slotById(trx, id, EVERY_BRANCH);
      });
    },

    /**
     * A slot off the timetable: its future sessions without bookings go with it; refused (409)
     * while one of its future sessions has members booked or waitlisted. Past sessions stay.
     */
    removeSlot(actor: Actor, id: number, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const slot = await forUpdate(
          trx,
          trx
            .selectFrom('class_slots')
            .select(['id', 'branch_id', 'weekday', 'start_time', 'class_type_id'])
            .where('id', '=', id),
        ).executeTakeFirst();
        if (!slot || !covers(scope, slot.branch_id)) throw slotNotFound(id);
        await alsoAtBranch(trx, slot.branch_id);
        const now = new Date().toISOString();
        const booked = await trx
          .selectFrom('class_bookings as b')
          .innerJoin('class_sessions as c', 'c.id', 'b.session_id')
          .select('b.id')
          .where('c.slot_id', '=', id)
          .where('c.starts_at', '>', now)
          .where('b.status', 'in', ['booked', 'waitlisted'])
          .limit(1)
          .executeTakeFirst();
        if (booked)
          throw conflict(
            'Members are booked on this slot’s sessions to come. Cancel those sessions first.',
          );
        await trx
          .deleteFrom('class_sessions')
          .where('slot_id', '=', id)
          .where('starts_at', '>', now)
          .execute();
        await trx.deleteFrom('class_slots').where('id', '=', id).execute();
        const type = await typeById(trx, slot.class_type_id);
        await recordActivity(trx, actor, {
          action: 'class_slot.deleted',
          label: `${type.name}, ${WEEKDAY_NAMES[slot.weekday - 1]} ${slot.start_time}`,
          subjectId: id,
        });
      });
    },

    /** The week of `day` (this week in the gym's time zone without it), its sessions generated first. */
    async week(day: string | undefined, scope: BranchScope) {
      const { timeZone } = await classSettings(db);
      const monday = mondayOf(day ?? dayIn(timeZone));
      await generateDays(
        db,
        Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
        scope,
        timeZone,
      );
      const rows = await sessions(db)
        .where(inBranches('c.branch_id', scope))
        .where('c.day', '>=', monday)
        .where('c.day', '<=', addDays(monday, 6))
        .orderBy('c.starts_at')
        .orderBy('c.id')
        .execute();
      return { week: monday, time_zone: timeZone, sessions: rows.map(asSession) };
    },

    /** The trainer or staff record the account is (Team's link), if any: the classes it leads. */
    async recordOf(accountId: number | null) {
      if (accountId === null) return null;
      const row = await db
        .selectFrom('admins')
        .select('staff_id')
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row?.staff_id ?? null;
    },

    /**
     * Today on the gym's clock at the branches `scope` covers, its sessions generated first: how
     * many run, their places booked and capacity in all (a cancelled session counts in neither),
     * and each session by start.
     */
    async today(scope: BranchScope) {
      const { timeZone } = await classSettings(db);
      const day = dayIn(timeZone);
      await generateDays(db, [day], scope, timeZone);
      const rows = (
        await sessions(db)
          .where(inBranches('c.branch_id', scope))
          .where('c.day', '=', day)
          .orderBy('c.starts_at')
          .orderBy('c.id')
          .execute()
      ).map(asSession);
      const running = rows.filter((one) => !one.cancelled);
      return {
        day,
        time_zone: timeZone,
        session_count: running.length,
        booked: running.reduce((sum, one) => sum + one.booked, 0),
        capacity: running.reduce((sum, one) => sum + one.capacity, 0),
        sessions: rows,
      };
    },

    /**
     * Member `memberId`'s bookings today on the gym's clock at the branches `scope` reads (the
     * acting branch), every status, in the order their sessions start. A member the account's
     * branches do not reach (their home is another's and they train only there) is not found.
     */
    async memberToday(memberId: number, scope: BranchScope) {
      const member = await db
        .selectFrom('members')
        .select(['home_branch_id', 'branch_access'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!member || (!mayUse(scope, member.home_branch_id) && member.branch_access !== 'all'))
        throw notFound(NO_MEMBER_HERE);
      const day = dayIn((await classSettings(db)).timeZone);
      const rows = await bookings(db)
        .innerJoin('class_types as t', 't.id', 'bs.class_type_id')
        .select(['t.name as class_name', 'bs.start_time'])
        .where('b.member_id', '=', memberId)
        .where('bs.day', '=', day)
        .where(inBranches('bs.branch_id', scope))
        .orderBy('bs.starts_at')
        .orderBy('b.id')
        .execute();
      return {
        day,
        bookings: rows.map(({ class_name, start_time, ...booking }) => ({
          ...asBooking(booking),
          class_name,
          start_time,
        })),
      };
    },

    async session(id: number, scope: BranchScope) {
      const row = await sessions(db).where('c.id', '=', id).executeTakeFirst();
      if (!row || !covers(scope, row.branch_id)) throw sessionNotFound(id);
      const all = await bookings(db)
        .where('b.session_id', '=', id)
        .orderBy('b.booked_at')
        .orderBy('b.id')
        .execute();
      return {
        session: asSession(row),
        roster: all.filter((b) => b.status !== 'waitlisted').map(asBooking),
        waitlist: all
          .filter((b) => b.status === 'waitlisted')
          .sort((a, b) => a.position! - b.position!)
          .map(asBooking),
      };
    },

    /**
     * A session's own trainer, room or capacity. Capacity cannot go below the places taken; raised,
     * it books as many waitlisted members as places added (before the cut-off).
     */
    changeSession(actor: Actor, id: number, change: SessionChange, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const session = await lockedSession(trx, id, scope);
        const before = await trx
          .selectFrom('class_sessions')
          .select(['trainer_id', 'room', 'capacity'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const after = {
          trainer_id:
            change.trainer_id === undefined
              ? before.trainer_id
              : await trainerAt(trx, change.trainer_id, session.branch_id),
          room: change.room ?? before.room,
          capacity: change.capacity ?? before.capacity,
        };
        const taken = await takenPlaces(trx, id);
        if (after.capacity < taken)
          throw conflict(
            `${taken} members are booked for this class: the capacity cannot be less than that.`,
          );
        await trx.updateTable('class_sessions').set(after).where('id', '=', id).execute();
        await recordChanges(
          trx,
          actor,
          {
            action: 'class_session.edited',
            label: `${session.class_name}, ${session.day} ${session.start_time}`,
            subjectId: id,
          },
          changesBetween(before, after, ['trainer_id', 'room', 'capacity']),
        );
        const promoted = await promote(trx, actor, { ...session, capacity: after.capacity });
        return { session: await sessionById(trx, id), promoted };
      });
    },

    /**
     * The session is off: its members' bookings and waitlist places are cancelled with it, and
     * the desk is given a Reminders task to tell each of those members (docs/product/classes.md).
     */
    cancelSession(actor: Actor, id: number, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const session = await lockedSession(trx, id, scope);
        if (session.cancelled) throw conflict(CLASS_MESSAGES.cancelledSession);
        const now = new Date().toISOString();
        await trx
          .updateTable('class_sessions')
          .set({ cancelled: 1 })
          .where('id', '=', id)
          .execute();
        const affected = await trx
          .updateTable('class_bookings')
          .set({ status: 'cancelled', position: null, cancelled_at: now })
          .where('session_id', '=', id)
          .where('status', 'in', ['booked', 'waitlisted'])
          .returning(['id', 'member_id'])
          .execute();
        // A promotion's task still open would tell them they are booked: it no longer holds.
        if (affected.length > 0)
          await trx
            .updateTable('reminder_tasks')
            .set({ state: 'closed' })
            .where(
              'booking_id',
              'in',
              affected.map((booking) => booking.id),
            )
            .where('state', '=', 'open')
            .execute();
        // Each member who held a place is told, through a Reminders task due today: while the
        // class is still to come (a place in one that has ended is a No show, with nothing to tell).
        const told = Date.parse(session.ends_at) > Date.now() ? affected : [];
        if (told.length > 0) {
          const homes = await trx
            .selectFrom('members')
            .select(['id', 'home_branch_id'])
            .where(
              'id',
              'in',
              told.map((booking) => booking.member_id),
            )
            .execute();
          const homeOf = new Map(homes.map((member) => [member.id, member.home_branch_id]));
          await trx
            .insertInto('reminder_tasks')
            .values(
              told.map((booking) => ({
                member_id: booking.member_id,
                rule_id: null,
                booking_id: booking.id,
                basis: CLASS_CANCELLED_BASIS,
                planned_on: today(),
                due_on: today(),
                state: 'open' as const,
                created_at: now,
                branch_id: homeOf.get(booking.member_id)!,
              })),
            )
            .execute();
        }
        await recordActivity(trx, actor, {
          action: 'class_session.cancelled',
          label: `${session.class_name}, ${session.day} ${session.start_time}`,
          subjectId: id,
          data: { bookings: affected.length },
        });
        return { session: await sessionById(trx, id), told: told.length };
      });
    },

    /**
     * Books member `memberId` into the session, or onto its waitlist when it is full (the rules of
     * docs/product/classes.md): refused when it has started or is cancelled, when the member may
     * not train at its branch, is Expired or Inactive (as at check-in), their plan does not include
     * the class, or they hold a place in it already.
     */
    book(actor: Actor, sessionId: number, memberId: number, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const session = await lockedSession(trx, sessionId, scope);
        if (session.cancelled) throw conflict(CLASS_MESSAGES.cancelledSession);
        if (Date.now() >= Date.parse(session.starts_at)) throw conflict(CLASS_MESSAGES.closed);
        const day = today();
        const member = await forKeyShare(
          trx,
          trx
            .selectFrom('members as m')
            .innerJoin('plans as p', 'p.id', 'm.plan_id')
            .select(['m.id', 'm.name', 'm.expire_date', 'm.total_fee', 'm.paid_amount'])
            .select(['m.home_branch_id', 'm.branch_access', 'm.plan_id', 'p.classes'])
            .select(shownStatus('m', day).as('status'))
            .where('m.id', '=', memberId),
        ).executeTakeFirst();
        if (!member || (!mayUse(scope, member.home_branch_id) && member.branch_access !== 'all'))
          throw notFound(NO_MEMBER_HERE);
        if (refusedAt(member, session.branch_id)) {
          const homes = await namesById(trx, 'branches', [member.home_branch_id]);
          throw conflict(memberOfBranch(member.name, homes.get(member.home_branch_id)!));
        }
        const { refusal } = standingOf({ ...member, checked_in: false }, day);
        if (refusal) throw conflict(refusal);
        const settings = await classSettings(trx);
        const ban = await bannedUntil(trx, memberId, settings);
        if (ban)
          throw conflict(
            CLASS_MESSAGES.struck(member.name, ban.until, ban.count, settings.strikeWindowDays),
          );
        const session_type = await trx
          .selectFrom('class_sessions')
          .select('class_type_id')
          .where('id', '=', sessionId)
          .executeTakeFirstOrThrow();
        const included =
          member.classes === 'all' ||
          (member.classes === 'chosen' &&
            (await trx
              .selectFrom('plan_class_types')
              .select('plan_id')
              .where('plan_id', '=', member.plan_id)
              .where('class_type_id', '=', session_type.class_type_id)
              .executeTakeFirst()) !== undefined);
        if (!included) throw conflict(CLASS_MESSAGES.notIncluded(member.name, session.class_name));
        const holding = await trx
          .selectFrom('class_bookings')
          .select('id')
          .where('session_id', '=', sessionId)
          .where('member_id', '=', memberId)
          .where('status', 'in', ['booked', 'waitlisted', 'attended'])
          .executeTakeFirst();
        if (holding) throw conflict(CLASS_MESSAGES.already(member.name));
        const full = (await takenPlaces(trx, sessionId)) >= session.capacity;
        const position = full
          ? Number(
              (
                await trx
                  .selectFrom('class_bookings')
                  .select((eb) => eb.fn.max('position').as('last'))
                  .where('session_id', '=', sessionId)
                  .where('status', '=', 'waitlisted')
                  .executeTakeFirstOrThrow()
              ).last ?? 0,
            ) + 1
          : null;
        const { id } = await trx
          .insertInto('class_bookings')
          .values({
            session_id: sessionId,
            member_id: memberId,
            status: full ? 'waitlisted' : 'booked',
            position,
            booked_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const data = { class: session.class_name, day: session.day, time: session.start_time };
        const activity_id = await recordActivity(trx, actor, {
          action: full ? 'class.waitlisted' : 'class.booked',
          label: member.name,
          subjectId: id,
          memberId,
          data: position === null ? data : { ...data, position },
        });
        const message =
          position === null
            ? CLASS_MESSAGES.booked(
                member.name,
                session.class_name,
                session.day,
                session.start_time,
              )
            : CLASS_MESSAGES.waitlisted(member.name, position);
        return { message, booking: await bookingById(trx, id), activity_id };
      });
    },

    /**
     * Cancels a booking or a waitlist place. A booked place cancelled before the cut-off is
     * Cancelled and goes to the first waitlisted member, in this transaction; after it, Late
     * cancel, and the place stays free to book.
     */
    cancelBooking(actor: Actor, id: number, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const { session, booking } = await lockedBooking(trx, id, scope);
        if (booking.status !== 'booked' && booking.status !== 'waitlisted')
          throw conflict(`${booking.name}'s booking is not open: there is nothing to cancel.`);
        if (Date.parse(session.ends_at) <= Date.now())
          throw conflict(CLASS_MESSAGES.ended(booking.name));
        const { cutoffMinutes } = await classSettings(trx);
        const late =
          booking.status === 'booked' && pastCutoff(session.starts_at, cutoffMinutes, Date.now());
        await trx
          .updateTable('class_bookings')
          .set({
            status: late ? 'late_cancel' : 'cancelled',
            position: null,
            cancelled_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        if (booking.status === 'waitlisted') await closeWaitlistGaps(trx, session.id);
        // What the place was (and where it stood in line), for Undo to put it back (routes/undo/).
        const activity_id = await recordActivity(trx, actor, {
          action: 'class_booking.cancelled',
          label: booking.name,
          subjectId: id,
          memberId: booking.member_id,
          data: {
            class: session.class_name,
            day: session.day,
            time: session.start_time,
            was: booking.status,
            ...(booking.position === null ? {} : { position: booking.position }),
            ...(late ? { late: true } : {}),
          },
        });
        const promoted = booking.status === 'booked' ? await promote(trx, actor, session) : [];
        return {
          message: late
            ? `${booking.name}'s booking is cancelled late.`
            : `${booking.name}'s booking is cancelled.`,
          booking: await bookingById(trx, id),
          promoted,
          activity_id,
        };
      });
    },

    /** The gym's class settings: its clock's time zone, the booking cut-off and the strikes'. */
    settings: (): Promise<ClassSettingsInput> => settingsIn(db),

    /**
     * Changes the class settings. A time zone must be one Node's time-zone data knows (400). A
     * new zone or cut-off applies to sessions made from then on and to cancels from then on;
     * sessions already made keep their instants.
     */
    saveSettings(actor: Actor, input: ClassSettingsInput) {
      return transaction(db, async (trx) => {
        if (!isTimeZone(input.time_zone))
          throw badRequest('Time zone must be a time zone such as Asia/Kolkata.');
        const before = await settingsIn(trx);
        await trx.updateTable('gym_settings').set(input).where('id', '=', 1).execute();
        await recordChanges(
          trx,
          actor,
          { action: 'class_settings.edited', label: 'Class settings' },
          changesBetween(before, input, [
            'time_zone',
            'booking_cutoff_minutes',
            'strike_limit',
            'strike_window_days',
            'strike_ban_days',
          ]),
        );
        return input;
      });
    },

    /**
     * Forgives a strike (a late cancel, or a no-show: a place still Booked once its session ended):
     * it no longer counts towards a ban. Its status stays as it is.
     */
    forgive(actor: Actor, id: number, scope: BranchScope) {
      return transaction(db, async (trx) => {
        const { session, booking } = await lockedBooking(trx, id, scope);
        const { status } = await bookingById(trx, id);
        if (status !== 'late_cancel' && status !== 'no_show')
          throw conflict('Only a late cancel or a no-show can be forgiven.');
        if (booking.forgiven_at !== null)
          throw conflict(`${booking.name}'s strike is already forgiven.`);
        await trx
          .updateTable('class_bookings')
          .set({ forgiven_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const what = status === 'no_show' ? 'no-show' : 'late cancel';
        await recordActivity(trx, actor, {
          action: 'class_booking.forgiven',
          label: booking.name,
          subjectId: id,
          memberId: booking.member_id,
          data: { class: session.class_name, day: session.day, time: session.start_time, what },
        });
        return {
          message: `${booking.name}'s ${what} at ${session.class_name} is forgiven.`,
          booking: await bookingById(trx, id),
        };
      });
    },

    /**
     * Marks a booked place Attended by hand (a trainer or the desk), from 30 minutes before its
     * session starts on, a No show included (marked late); never a waitlist place, a cancelled one
     * or one of a cancelled session. `leads`: an account that marks only the classes it leads
     * (one without `classes.book`) and the trainer record it is; another session's is 403.
     */
    attend(actor: Actor, id: number, scope: BranchScope, leads?: number | null) {
      return transaction(db, async (trx) => {
        const { session, booking } = await lockedBooking(trx, id, scope);
        if (leads !== undefined && (leads === null || session.trainer_id !== leads))
          throw new HttpError(403, CLASS_MESSAGES.notYourClass);
        if (session.cancelled) throw conflict(CLASS_MESSAGES.cancelledSession);
        if (booking.status === 'attended')
          throw conflict(`${booking.name} is already marked attended.`);
        if (booking.status !== 'booked')
          throw conflict(`Only a booked place can be marked attended.`);
        if (Date.now() < Date.parse(session.starts_at) - ATTENDANCE_WINDOW_MS)
          throw conflict('This class has not started yet.');
        await trx
          .updateTable('class_bookings')
          .set({ status: 'attended' })
          .where('id', '=', id)
          .execute();
        await recordActivity(trx, actor, {
          action: 'class_booking.attended',
          label: booking.name,
          subjectId: id,
          memberId: booking.member_id,
          data: { class: session.class_name, day: session.day, time: session.start_time },
        });
        return {
          message: `${booking.name} attended ${session.class_name}.`,
          booking: await bookingById(trx, id),
        };
      });
    },
  };
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

function checkDates({ from_date, until_date }: Pick<ClassSlotInput, 'from_date' | 'until_date'>) {
  if (from_date && until_date && until_date < from_date)
    throw badRequest('Until must not be before From.');
}
