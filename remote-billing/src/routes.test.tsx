import { fakeAdmin, fakeRole, refusedPages } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const pages = ['/invoice', '/pending', '/pending/1/edit', '/expired'];

test.each([
  ['Owner', []],
  ['Manager', []],
  ['Front desk', []],
  ['Trainer', pages],
  ['Accountant', []],
] as const)(
  'opened by URL, a %s is refused exactly the pages its role may not use',
  (role, refused) => {
    expect(refusedPages(routes, pages, fakeAdmin(fakeRole(role)))).toEqual(refused);
  },
);
