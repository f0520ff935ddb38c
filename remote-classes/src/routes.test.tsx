import { refusedByRole } from '@spotter/shared/testing';
import { sessionPage } from './features/classes/api/classes-resources';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opened by URL, each role is refused exactly the class pages it may not use', () => {
  const viewing = ['/classes', sessionPage(1)];
  const setUp = [
    '/classes/types',
    '/classes/types/add',
    '/classes/types/1/edit',
    '/classes/timetable',
    '/classes/timetable/add',
    '/classes/timetable/1/edit',
    '/classes/settings',
  ];
  expect(refusedByRole(routes, [...viewing, ...setUp])).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': setUp,
    Trainer: setUp,
    Accountant: [...viewing, ...setUp],
  });
});
