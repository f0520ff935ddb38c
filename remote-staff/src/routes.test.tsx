import { refusedByRole } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opened by URL, each role is refused exactly the trainer pages it may not use', () => {
  const edits = ['/add/staffs', '/edit_trainer_staff/1'];
  expect(refusedByRole(routes, ['/view/staffs', '/staff/1', ...edits])).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': edits,
    Trainer: edits,
    Accountant: edits,
  });
});
