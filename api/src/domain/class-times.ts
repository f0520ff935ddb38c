import { addDays } from './dates';

/**
 * The gym's clock for its classes (docs/product/classes.md): a slot says "06:00 on Mondays" on the
 * gym's wall clock, in its time zone (gym_settings.time_zone, Asia/Kolkata unless changed), and
 * each session is that moment as an instant, whatever the server's own time zone (its `TZ`).
 * Node's `Intl` knows every IANA zone and its offsets, which is all this needs: no library.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Reads instants as the zone's wall clock, 24-hour. */
function formatterOf(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at instant `ms`: its day, time and the same read as if it were UTC. */
function wallClock(ms: number, zone: string) {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const asUtc = Date.parse(`${day}T${time}:${parts.second}Z`);
  return { day, time, asUtc };
}

/** Whether `zone` is a time zone Intl knows. */
export function isTimeZone(zone: string) {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at instant `ms`, in milliseconds (+05:30 is 19,800,000). */
const offsetAt = (ms: number, zone: string) =>
  wallClock(ms, zone).asUtc - Math.floor(ms / 1000) * 1000;

/** Instants already worked out: every read of a week asks again for the same slots' times. */
const instants = new Map<string, string>();
const INSTANTS_KEPT = 10_000;

/**
 * The instant (ISO-8601, UTC) at which the zone's wall clock reads `time` (HH:MM) on `day`. A time
 * the clock skips (a daylight-saving gap) is read with the offset from before the change. Kept once
 * worked out (a zone's rules do not change while the process runs), up to INSTANTS_KEPT.
 */
export function instantOf(day: string, time: string, zone: string): string {
  const key = `${zone} ${day} ${time}`;
  const kept = instants.get(key);
  if (kept !== undefined) return kept;
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  const instant = new Date(wallClock(second, zone).asUtc === wall ? second : first).toISOString();
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  instants.set(key, instant);
  return instant;
}

/** The zone's wall clock at `instant`: its day, its weekday (1 Monday) and its time (HH:MM). */
export function clockIn(zone: string, instant = new Date()) {
  const { day, time } = wallClock(instant.getTime(), zone);
  return { day, time, weekday: weekdayOf(day) };
}

/** The zone's day (YYYY-MM-DD) at instant `now`. */
export const dayIn = (zone: string, now = new Date()) => wallClock(now.getTime(), zone).day;

/** 1 Monday … 7 Sunday, of a calendar day. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week `day` is in. */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Monday": a weekday's name. */
export const weekdayName = (day: string) => WEEKDAYS[weekdayOf(day) - 1]!;
