import type { ClassSlotInput, ClassTypeInput, FieldErrors } from '@spotter/shared';

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
