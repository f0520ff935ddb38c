import { USERNAME_RULE } from '@spotter/shared';
import {
  ACCOUNT_TEXTS,
  validateAccountEdit,
  validateNewAccount,
  validateReset,
} from './account-rules';

const valid = {
  full_name: ' Kiran Rao ',
  username: ' kiran.rao@gym ',
  role_id: '3',
  temporary_password: 'welcome 2026',
  branches: 'all',
  staff_id: '',
};

test('a new account is sent trimmed, its role as a number and its password as typed', () => {
  expect(validateNewAccount(valid)).toEqual({
    errors: {},
    input: {
      full_name: 'Kiran Rao',
      username: 'kiran.rao@gym',
      role_id: 3,
      temporary_password: 'welcome 2026',
    },
  });
  // With the trainer or staff record shown, it is sent: an id, or null for none.
  expect(validateNewAccount({ ...valid, staff_id: '7' }, false, true).input).toMatchObject({
    staff_id: 7,
  });
  expect(validateNewAccount(valid, false, true).input).toMatchObject({ staff_id: null });
  // With two or more branches the form asks, and sends, them.
  expect(validateNewAccount({ ...valid, branches: '3' }, true).input).toMatchObject({
    branches: [3],
  });
});

test('every field of a new account is checked at once, with the API’s messages', () => {
  expect(
    validateNewAccount(
      {
        full_name: ' ',
        username: '',
        role_id: '',
        temporary_password: 'short',
        branches: '',
        staff_id: '',
      },
      true,
    ),
  ).toEqual({
    errors: {
      full_name: 'Full name is required',
      username: 'Username is required',
      role_id: 'Please choose a role.',
      temporary_password: 'Temporary password must be at least 10 characters',
      branches: 'Choose at least one branch.',
    },
    input: null,
  });
  const usernameError = (username: string) =>
    validateNewAccount({ ...valid, username }).errors.username;
  expect(usernameError('ab')).toBe(ACCOUNT_TEXTS.usernameShort);
  expect(usernameError('a'.repeat(151))).toBe(ACCOUNT_TEXTS.usernameLong);
  expect(usernameError('a'.repeat(150))).toBeUndefined();
  for (const username of ['kiran rao', 'kiran!', 'kíran', 'ki/ran'])
    expect(usernameError(username)).toBe(USERNAME_RULE.message);
});

test('an edit needs a name, a role and a branch; a reset, a password of 10 characters', () => {
  expect(
    validateAccountEdit({ full_name: ' Asha ', role_id: '4', branches: '', staff_id: '' }),
  ).toEqual({
    errors: {},
    input: { full_name: 'Asha', role_id: 4 },
  });
  expect(
    validateAccountEdit({ full_name: 'Asha', role_id: '4', branches: '3,2,3', staff_id: '' }, true)
      .input,
  ).toEqual({ full_name: 'Asha', role_id: 4, branches: [2, 3] });
  expect(
    validateAccountEdit({ full_name: 'Asha', role_id: '4', branches: 'all', staff_id: '' }, true)
      .input,
  ).toMatchObject({ branches: 'all' });
  expect(
    validateAccountEdit({ full_name: '', role_id: '', branches: '', staff_id: '' }, true).errors,
  ).toEqual({
    full_name: 'Full name is required',
    role_id: 'Please choose a role.',
    branches: 'Choose at least one branch.',
  });
  const nine = 'pässwörd😀';
  expect(validateReset({ temporary_password: nine }).input).toBeNull();
  expect(validateReset({ temporary_password: `${nine}1` }).input).toEqual({
    temporary_password: `${nine}1`,
  });
});
