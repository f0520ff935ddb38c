import {
  isUsername,
  type AccountBranches,
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
 * The API's rules for an account (docs/product/team-and-roles.md §22), checked before sending, with its messages
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
  noBranch: 'Choose at least one branch.',
} as const;

/** The Branches field's value for every branch; otherwise the ids, comma-separated. */
export const ALL_BRANCHES = 'all';

/** The ids a Branches value names ('all' names none). */
export const branchIdsOf = (value: string): number[] =>
  value === ALL_BRANCHES ? [] : value.split(',').filter(Boolean).map(Number);

/** The Branches value of some ids: in id order, once each. */
export const branchesValue = (ids: readonly number[]): string =>
  [...new Set(ids)].sort((a, b) => a - b).join(',');

/** An account's branches as the Branches field holds them. */
export const branchesFieldValue = (branches: AccountBranches): string =>
  branches === 'all' ? ALL_BRANCHES : branchesValue(branches);

function readBranches(value: string): AccountBranches | undefined {
  if (value === ALL_BRANCHES) return 'all';
  const ids = branchIdsOf(branchesValue(branchIdsOf(value)));
  return ids.length ? ids : undefined;
}

export interface AccountValues {
  full_name: string;
  username: string;
  role_id: string;
  temporary_password: string;
  /** 'all', or branch ids comma-separated (the field shows with two or more branches). */
  branches: string;
  /** The account's own trainer or staff record by id, or '' for none. */
  staff_id: string;
}
/** A new account's form: at every branch, or at those of the account adding it. */
export const emptyAccount = (own: AccountBranches): AccountValues => ({
  full_name: '',
  username: '',
  role_id: '',
  temporary_password: '',
  branches: branchesFieldValue(own),
  staff_id: '',
});

/** The record field's value as sent: an id, or null for none. */
const staffIdOf = (value: string) => (value ? Number(value) : null);

function usernameError(username: string): string | undefined {
  if (!username) return ACCOUNT_TEXTS.usernameRequired;
  if (username.length < USERNAME_LENGTH.min) return ACCOUNT_TEXTS.usernameShort;
  if (username.length > USERNAME_LENGTH.max) return ACCOUNT_TEXTS.usernameLong;
  return isUsername(username) ? undefined : USERNAME_RULE.message;
}

const errorsOf = <V>(entries: [keyof V, string | undefined][]): FieldErrors<V> =>
  Object.fromEntries(entries.filter(([, error]) => error)) as FieldErrors<V>;

/**
 * A new account, trimmed (a password is sent as typed), or the errors to show beside the fields.
 * `withBranches`: the form shows Branches (two or more branches); otherwise none are sent.
 * `withRecord`: the form shows the trainer or staff record.
 */
export function validateNewAccount(
  values: AccountValues,
  withBranches = false,
  withRecord = false,
): Validated<AccountValues, NewAccount> {
  const full_name = values.full_name.trim();
  const username = values.username.trim();
  const branches = withBranches ? readBranches(values.branches) : undefined;
  const errors = errorsOf<AccountValues>([
    ['full_name', full_name ? undefined : ACCOUNT_TEXTS.nameRequired],
    ['username', usernameError(username)],
    ['role_id', values.role_id ? undefined : ACCOUNT_TEXTS.roleRequired],
    [
      'temporary_password',
      isLongEnough(values.temporary_password) ? undefined : ACCOUNT_TEXTS.temporaryShort,
    ],
    ['branches', branches || !withBranches ? undefined : ACCOUNT_TEXTS.noBranch],
  ]);
  if (Object.keys(errors).length) return { errors, input: null };
  return {
    errors,
    input: {
      full_name,
      username,
      role_id: Number(values.role_id),
      temporary_password: values.temporary_password,
      ...(branches ? { branches } : {}),
      ...(withRecord ? { staff_id: staffIdOf(values.staff_id) } : {}),
    },
  };
}

export type EditValues = Pick<AccountValues, 'full_name' | 'role_id' | 'branches' | 'staff_id'>;

/**
 * An edit; `withBranches` as for a new account; `withRecord`: the form shows the trainer or staff
 * record (the account may see Trainers & Staffs), otherwise it is left as it is.
 */
export function validateAccountEdit(
  values: EditValues,
  withBranches = false,
  withRecord = false,
): Validated<EditValues, AccountEdit> {
  const full_name = values.full_name.trim();
  const branches = withBranches ? readBranches(values.branches) : undefined;
  const errors = errorsOf<EditValues>([
    ['full_name', full_name ? undefined : ACCOUNT_TEXTS.nameRequired],
    ['role_id', values.role_id ? undefined : ACCOUNT_TEXTS.roleRequired],
    ['branches', branches || !withBranches ? undefined : ACCOUNT_TEXTS.noBranch],
  ]);
  if (Object.keys(errors).length) return { errors, input: null };
  return {
    errors,
    input: {
      full_name,
      role_id: Number(values.role_id),
      ...(branches ? { branches } : {}),
      ...(withRecord ? { staff_id: staffIdOf(values.staff_id) } : {}),
    },
  };
}

export type ResetValues = Pick<AccountValues, 'temporary_password'>;

export function validateReset(values: ResetValues): Validated<ResetValues, PasswordReset> {
  if (!isLongEnough(values.temporary_password))
    return { errors: { temporary_password: ACCOUNT_TEXTS.temporaryShort }, input: null };
  return { errors: {}, input: { temporary_password: values.temporary_password } };
}
