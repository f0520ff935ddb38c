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

test('add sends name and phone; edit sends user and phone_number', () => {
  const add = Object.fromEntries(toStaffForm(values, null, 'add').entries());
  expect(add).toEqual({
    name: 'Ravi',
    phone: '98765 43210',
    email: 'r@x.in',
    location: '',
    trainer_or_staff: 'Trainer',
    age: '29',
    weight: '',
    blood_group: 'A+',
  });
  const edit = toStaffForm(values, null, 'edit');
  expect(edit.get('user')).toBe('Ravi');
  expect(edit.get('phone_number')).toBe('98765 43210');
  expect(edit.has('name')).toBe(false);
  expect(edit.has('profile_picture')).toBe(false);
});

test('the picture is sent only when one was chosen', () => {
  const picture = new File(['x'], 'me.png', { type: 'image/png' });
  expect((toStaffForm(values, picture, 'edit').get('profile_picture') as File).name).toBe('me.png');
});
