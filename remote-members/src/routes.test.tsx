import { refusedByRole } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opened by URL, each role is refused exactly the member, attendance and enquiry pages it may not use', () => {
  const edits = ['/users/add', '/users/1/edit', '/users/import'];
  const enquiries = ['/enquiries', '/enquiries/add', '/enquiries/1/edit'];
  expect(refusedByRole(routes, ['/users', ...edits, '/attendance', ...enquiries])).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': [],
    Trainer: [...edits, ...enquiries],
    Accountant: [...edits, '/attendance', ...enquiries],
  });
});
