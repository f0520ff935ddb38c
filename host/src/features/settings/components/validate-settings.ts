import {
  EMAIL_RULE,
  isEmail,
  isPhone,
  PHONE_RULE,
  type AdminProfileInput,
  type FieldErrors,
  type GymDetailsInput,
  type PasswordChange,
} from '@spotter/shared';

/** docs/product/settings-and-search.md §18. The API checks the same (e-mail and phone by the same rules) and has the final say. */
export const SETTINGS_TEXTS = {
  nameRequired: 'Full name is required',
  emailInvalid: EMAIL_RULE.message,
  phoneInvalid: PHONE_RULE.message,
  currentRequired: 'Current password is required',
  newTooShort: 'New password must be at least 10 characters',
  mismatch: 'The new passwords do not match',
  gymNameRequired: 'Gym name is required',
  gymNameTooLong: 'Gym name must be at most 100 characters',
  addressTooLong: 'Address must be at most 300 characters',
} as const;

/** The API's limits (schemas/gym.ts, a branch's alike), counted in characters as it counts them. */
const GYM_NAME_MAX = 100;
const ADDRESS_MAX = 300;

export const PASSWORD_MIN = 10;

export type ProfileValues = AdminProfileInput;
export interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
export const emptyPassword: PasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** The settings to send, trimmed, or the errors to show beside the fields. */
export function validateProfile(values: ProfileValues): {
  errors: FieldErrors<ProfileValues>;
  input: AdminProfileInput | null;
} {
  const input = {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
  const errors: FieldErrors<ProfileValues> = {};
  if (!input.full_name) errors.full_name = SETTINGS_TEXTS.nameRequired;
  if (input.email && !isEmail(input.email)) errors.email = SETTINGS_TEXTS.emailInvalid;
  if (input.phone && !isPhone(input.phone)) errors.phone = SETTINGS_TEXTS.phoneInvalid;
  return Object.keys(errors).length ? { errors, input: null } : { errors, input };
}

export type GymValues = GymDetailsInput;

/**
 * A place's details (the gym's, a branch's: the same limits) to send, trimmed, or the errors to
 * show beside the fields; `name` holds what its name field's errors say.
 */
export const placeValidator =
  (name: { required: string; tooLong: string }) =>
  (values: GymValues): { errors: FieldErrors<GymValues>; input: GymDetailsInput | null } => {
    const input = {
      name: values.name.trim(),
      address: values.address.trim(),
      phone: values.phone.trim(),
    };
    const errors: FieldErrors<GymValues> = {};
    if (!input.name) errors.name = name.required;
    else if ([...input.name].length > GYM_NAME_MAX) errors.name = name.tooLong;
    if ([...input.address].length > ADDRESS_MAX) errors.address = SETTINGS_TEXTS.addressTooLong;
    if (input.phone && !isPhone(input.phone)) errors.phone = SETTINGS_TEXTS.phoneInvalid;
    return Object.keys(errors).length ? { errors, input: null } : { errors, input };
  };

/** The gym's details to send, trimmed, or the errors to show beside the fields. */
export const validateGym = placeValidator({
  required: SETTINGS_TEXTS.gymNameRequired,
  tooLong: SETTINGS_TEXTS.gymNameTooLong,
});

/** Whether a password is long enough to be a new one: characters, as the API counts them, not UTF-16 units. */
export const isLongEnough = (password: string) => [...password].length >= PASSWORD_MIN;

/**
 * The rule of every new password typed twice (this change, and the one chosen after signing in
 * with a temporary password): long enough, and the confirmation the same.
 */
export function newPasswordErrors({
  new_password,
  confirm_password,
}: Pick<PasswordValues, 'new_password' | 'confirm_password'>) {
  const errors: FieldErrors<Pick<PasswordValues, 'new_password' | 'confirm_password'>> = {};
  if (!isLongEnough(new_password)) errors.new_password = SETTINGS_TEXTS.newTooShort;
  else if (confirm_password !== new_password) errors.confirm_password = SETTINGS_TEXTS.mismatch;
  return errors;
}

/** Passwords are sent as typed (spaces count); the confirmation never leaves the screen. */
export function validatePassword(values: PasswordValues): {
  errors: FieldErrors<PasswordValues>;
  input: PasswordChange | null;
} {
  const errors: FieldErrors<PasswordValues> = newPasswordErrors(values);
  if (!values.current_password) errors.current_password = SETTINGS_TEXTS.currentRequired;
  if (Object.keys(errors).length) return { errors, input: null };
  return {
    errors,
    input: { current_password: values.current_password, new_password: values.new_password },
  };
}
