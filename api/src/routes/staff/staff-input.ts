import { detectImageType } from '../../lib/detect-image-type';
import { badRequest } from '../../lib/http-errors';
import type { StaffInput } from '../../schemas';
import type { Picture, StaffValues } from './staff-repository';

export const NOT_AN_IMAGE = 'Profile picture must be a JPEG, PNG, WebP or GIF image.';

/** The validated body as stored (the schema has already read the phone by the one phone rule). */
export function toStaffValues(input: StaffInput): StaffValues {
  return {
    name: input.name,
    phone: input.phone,
    email: input.email ?? '',
    location: input.location ?? '',
    role: input.role ?? 'Trainer',
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
