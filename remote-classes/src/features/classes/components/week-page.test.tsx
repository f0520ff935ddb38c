import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@spotter/shared';
import { inProcessApi, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { sessionPage } from '../api/classes-resources';
import { book, membersOnAPlan, sessionNextWeek } from '../testing/seed-classes';

// The week's sessions are made by the API from the slots, in the gym's time zone: run it in-process.
const api = inProcessApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

test('a week without classes says so, Monday first, with the three week buttons', async () => {
  await api.serve();
  renderRoutes(routes, '/classes');
  expect(screen.getByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
  expect(await screen.findByText('No classes this week.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: /^Week of Monday, / })).toBeInTheDocument();
  for (const name of ['Previous week', 'This week', 'Next week'])
    expect(screen.getByRole('button', { name })).toBeEnabled();
  // The Owner sets the classes up from here.
  expect(screen.getByRole('link', { name: 'Class settings' })).toHaveAttribute(
    'href',
    '/classes/settings',
  );
});

test('Next week shows its sessions, each linking to its page with its time, trainer, places and waitlist', async () => {
  const { session, monday } = await sessionNextWeek(api, { capacity: 1 });
  const [asha, ravi] = await membersOnAPlan(api, ['Asha Verma', 'Ravi Kumar']);
  await book(api, session, asha!);
  await book(api, session, ravi!);
  await api.serve();
  renderRoutes(routes, '/classes');
  await screen.findByText('No classes this week.');
  await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
  const link = await screen.findByRole('link', { name: /Yoga/ });
  expect(location()).toBe(`/classes?week=${monday}`);
  expect(link).toHaveAttribute('href', sessionPage(session));
  expect(link).toHaveTextContent(/^Yoga07:001 of 1Waitlist 1$/);
  // Monday's column holds it; the week reads Monday to Sunday.
  const days = screen.getAllByRole('region');
  expect(days.map((day) => day.getAttribute('aria-label')?.split(',')[0])).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  expect(within(days[0]!).getByRole('link')).toBe(link);

  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  expect(await screen.findByText('No classes this week.')).toBeInTheDocument();
  expect(location()).toBe('/classes');
});

test('a week that cannot be read says so, with Retry', async () => {
  await api.serve((method, path) =>
    method === 'GET' && path.startsWith(paths.classes.week)
      ? { status: 500, body: { status: 'error', message: 'Down' } }
      : undefined,
  );
  renderRoutes(routes, '/classes');
  expect(await screen.findByText("Could not load this week's classes.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
