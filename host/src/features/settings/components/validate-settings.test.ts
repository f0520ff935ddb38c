import {
  SETTINGS_TEXTS,
  validateGym,
  validatePassword,
  validateProfile,
} from './validate-settings';

test('a profile needs only a name; e-mail and phone may be empty but must be well-formed', () => {
  expect(validateProfile({ full_name: ' Meera ', email: '', phone: '' })).toEqual({
    errors: {},
    input: { full_name: 'Meera', email: '', phone: '' },
  });
  expect(
    validateProfile({ full_name: 'Meera', email: 'm@x.co', phone: '+9198123' }).input,
  ).not.toBeNull();
  for (const email of ['m@x', 'm x@y.com', '@y.com', 'm@.com'])
    expect(validateProfile({ full_name: 'M', email, phone: '' }).errors.email).toBe(
      SETTINGS_TEXTS.emailInvalid,
    );
  // The API's one phone rule: spaces, dashes, brackets and a +91 or 0 prefix are typed freely.
  for (const phone of ['+91 98220 11223', '98230 45678', '(0) 98230-45678'])
    expect(validateProfile({ full_name: 'M', email: '', phone }).input?.phone).toBe(phone);
  for (const phone of ['123456', '1234567890123456', '98 7654 ABCD', '++9876543'])
    expect(validateProfile({ full_name: 'M', email: '', phone }).errors.phone).toBe(
      SETTINGS_TEXTS.phoneInvalid,
    );
});

test('a new password counts characters, as the API does', () => {
  const nine = 'pässwörd😀'; // 9 characters, 10 UTF-16 units
  expect(
    validatePassword({ current_password: 'x', new_password: nine, confirm_password: nine }).errors
      .new_password,
  ).toBe(SETTINGS_TEXTS.newTooShort);
  const ten = `${nine}1`;
  expect(
    validatePassword({ current_password: 'x', new_password: ten, confirm_password: ten }),
  ).toEqual({
    errors: {},
    input: { current_password: 'x', new_password: ten },
  });
});

test('the gym needs a name; address and phone may be empty, within the API’s limits', () => {
  expect(validateGym({ name: ' Iron Temple ', address: ' MG Road\nPune ', phone: '' })).toEqual({
    errors: {},
    input: { name: 'Iron Temple', address: 'MG Road\nPune', phone: '' },
  });
  expect(validateGym({ name: '', address: '', phone: '' }).errors.name).toBe(
    SETTINGS_TEXTS.gymNameRequired,
  );
  // Characters, as the API counts them: 100 emoji are 200 UTF-16 units.
  expect(validateGym({ name: '💪'.repeat(100), address: '', phone: '' }).input).not.toBeNull();
  expect(validateGym({ name: 'x'.repeat(101), address: '', phone: '' }).errors.name).toBe(
    SETTINGS_TEXTS.gymNameTooLong,
  );
  expect(validateGym({ name: 'x', address: 'x'.repeat(301), phone: '' }).errors.address).toBe(
    SETTINGS_TEXTS.addressTooLong,
  );
  expect(validateGym({ name: 'x', address: '', phone: '020-245' }).errors.phone).toBe(
    SETTINGS_TEXTS.phoneInvalid,
  );
  expect(validateGym({ name: 'x', address: '', phone: '+91 98220 11223' }).errors).toEqual({});
});
