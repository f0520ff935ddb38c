import { Type, type Static } from 'typebox';
import { Day, Line, Name, RecordId, saved, succeeded, Text, WholeNumber } from './common';

/**
 * Group classes (docs/product/classes.md): class types, the weekly timetable, the week's sessions,
 * a session with its roster and waitlist, and booking a member.
 */

export const CLASS_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  roomMax: 100,
  durationMax: 1440,
  capacityMax: 1000,
} as const;

export const ClassTypeInput = Type.Object({
  name: Name({ maxLength: CLASS_LIMITS.nameMax, required: true }),
  duration_minutes: WholeNumber({ minimum: 1, maximum: CLASS_LIMITS.durationMax }),
  capacity: WholeNumber({ minimum: 1, maximum: CLASS_LIMITS.capacityMax }),
  description: Type.Optional(Text({ maxLength: CLASS_LIMITS.descriptionMax })),
});
export type ClassTypeInput = Static<typeof ClassTypeInput>;

export const ClassType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration_minutes: Type.Integer(),
  capacity: Type.Integer(),
  description: Type.String(),
});
export type ClassType = Static<typeof ClassType>;

export const ClassTypeList = succeeded({ class_types: Type.Array(ClassType) });
export type ClassTypeList = Static<typeof ClassTypeList>;
export const ClassTypeSaved = saved({ class_type: ClassType });
export type ClassTypeSaved = Static<typeof ClassTypeSaved>;

/** A wall-clock time on the gym's clock, 24-hour: 06:00, 23:30. */
export const WallClock = () =>
  Type.String({
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    maxLength: 5,
    errorMessage: 'Start time must be a time written HH:MM',
  });

/**
 * A weekly slot as the timetable's form sends it: its branch is the one the request acts at.
 * Capacity left out is the class type's.
 */
export const ClassSlotInput = Type.Object({
  class_type_id: RecordId({ fromText: false }),
  /** 1 Monday … 7 Sunday. */
  weekday: WholeNumber({ minimum: 1, maximum: 7 }),
  start_time: WallClock(),
  trainer_id: Type.Optional(Type.Union([Type.Null(), RecordId({ fromText: false })])),
  room: Type.Optional(Line({ maxLength: CLASS_LIMITS.roomMax })),
  capacity: Type.Optional(
    Type.Union([Type.Null(), WholeNumber({ minimum: 1, maximum: CLASS_LIMITS.capacityMax })]),
  ),
  from_date: Type.Optional(Type.Union([Type.Null(), Day()])),
  until_date: Type.Optional(Type.Union([Type.Null(), Day()])),
});
export type ClassSlotInput = Static<typeof ClassSlotInput>;

export const ClassSlot = Type.Object({
  id: Type.Integer(),
  class_type_id: Type.Integer(),
  class_name: Type.String(),
  branch_id: Type.Integer(),
  weekday: Type.Integer(),
  start_time: Type.String(),
  trainer_id: Type.Union([Type.Integer(), Type.Null()]),
  trainer_name: Type.Union([Type.String(), Type.Null()]),
  room: Type.String(),
  capacity: Type.Integer(),
  from_date: Type.Union([Type.String(), Type.Null()]),
  until_date: Type.Union([Type.String(), Type.Null()]),
});
export type ClassSlot = Static<typeof ClassSlot>;

export const ClassSlotList = succeeded({ slots: Type.Array(ClassSlot) });
export type ClassSlotList = Static<typeof ClassSlotList>;
export const ClassSlotSaved = saved({ slot: ClassSlot });
export type ClassSlotSaved = Static<typeof ClassSlotSaved>;

/** The week asked for: any day of it (its Monday is the week's first day); left out, this week. */
export const WeekQuery = Type.Object({ week: Type.Optional(Day()) });
export type WeekQuery = Static<typeof WeekQuery>;

export const ClassSession = Type.Object({
  id: Type.Integer(),
  class_type_id: Type.Integer(),
  class_name: Type.String(),
  branch_id: Type.Integer(),
  /** The gym's local day and time. */
  day: Type.String(),
  start_time: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  trainer_id: Type.Union([Type.Integer(), Type.Null()]),
  trainer_name: Type.Union([Type.String(), Type.Null()]),
  room: Type.String(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  waitlist: Type.Integer(),
  cancelled: Type.Boolean(),
});
export type ClassSession = Static<typeof ClassSession>;

export const ClassWeek = succeeded({
  /** The week's Monday. */
  week: Type.String(),
  time_zone: Type.String(),
  sessions: Type.Array(ClassSession),
});
export type ClassWeek = Static<typeof ClassWeek>;

/**
 * Today's classes on the gym's clock (the dashboard's card): how many sessions run (a cancelled one
 * does not), their places booked and their capacity in all, and every session, cancelled ones
 * included, by start.
 */
export const ClassesToday = succeeded({
  /** Today, on the gym's clock. */
  day: Type.String(),
  time_zone: Type.String(),
  /** Sessions not cancelled. */
  session_count: Type.Integer(),
  /** Places taken (Booked or Attended) in those sessions. */
  booked: Type.Integer(),
  /** Their places in all. */
  capacity: Type.Integer(),
  sessions: Type.Array(ClassSession),
});
export type ClassesToday = Static<typeof ClassesToday>;

export const BOOKING_STATUSES = [
  'booked',
  'waitlisted',
  'attended',
  'cancelled',
  'late_cancel',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const Booking = Type.Object({
  id: Type.Integer(),
  session_id: Type.Integer(),
  member_id: Type.Integer(),
  member_name: Type.String(),
  status: Type.Enum([...BOOKING_STATUSES]),
  /** On the waitlist only: 1 is the next to be booked. */
  position: Type.Optional(Type.Integer()),
  booked_at: Type.String(),
  /** A late cancel or no-show an Owner or Manager forgave: no longer a strike. */
  forgiven: Type.Optional(Type.Literal(true)),
});
export type Booking = Static<typeof Booking>;

export const SessionDetails = succeeded({
  session: ClassSession,
  /** Everyone but the waitlist, in the order they booked. */
  roster: Type.Array(Booking),
  /** In order: the first is the next to be booked. */
  waitlist: Type.Array(Booking),
  /** Whether the account may mark attendance here: `classes.attend`, and it books or leads the class. */
  may_mark: Type.Boolean(),
});
export type SessionDetails = Static<typeof SessionDetails>;

/** A session's own trainer, room or capacity, changed for it alone. */
export const SessionChange = Type.Object(
  {
    trainer_id: Type.Optional(Type.Union([Type.Null(), RecordId({ fromText: false })])),
    room: Type.Optional(Line({ maxLength: CLASS_LIMITS.roomMax })),
    capacity: Type.Optional(WholeNumber({ minimum: 1, maximum: CLASS_LIMITS.capacityMax })),
  },
  {
    minProperties: 1,
    errorMessage: { minProperties: 'Say what to change: trainer, room or capacity.' },
  },
);
export type SessionChange = Static<typeof SessionChange>;

export const SessionSaved = saved({
  session: ClassSession,
  /** The waitlisted members booked by the change (more places). */
  promoted: Type.Array(Booking),
});
export type SessionSaved = Static<typeof SessionSaved>;

export const BookingInput = Type.Object({ member_id: RecordId({ fromText: false }) });
export type BookingInput = Static<typeof BookingInput>;

export const BookingSaved = saved({ booking: Booking });
export type BookingSaved = Static<typeof BookingSaved>;

/** A booking made, and the trail's record of it: POST /activity/undo/{activity_id} takes it back. */
export const BookingMade = saved({ booking: Booking, activity_id: Type.Integer() });
export type BookingMade = Static<typeof BookingMade>;

export const BookingCancelled = saved({
  booking: Booking,
  /** Who the freed place went to: the first waitlisted member, before the cut-off. */
  promoted: Type.Array(Booking),
  /** The trail's record of the cancellation: POST /activity/undo/{activity_id} takes it back. */
  activity_id: Type.Integer(),
});
export type BookingCancelled = Static<typeof BookingCancelled>;

/** The gym's class settings (docs/product/classes.md, "Settings"). */
export const ClassSettings = Type.Object({
  /** An IANA time zone the gym's clock keeps (Asia/Kolkata by default). */
  time_zone: Line({ maxLength: 64, required: true }),
  /** Minutes before a session's start after which a cancel is late and nobody is promoted. */
  booking_cutoff_minutes: WholeNumber({ minimum: 0, maximum: 10_080 }),
  /** How many late cancels and no-shows stop a member booking. */
  strike_limit: WholeNumber({ minimum: 1, maximum: 100 }),
  /** Within how many days they count. */
  strike_window_days: WholeNumber({ minimum: 1, maximum: 365 }),
  /** For how many days from the latest they stop the member booking. */
  strike_ban_days: WholeNumber({ minimum: 1, maximum: 365 }),
});
export type ClassSettings = Static<typeof ClassSettings>;

export const ClassSettingsReply = succeeded({ settings: ClassSettings });
export type ClassSettingsReply = Static<typeof ClassSettingsReply>;
export const ClassSettingsSaved = saved({ settings: ClassSettings });
export type ClassSettingsSaved = Static<typeof ClassSettingsSaved>;

/** One of a member's bookings of the day, with its class and time, as the check-in panel lists it. */
export const DayBooking = Type.Object({
  ...Booking.properties,
  class_name: Type.String(),
  /** The session's start on the gym's clock. */
  start_time: Type.String(),
});
export type DayBooking = Static<typeof DayBooking>;

/**
 * A member's bookings today on the gym's clock at the branches the request reads (the acting
 * branch), in the order their sessions start (docs/product/classes.md, "Attended and No show").
 */
export const MemberClassesToday = succeeded({
  /** Today on the gym's clock. */
  day: Type.String(),
  bookings: Type.Array(DayBooking),
});
export type MemberClassesToday = Static<typeof MemberClassesToday>;
