import { fakeAdmin, fakeRole, refusedPages } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const pages = ['/view/staffs', '/add/staffs', '/staff/1', '/edit_trainer_staff/1'];
const edits = ['/add/staffs', '/edit_trainer_staff/1'];

test.each([
  ['Owner', []],
  ['Manager', []],
  ['Front desk', edits],
  ['Trainer', edits],
  ['Accountant', edits],
] as const)(
  'opened by URL, a %s is refused exactly the pages its role may not use',
  (role, refused) => {
    expect(refusedPages(routes, pages, fakeAdmin(fakeRole(role)))).toEqual(refused);
  },
);
