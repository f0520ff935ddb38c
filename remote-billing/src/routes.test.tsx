import { refusedByRole } from '@spotter/shared/testing';
import { routes } from './routes';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('opened by URL, only a Trainer is refused the billing pages', () => {
  const pages = ['/invoice', '/pending', '/pending/1/edit', '/expired', '/reminders'];
  expect(refusedByRole(routes, pages)).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': [],
    Trainer: pages,
    Accountant: [],
  });
});

test('the reminders’ settings open only for an Owner or a Manager', () => {
  expect(refusedByRole(routes, ['/settings/reminders'])).toEqual({
    Owner: [],
    Manager: [],
    'Front desk': ['/settings/reminders'],
    Trainer: ['/settings/reminders'],
    Accountant: ['/settings/reminders'],
  });
});
