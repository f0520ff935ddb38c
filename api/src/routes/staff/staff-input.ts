import { detectImageType } from '../../lib/detect-image-type';
import { badRequest } from '../../lib/http-errors';
import type { StaffInput } from '../../schemas';
import type { Picture, StaffValues } from './staff-repository';

// docs/product/calls-and-messages.md §7 posts add with `name`/`phone` and edit with `user`/`phone_number`: one schema checks both.
const ALIASES = [
  ['user', 'name'],
  ['phone_number', 'phone'],
] as const;

export const NOT_AN_IMAGE = 'Profile picture must be a JPEG, PNG, WebP or GIF image.';

const isBlank = (value: unknown) => value === '' || (Buffer.isBuffer(value) && value.length === 0);

/**
 * Runs before validation: trims text, and drops blank fields, so an empty Age is "no age" rather
 * than "not a number" and an empty file input is "no new picture".
 */
export function normaliseStaffBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (!isBlank(value)) out[key] = value;
  }
  for (const [alias, name] of ALIASES) {
    if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
    delete out[alias];
  }
  return out;
}

/** The validated body as stored (the schema has already dropped the separators typed in the phone). */
export function toStaffValues(input: StaffInput): StaffValues {
  return {
    name: input.name,
    phone: input.phone,
    email: input.email ?? '',
    location: input.location ?? '',
    role: input.trainer_or_staff ?? 'Trainer',
    age: input.age ?? null,
    weight: input.weight ?? null,
    blood_group: input.blood_group ?? 'A+',
    ...(input.branch_id === undefined ? {} : { branch_id: input.branch_id }),
  };
}

/** The uploaded picture, recognised from its bytes; null when none was sent. */
export function readPicture(value: unknown): Picture | null {
  if (value === undefined) return null;
  const type = Buffer.isBuffer(value) ? detectImageType(value) : null;
  if (!type) throw badRequest(NOT_AN_IMAGE);
  return { bytes: value as Buffer, type };
}
