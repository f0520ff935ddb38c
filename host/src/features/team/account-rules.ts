import {
  isUsername,
  USERNAME_RULE,
  type AccountEdit,
  type FieldErrors,
  type NewAccount,
  type PasswordReset,
  type Validated,
} from '@spotter/shared';
import { isLongEnough, SETTINGS_TEXTS } from '../settings/components/validate-settings';

/** The API's lengths for a username (TEAM_LIMITS in api/src/schemas/team.ts). */
export const USERNAME_LENGTH = { min: 3, max: 150 } as const;

/**
 * The API's rules for an account (docs/product.md §22), checked before sending, with its messages
 * for the same refusals, so the screen and the API say one thing. The API has the final say.
 */
export const ACCOUNT_TEXTS = {
  nameRequired: SETTINGS_TEXTS.nameRequired,
  usernameRequired: 'Username is required',
  usernameShort: `Username must be at least ${USERNAME_LENGTH.min} characters`,
  usernameLong: `Username must be at most ${USERNAME_LENGTH.max} characters`,
  roleRequired: 'Please choose a role.',
  // Settings' rule for a new password: a temporary one is one too.
  temporaryShort: 'Temporary password must be at least 10 characters',
} as const;

export interface AccountValues {
  full_name: string;
  username: string;
  role_id: string;
  temporary_password: string;
}
export const emptyAccount: AccountValues = {
  full_name: '',
  username: '',
  role_id: '',
  temporary_password: '',
};

function usernameError(username: string): string | undefined {
  if (!username) return ACCOUNT_TEXTS.usernameRequired;
  if (username.length < USERNAME_LENGTH.min) return ACCOUNT_TEXTS.usernameShort;
  if (username.length > USERNAME_LENGTH.max) return ACCOUNT_TEXTS.usernameLong;
  return isUsername(username) ? undefined : USERNAME_RULE.message;
}

const errorsOf = <V>(entries: [keyof V, string | undefined][]): FieldErrors<V> =>
  Object.fromEntries(entries.filter(([, error]) => error)) as FieldErrors<V>;

/** A new account, trimmed (a password is sent as typed), or the errors to show beside the fields. */
export function validateNewAccount(values: AccountValues): Validated<AccountValues, NewAccount> {
  const full_name = values.full_name.trim();
  const username = values.username.trim();
  const errors = errorsOf<AccountValues>([
    ['full_name', full_name ? undefined : ACCOUNT_TEXTS.nameRequired],
    ['username', usernameError(username)],
    ['role_id', values.role_id ? undefined : ACCOUNT_TEXTS.roleRequired],
    [
      'temporary_password',
      isLongEnough(values.temporary_password) ? undefined : ACCOUNT_TEXTS.temporaryShort,
    ],
  ]);
  if (Object.keys(errors).length) return { errors, input: null };
  return {
    errors,
    input: {
      full_name,
      username,
      role_id: Number(values.role_id),
      temporary_password: values.temporary_password,
    },
  };
}

export type EditValues = Pick<AccountValues, 'full_name' | 'role_id'>;

export function validateAccountEdit(values: EditValues): Validated<EditValues, AccountEdit> {
  const full_name = values.full_name.trim();
  const errors = errorsOf<EditValues>([
    ['full_name', full_name ? undefined : ACCOUNT_TEXTS.nameRequired],
    ['role_id', values.role_id ? undefined : ACCOUNT_TEXTS.roleRequired],
  ]);
  if (Object.keys(errors).length) return { errors, input: null };
  return { errors, input: { full_name, role_id: Number(values.role_id) } };
}

export type ResetValues = Pick<AccountValues, 'temporary_password'>;

export function validateReset(values: ResetValues): Validated<ResetValues, PasswordReset> {
  if (!isLongEnough(values.temporary_password))
    return { errors: { temporary_password: ACCOUNT_TEXTS.temporaryShort }, input: null };
  return { errors: {}, input: { temporary_password: values.temporary_password } };
}
