import { sampleStaff } from '@spotter/shared/testing';
import { staffResource } from './staff-resource';
import { pictureSrc } from './picture-src';
import { paths, pathTo } from '@spotter/shared';

test('takes the list and one trainer from data', () => {
  const ravi = sampleStaff();
  expect(staffResource.plain({ status: 'success', data: [ravi] })).toEqual([ravi]);
  expect(
    staffResource.readOne?.({
      status: 'success',
      message: 'Trainer/Staff details loaded.',
      data: ravi,
    }),
  ).toBe(ravi);
});

test('resolves API-relative pictures against the API base URL and keeps absolute ones', () => {
  expect(pictureSrc(`${pathTo(paths.staff.picture, { id: 1 })}?v=ab`)).toBe(
    '/api/members/trainer_staff_picture/1?v=ab',
  );
  expect(pictureSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  expect(pictureSrc(null)).toBeNull();
});
