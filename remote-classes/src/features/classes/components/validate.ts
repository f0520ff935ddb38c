import type {
  ClassSettings,
  ClassSlotInput,
  ClassTypeInput,
  FieldErrors,
  SessionChange,
} from '@spotter/shared';

/** The limits the API holds a class type and a slot to (CLASS_LIMITS in its schemas). */
export const LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  roomMax: 100,
  durationMax: 1440,
  capacityMax: 1000,
} as const;

/** A whole number from `min` to `max` typed in `text`, else null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

export type ClassTypeValues = {
  name: string;
  duration_minutes: string;
  capacity: string;
  description: string;
};

export const emptyClassType: ClassTypeValues = {
  name: '',
  duration_minutes: '',
  capacity: '',
  description: '',
};

/** A class type as the API takes it (docs/product/classes.md §28), or the fields' errors. */
export function validateClassType(values: ClassTypeValues) {
  const errors: FieldErrors<ClassTypeValues> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > LIMITS.nameMax)
    errors.name = `Name must be at most ${LIMITS.nameMax} characters`;
  const duration = wholeIn(values.duration_minutes, 1, LIMITS.durationMax);
  if (!values.duration_minutes.trim()) errors.duration_minutes = 'Duration is required';
  else if (duration === null)
    errors.duration_minutes = `Duration must be a whole number of minutes from 1 to ${LIMITS.durationMax}`;
  const capacity = wholeIn(values.capacity, 1, LIMITS.capacityMax);
  if (!values.capacity.trim()) errors.capacity = 'Capacity is required';
  else if (capacity === null)
    errors.capacity = `Capacity must be a whole number from 1 to ${LIMITS.capacityMax}`;
  const description = values.description.trim();
  if (description.length > LIMITS.descriptionMax)
    errors.description = `Description must be at most ${LIMITS.descriptionMax} characters`;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: ClassTypeInput = {
    name,
    duration_minutes: duration!,
    capacity: capacity!,
    description,
  };
  return { errors, input };
}

export type SlotValues = {
  class_type_id: string;
  weekday: string;
  start_time: string;
  trainer_id: string;
  room: string;
  capacity: string;
  from_date: string;
  until_date: string;
};

export const emptySlot: SlotValues = {
  class_type_id: '',
  weekday: '',
  start_time: '',
  trainer_id: '',
  room: '',
  capacity: '',
  from_date: '',
  until_date: '',
};

/** A weekly slot as the API takes it (its branch is the one the tab acts at), or the errors. */
export function validateSlot(values: SlotValues) {
  const errors: FieldErrors<SlotValues> = {};
  if (!values.class_type_id) errors.class_type_id = 'Class type is required';
  if (!values.weekday) errors.weekday = 'Day is required';
  const time = values.start_time.trim();
  if (!time) errors.start_time = 'Start time is required';
  else if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time))
    errors.start_time = 'Start time must be a time written HH:MM';
  const room = values.room.trim();
  if (room.length > LIMITS.roomMax)
    errors.room = `Room must be at most ${LIMITS.roomMax} characters`;
  const capacity = values.capacity.trim()
    ? wholeIn(values.capacity, 1, LIMITS.capacityMax)
    : undefined;
  if (capacity === null)
    errors.capacity = `Capacity must be a whole number from 1 to ${LIMITS.capacityMax}`;
  if (values.from_date && values.until_date && values.until_date < values.from_date)
    errors.until_date = 'Until must not be before From.';
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: ClassSlotInput = {
    class_type_id: Number(values.class_type_id),
    weekday: Number(values.weekday),
    start_time: time,
    trainer_id: values.trainer_id ? Number(values.trainer_id) : null,
    room,
    capacity: capacity ?? null,
    from_date: values.from_date || null,
    until_date: values.until_date || null,
  };
  return { errors, input };
}

export type SessionChangeValues = { trainer_id: string; room: string; capacity: string };

/**
 * One session's trainer, room and capacity as the API takes them (docs/product/classes.md), or the
 * fields' errors. Capacity below the places taken is the API's to refuse: it knows them.
 */
export function validateSessionChange(values: SessionChangeValues) {
  const errors: FieldErrors<SessionChangeValues> = {};
  const room = values.room.trim();
  if (room.length > LIMITS.roomMax)
    errors.room = `Room must be at most ${LIMITS.roomMax} characters`;
  const capacity = wholeIn(values.capacity, 1, LIMITS.capacityMax);
  if (!values.capacity.trim()) errors.capacity = 'Capacity is required';
  else if (capacity === null)
    errors.capacity = `Capacity must be a whole number from 1 to ${LIMITS.capacityMax}`;
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: SessionChange = {
    trainer_id: values.trainer_id ? Number(values.trainer_id) : null,
    room,
    capacity: capacity!,
  };
  return { errors, input };
}

/** The limits the API holds the class settings to (its ClassSettings schema). */
export const SETTINGS_LIMITS = {
  timeZoneMax: 64,
  cutoffMax: 10_080,
  strikeLimitMax: 100,
  daysMax: 365,
} as const;

export type ClassSettingsValues = {
  time_zone: string;
  booking_cutoff_minutes: string;
  strike_limit: string;
  strike_window_days: string;
  strike_ban_days: string;
};

/** Whether the browser's time-zone data knows `zone`, as the API's (Node's) does. */
function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The class settings as the API takes them (docs/product/classes.md, "Settings"), or the errors. */
export function validateClassSettings(values: ClassSettingsValues) {
  const errors: FieldErrors<ClassSettingsValues> = {};
  const zone = values.time_zone.trim();
  if (!zone) errors.time_zone = 'Time zone is required';
  else if (zone.length > SETTINGS_LIMITS.timeZoneMax || !isTimeZone(zone))
    errors.time_zone = 'Time zone must be a time zone such as Asia/Kolkata.';
  const numbers = {
    booking_cutoff_minutes: ['Booking cut-off', 0, SETTINGS_LIMITS.cutoffMax, ' of minutes'],
    strike_limit: ['Strikes before a ban', 1, SETTINGS_LIMITS.strikeLimitMax, ''],
    strike_window_days: ['Strike window', 1, SETTINGS_LIMITS.daysMax, ' of days'],
    strike_ban_days: ['Ban', 1, SETTINGS_LIMITS.daysMax, ' of days'],
  } as const;
  const read: Partial<Record<keyof typeof numbers, number>> = {};
  for (const [name, [label, min, max, unit]] of Object.entries(numbers) as [
    keyof typeof numbers,
    (typeof numbers)[keyof typeof numbers],
  ][]) {
    const value = wholeIn(values[name], min, max);
    if (!values[name].trim()) errors[name] = `${label} is required`;
    else if (value === null)
      errors[name] = `${label} must be a whole number${unit} from ${min} to ${max}`;
    else read[name] = value;
  }
  if (Object.keys(errors).length > 0) return { errors, input: null };
  const input: ClassSettings = {
    time_zone: zone,
    booking_cutoff_minutes: read.booking_cutoff_minutes!,
    strike_limit: read.strike_limit!,
    strike_window_days: read.strike_window_days!,
    strike_ban_days: read.strike_ban_days!,
  };
  return { errors, input };
}
