import { refusedByRole } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opened by URL, each role is refused exactly the plan pages it may not use', () => {
  const edits = ['/plans/add', '/plans/1/edit'];
  expect(refusedByRole(routes, ['/plans', ...edits])).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': edits,
    Trainer: edits,
    Accountant: edits,
  });
});
