import {
  action,
  BOOKING_STATUS_NAMES,
  defineResource,
  patch,
  paths,
  pathTo,
  shown,
  type BookingCancelled,
  type BookingInput,
  type BookingMade,
  type BookingSaved,
  type ClassSession,
  type ClassSettings,
  type ClassSettingsReply,
  type ClassSettingsSaved,
  type ClassSlot,
  type ClassSlotList,
  type ClassType,
  type ClassTypeList,
  type ClassWeek,
  type SessionChange,
  type SessionDetails,
  type SessionSaved,
  type StaffListReply,
} from '@spotter/shared';

/**
 * The week's reads, every session's page and today's (the dashboard's card): what a change to
 * the timetable or a booking makes stale.
 */
const SESSION_READS = [paths.classes.week, paths.classes.session, paths.classes.today];

/** The class types (docs/product/classes.md §28): the chain's, unpaged, by name. */
export const classTypesResource = defineResource<ClassType, ClassType, ClassTypeList>({
  list: paths.classes.types,
  plain: (reply) => reply.class_types,
  rowId: (type) => type.id,
  create: paths.classes.types,
  update: (id) => pathTo(paths.classes.type, { id }),
  remove: (id) => pathTo(paths.classes.type, { id }),
  permissions: { create: 'classes.manage', update: 'classes.manage', remove: 'classes.manage' },
  // A type's name, duration and capacity show on the timetable and on the sessions to come.
  stale: () => [paths.classes.slots, ...SESSION_READS],
});

/** The weekly slots of the timetable, of the branches the tab reads, unpaged. */
export const classSlotsResource = defineResource<ClassSlot, ClassSlot, ClassSlotList>({
  list: paths.classes.slots,
  plain: (reply) => reply.slots,
  rowId: (slot) => slot.id,
  create: paths.classes.slots,
  update: (id) => pathTo(paths.classes.slot, { id }),
  remove: (id) => pathTo(paths.classes.slot, { id }),
  permissions: { create: 'classes.manage', update: 'classes.manage', remove: 'classes.manage' },
  // Editing a slot changes its sessions to come (made again, or given its trainer and room).
  stale: () => SESSION_READS,
});

/** A session's page in the browser (an API path too, whose read it makes). */
export const sessionPage = (id: number) => pathTo('/classes/sessions/:id', { id });

/** The week's URL: `day` any day of it, this week on the gym's clock without one. */
export const weekKey = (day?: string | null) =>
  day ? `${paths.classes.week}?${new URLSearchParams({ week: day })}` : paths.classes.week;

/** What a write that may make Reminders tasks makes stale besides the sessions: the queue and the bell. */
const SESSION_AND_TASKS = [...SESSION_READS, ...shown.reminders, ...shown.bell];

/**
 * The sessions: the week is their list, a session's page (its roster and waitlist) their one
 * record. Booking and cancelling change a session's counts, so the week and the page are read
 * again after each; a promotion or a cancelled session also gives the desk Reminders tasks.
 */
export const classSessionsResource = defineResource<
  ClassSession,
  SessionDetails,
  ClassWeek,
  SessionDetails,
  {
    book: ReturnType<typeof action<number, BookingInput, BookingMade>>;
    cancelBooking: ReturnType<typeof action<number, undefined, BookingCancelled>>;
    change: ReturnType<typeof action<number, SessionChange, SessionSaved>>;
    cancelSession: ReturnType<typeof action<number, undefined, SessionSaved>>;
    attend: ReturnType<typeof action<number, undefined, BookingSaved>>;
    forgive: ReturnType<typeof action<number, undefined, BookingSaved>>;
  }
>({
  list: paths.classes.week,
  plain: (reply) => reply.sessions,
  rowId: (session) => session.id,
  one: (id) => pathTo(paths.classes.session, { id }),
  readOne: (reply) => reply,
  actions: {
    /** Books a member into the session (its id), or waitlists them when it is full. */
    book: action<number, BookingInput, BookingMade>({
      path: (id) => pathTo(paths.classes.book, { id }),
      failure: 'Could not book this member.',
      stale: () => SESSION_READS,
    }),
    /** Cancels a booking or a waitlist place (its id); a freed place may go to the waitlist's first. */
    cancelBooking: action<number, undefined, BookingCancelled>({
      path: (id) => pathTo(paths.classes.cancelBooking, { id }),
      failure: 'Could not cancel this booking.',
      stale: () => SESSION_AND_TASKS,
    }),
    /** Changes one session's trainer, room or capacity (its id); more places book the waitlist's first. */
    change: action<number, SessionChange, SessionSaved>({
      path: (id) => pathTo(paths.classes.session, { id }),
      failure: 'Could not save the session.',
      stale: () => SESSION_AND_TASKS,
    }),
    /** Cancels one session (its id) and its places; Reminders tells each member who held one. */
    cancelSession: action<number, undefined, SessionSaved>({
      path: (id) => pathTo(paths.classes.cancelSession, { id }),
      failure: 'Could not cancel the session.',
      stale: () => SESSION_AND_TASKS,
    }),
    /** Marks a booked place (or a No show) Attended by hand (the booking's id). */
    attend: action<number, undefined, BookingSaved>({
      path: (id) => pathTo(paths.classes.attended, { id }),
      failure: 'Could not mark this place attended.',
      stale: () => SESSION_READS,
    }),
    /** Forgives a late cancel or a no-show (the booking's id): it no longer counts as a strike. */
    forgive: action<number, undefined, BookingSaved>({
      path: (id) => pathTo(paths.classes.forgive, { id }),
      failure: 'Could not forgive this strike.',
      stale: () => SESSION_READS,
    }),
  },
});

/**
 * The class settings (docs/product/classes.md, "Settings"): one record, read and saved whole. A new
 * time zone or cut-off applies to sessions made from then on, which the week reads.
 */
export const classSettingsResource = defineResource({
  list: paths.classes.settings,
  plain: (reply: ClassSettingsReply) => [reply.settings],
  rowId: (_settings: ClassSettings) => 0,
  actions: {
    save: action<void, ClassSettings, ClassSettingsSaved>({
      path: () => paths.classes.settings,
      failure: 'Could not save the class settings.',
      stale: () => SESSION_READS,
      patches: (_, saved) => [
        patch<ClassSettingsReply>(paths.classes.settings, () => ({
          status: 'success',
          settings: saved.settings,
        })),
      ],
    }),
  },
});

/** A booking's status as the desk reads it (docs/product/classes.md §28), the kit's words. */
export const STATUS_NAMES = BOOKING_STATUS_NAMES;

/** The days of the week, 1 Monday to 7 Sunday, as the timetable's Day. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day ('2026-12-07') as a date in UTC, never shifted by the browser's time zone. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2026-12-07' moved by `days` days: '2026-12-14' for 7. */
export function addDays(day: string, days: number): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** '2026-12-07' → 'Monday'. */
export const weekdayOf = (day: string) => WEEKDAYS[(utcDay(day).getUTCDay() + 6) % 7]!;

/** '2026-12-07' → '7 Dec'. */
export function shortDay(day: string): string {
  const date = utcDay(day);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** '2026-12-07' → 'Monday, 7 Dec 2026'. */
export const longDay = (day: string) =>
  `${weekdayOf(day)}, ${shortDay(day)} ${utcDay(day).getUTCFullYear()}`;

/**
 * The trainers and staff a slot may name (read only here: the staff section owns them); the API
 * answers those of the branches the tab reads, and takes only the acting branch's.
 */
export const trainersResource = defineResource({
  list: paths.staff.list,
  plain: (reply: StaffListReply) => reply.data,
  rowId: (staff) => staff.id,
});
