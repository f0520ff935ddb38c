import { Type, type Static } from 'typebox';
import { Email, Line, Phone, saved, succeeded } from './common';

export const ACCOUNT_LIMITS = {
  nameMax: 100,
  phoneMax: 30,
  /** docs/product/settings-and-search.md §18: a new password has at least this many characters. */
  passwordMin: 10,
  /** As much as login accepts. */
  passwordMax: 1024,
} as const;

/** The signed-in admin's own details (empty text when not given). */
export const AdminProfile = Type.Object({
  full_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type AdminProfile = Static<typeof AdminProfile>;

/** The settings form. E-mail and phone may be empty; when given, they follow a member's rules (docs/product/settings-and-search.md §18). */
export const AdminProfileInput = Type.Object({
  full_name: Line({ maxLength: ACCOUNT_LIMITS.nameMax, required: true }),
  email: Email(),
  phone: Phone({ maxLength: ACCOUNT_LIMITS.phoneMax }),
});
export type AdminProfileInput = Static<typeof AdminProfileInput>;

/** `GET /members/admin_profile`. */
export const AdminProfileReply = succeeded({ profile: AdminProfile });
export type AdminProfileReply = Static<typeof AdminProfileReply>;

/** `POST /members/admin_profile`: the details as stored. */
export const AdminProfileSaved = saved({ profile: AdminProfile });
export type AdminProfileSaved = Static<typeof AdminProfileSaved>;

/** `POST /members/change_password`: the current password, and the new one (any characters but controls). */
export const PasswordChange = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.passwordMax }),
  new_password: Type.String({
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.passwordMax,
    format: 'line',
  }),
});
export type PasswordChange = Static<typeof PasswordChange>;
