import { pageOf } from '../../lib/list-query';
import { Type, type Static } from 'typebox';
import { DecimalNumber, Email, Id, Line, WholeNumber } from '../../schemas/common';

export const ROLES = ['Trainer', 'Staff'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type Role = (typeof ROLES)[number];
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const STAFF_LIMITS = {
  nameMax: 100,
  phoneMax: 40,
  locationMax: 200,
  ageMin: 14,
  ageMax: 100,
  weightMin: 20,
  weightMax: 300,
} as const;

export const StaffId = Id;

/**
 * One body for add and edit, after `normaliseStaffBody` has renamed edit's `user` and
 * `phone_number` and dropped blank fields. The picture is checked from its bytes, not here.
 */
export const StaffBody = Type.Object({
  name: Line({ maxLength: STAFF_LIMITS.nameMax, required: true }),
  phone: Line({ maxLength: STAFF_LIMITS.phoneMax, required: true }),
  email: Type.Optional(Email()),
  location: Type.Optional(Line({ maxLength: STAFF_LIMITS.locationMax })),
  trainer_or_staff: Type.Optional(Type.Enum(ROLES)),
  age: Type.Optional(WholeNumber({ minimum: STAFF_LIMITS.ageMin, maximum: STAFF_LIMITS.ageMax })),
  weight: Type.Optional(DecimalNumber({ minimum: STAFF_LIMITS.weightMin, maximum: STAFF_LIMITS.weightMax })),
  blood_group: Type.Optional(Type.Enum(BLOOD_GROUPS)),
  profile_picture: Type.Optional(Type.Unsafe<unknown>({})),
});
export type StaffInput = Static<typeof StaffBody>;

export const StaffMember = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  phone_number: Type.String(),
  email: Type.String(),
  location: Type.String(),
  trainer_or_staff: Type.Enum(ROLES),
  age: Type.Union([Type.Integer(), Type.Null()]),
  weight: Type.Union([Type.Number(), Type.Null()]),
  blood_group: Type.Enum(BLOOD_GROUPS),
  /** API-relative URL of the picture, with a `v` that changes whenever the picture does. */
  profile_picture: Type.Union([Type.String(), Type.Null()]),
});
export type StaffRow = Static<typeof StaffMember>;

export const StaffListReply = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(StaffMember),
});
export const StaffList = Type.Union([StaffListReply, pageOf(StaffMember)]);
export const StaffAdded = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  id: Type.Integer(),
});
export const StaffReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: StaffMember,
});
export const Deleted = Type.Object({ status: Type.Literal('success'), message: Type.String() });
export const PictureQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });
