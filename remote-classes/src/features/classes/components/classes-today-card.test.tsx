import { screen, within } from '@testing-library/react';
import { paths, type ClassesToday, type ClassWeek } from '@spotter/shared';
import { inProcessApi, renderRoutes } from '@spotter/shared/testing';
import dashboard from '../../../dashboard';
import { declaration } from '../../../declaration';
import { sessionPage } from '../api/classes-resources';
import { book, membersOnAPlan } from '../testing/seed-classes';
import { ClassesTodayCard } from './classes-today-card';

// Today's sessions are made by the API from the slots, on the gym's clock: run it in-process.
const api = inProcessApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const card = () => screen.getByRole('region', { name: 'Classes today' });
const renderCard = () => renderRoutes([{ path: '*', element: <ClassesTodayCard /> }], '/dashboard');

/**
 * The gym's clock set to a zone where it is not yet 20:00 (UTC, or New York once UTC has passed
 * it), so classes at 21:00 and 22:00 are still to come today whenever the test runs.
 */
async function eveningClassesToday(classes: { name: string; capacity: number; time: string }[]) {
  const hour = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
  const zone = ['UTC', 'America/New_York'].find((one) => hour(one) < 20)!;
  await api.seed('POST', paths.classes.settings, {
    time_zone: zone,
    booking_cutoff_minutes: 120,
    strike_limit: 3,
    strike_window_days: 30,
    strike_ban_days: 7,
  });
  const { day } = await api.seed<ClassesToday>('GET', paths.classes.today);
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  for (const { name, capacity, time } of classes) {
    const { class_type } = await api.seed<{ class_type: { id: number } }>(
      'POST',
      paths.classes.types,
      { name, duration_minutes: 60, capacity },
    );
    await api.seed('POST', paths.classes.slots, {
      class_type_id: class_type.id,
      weekday,
      start_time: time,
    });
  }
  const { sessions } = await api.seed<ClassWeek>('GET', `${paths.classes.week}?week=${day}`);
  return sessions.filter((one) => one.day === day).map((one) => one.id);
}

test('is the card the declaration lists, for accounts that see the classes', () => {
  expect(declaration.dashboard).toEqual([
    { key: 'classes-today', order: 10, permission: 'classes.view' },
  ]);
  expect(Object.keys(dashboard.cards)).toEqual(['classes-today']);
});

test('says so when there are no classes today', async () => {
  await api.serve();
  renderCard();
  expect(await within(card()).findByText('No classes today')).toBeInTheDocument();
  expect(within(card()).getByRole('heading', { name: 'Classes today' })).toBeInTheDocument();
  expect(within(card()).queryByRole('link')).not.toBeInTheDocument();
});

test('counts today’s sessions and how full they are, and links to each of the next', async () => {
  const [yoga, pilates] = await eveningClassesToday([
    { name: 'Yoga', capacity: 2, time: '21:00' },
    { name: 'Pilates', capacity: 10, time: '22:00' },
  ]);
  const [asha] = await membersOnAPlan(api, ['Asha Verma']);
  await book(api, yoga!, asha!);
  await api.serve();
  renderCard();
  expect(await within(card()).findByText('2 sessions')).toBeInTheDocument();
  expect(within(card()).getByText('1 of 12 places booked')).toBeInTheDocument();
  const links = within(within(card()).getByRole('list', { name: 'Next classes' })).getAllByRole(
    'link',
  );
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['21:00 Yoga 1 of 2', sessionPage(yoga!)],
    ['22:00 Pilates 0 of 10', sessionPage(pilates!)],
  ]);
});

test('reads one session as "1 session"', async () => {
  await eveningClassesToday([{ name: 'Spin', capacity: 8, time: '21:00' }]);
  await api.serve();
  renderCard();
  expect(await within(card()).findByText('1 session')).toBeInTheDocument();
  expect(within(card()).getByText('0 of 8 places booked')).toBeInTheDocument();
});

test('a read that fails says so inside the card, with Retry', async () => {
  await api.serve((method, path) =>
    method === 'GET' && path.startsWith(paths.classes.today)
      ? { status: 500, body: { status: 'error', message: 'Down' } }
      : undefined,
  );
  renderCard();
  expect(await within(card()).findByRole('alert')).toHaveTextContent(
    "Could not load today's classes.",
  );
  expect(within(card()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
