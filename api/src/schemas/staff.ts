import { Type, type Static } from 'typebox';
import {
  BLOOD_GROUPS,
  DecimalNumber,
  Email,
  Line,
  Name,
  pageOf,
  Phone,
  RecordId,
  saved,
  SortedListQuery,
  succeeded,
  WholeNumber,
} from './common';

export const ROLES = ['Trainer', 'Staff'] as const;
export type StaffRole = (typeof ROLES)[number];

export const STAFF_LIMITS = {
  nameMax: 100,
  phoneMax: 40,
  locationMax: 200,
  ageMin: 14,
  ageMax: 100,
  weightMin: 20,
  weightMax: 300,
} as const;

/**
 * What add and edit send (docs/product/calls-and-messages.md §7, docs/architecture.md "One
 * contract per form"): each field under its column's name in `trainers_staff`, typed; a multipart
 * form, for the picture. Left out (or empty): no e-mail, place, age or weight; the role Trainer;
 * on an edit, the picture and branch as they are (on an add: none, and the first branch). The
 * picture is checked from its bytes, not here.
 */
export const StaffInput = Type.Object({
  name: Name({ maxLength: STAFF_LIMITS.nameMax, required: true }),
  phone: Phone({ maxLength: STAFF_LIMITS.phoneMax, required: true }),
  email: Type.Optional(Email()),
  location: Type.Optional(Line({ maxLength: STAFF_LIMITS.locationMax })),
  /** Trainer or Staff; answered as `trainer_or_staff`. */
  role: Type.Optional(Type.Enum(ROLES, { title: 'Trainer or staff' })),
  age: Type.Optional(WholeNumber({ minimum: STAFF_LIMITS.ageMin, maximum: STAFF_LIMITS.ageMax })),
  weight: Type.Optional(
    DecimalNumber({ minimum: STAFF_LIMITS.weightMin, maximum: STAFF_LIMITS.weightMax }),
  ),
  blood_group: Type.Optional(Type.Enum(BLOOD_GROUPS)),
  profile_picture: Type.Optional(Type.Unsafe<unknown>({})),
  /**
   * The branch they work at (docs/product/branches.md §26); an id no branch has is refused. Left out, an
   * add gets the first branch and an edit keeps theirs.
   */
  branch_id: Type.Optional(RecordId()),
});
export type StaffInput = Static<typeof StaffInput>;

/**
 * The earlier product's names for the typed fields, which old clients still send (its edit form
 * names the trainer `user` and the phone `phone_number`, both forms the role `trainer_or_staff`):
 * plugins/form-body.ts reads each as the field it names.
 */
export const STAFF_FORM_NAMES = {
  user: 'name',
  phone_number: 'phone',
  trainer_or_staff: 'role',
} as const satisfies Record<string, keyof StaffInput>;

/** A trainer or staff member as every route answers one. */
export const Staff = Type.Object({
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
  /** The branch they work at (docs/product/branches.md §26). */
  branch_id: Type.Integer(),
});
export type Staff = Static<typeof Staff>;

/** The plain list (no query): the earlier product's `{ status, data }`. */
/** What the trainers and staff list sorts by (`?sort=`): `user` is the name. */
export const STAFF_SORTS = ['user'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const StaffQuery = SortedListQuery(STAFF_SORTS);
export type StaffQuery = Static<typeof StaffQuery>;

export const StaffListReply = succeeded({ data: Type.Array(Staff) });
export type StaffListReply = Static<typeof StaffListReply>;
export const StaffPage = pageOf(Staff);
export type StaffPage = Static<typeof StaffPage>;
export const StaffList = Type.Union([StaffListReply, StaffPage]);
export type StaffList = Static<typeof StaffList>;
export const StaffAdded = saved({ id: Type.Integer() });
export type StaffAdded = Static<typeof StaffAdded>;
/** One trainer (view) or the trainer as saved (edit). */
export const StaffReply = saved({ data: Staff });
export type StaffReply = Static<typeof StaffReply>;
/** A picture's URL carries a version (`?v=`) that changes with the picture. */
export const PictureQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) });
export type PictureQuery = Static<typeof PictureQuery>;
