import { fakeAdmin, fakeRole, refusedPages } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const pages = [
  '/users',
  '/users/add',
  '/users/1/edit',
  '/attendance',
  '/enquiries',
  '/enquiries/add',
  '/enquiries/1/edit',
];
const enquiries = ['/enquiries', '/enquiries/add', '/enquiries/1/edit'];

test.each([
  ['Owner', []],
  ['Manager', []],
  ['Front desk', []],
  ['Trainer', ['/users/add', '/users/1/edit', ...enquiries]],
  ['Accountant', ['/users/add', '/users/1/edit', '/attendance', ...enquiries]],
] as const)(
  'opened by URL, a %s is refused exactly the pages its role may not use',
  (role, refused) => {
    expect(refusedPages(routes, pages, fakeAdmin(fakeRole(role)))).toEqual(refused);
  },
);
