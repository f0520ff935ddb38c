import { emptyStaffValues, toStaffForm, validateStaff } from './staff-form-values';

const values = {
  ...emptyStaffValues,
  name: ' Ravi ',
  phone: ' 98765 43210 ',
  email: 'r@x.in',
  age: '29',
  blood_group: 'A+',
};

test('name, phone and blood group are required, blanks included', () => {
  expect(validateStaff(emptyStaffValues)).toEqual({
    name: 'Name is required',
    phone: 'Phone is required',
    blood_group: 'Blood group is required',
  });
  expect(validateStaff({ ...emptyStaffValues, name: '  ', phone: '1', blood_group: 'O+' })).toEqual(
    {
      name: 'Name is required',
    },
  );
  expect(validateStaff(values)).toEqual({});
});

test('add and edit send the same typed names (the columns’): name, phone, role…', () => {
  const sent = Object.fromEntries(toStaffForm(values, null).entries());
  expect(sent).toEqual({
    name: 'Ravi',
    phone: '98765 43210',
    email: 'r@x.in',
    location: '',
    role: 'Trainer',
    age: '29',
    weight: '',
    blood_group: 'A+',
  });
  expect(toStaffForm({ ...values, branch_id: '2' }, null).get('branch_id')).toBe('2');
  expect(toStaffForm(values, null).has('profile_picture')).toBe(false);
});

test('the picture is sent only when one was chosen', () => {
  const picture = new File(['x'], 'me.png', { type: 'image/png' });
  expect((toStaffForm(values, picture).get('profile_picture') as File).name).toBe('me.png');
});
