import { staffResource, toStaff } from './staff-resource';
import { pictureSrc } from './picture-src';

test('reads either of the names a field goes by, and defaults the role to Trainer', () => {
  expect(
    toStaff({ id: '3', name: 'Asha', phone: 98765, age: '', weight: '61.5', trainer_or_staff: '' }),
  ).toEqual({
    id: 3,
    user: 'Asha',
    phone_number: '98765',
    email: '',
    location: '',
    trainer_or_staff: 'Trainer',
    age: null,
    weight: 61.5,
    blood_group: '',
    profile_picture: null,
  });
  expect(toStaff({ id: 1, user: 'Ravi', trainer_or_staff: 'Staff' }).trainer_or_staff).toBe(
    'Staff',
  );
});

test('takes the list from data, and anything else as empty', () => {
  expect(staffResource.rows({ status: 'success', data: [{ id: 1, user: 'Ravi' }] })).toHaveLength(1);
  expect(staffResource.rows({ status: 'failed', message: 'x' })).toEqual([]);
  expect(staffResource.rows(undefined)).toEqual([]);
});

test('resolves API-relative pictures against the API base URL and keeps absolute ones', () => {
  expect(pictureSrc('/members/trainer_staff_picture/1?v=ab')).toBe(
    '/api/members/trainer_staff_picture/1?v=ab',
  );
  expect(pictureSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  expect(pictureSrc(null)).toBeNull();
});
