import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchesResource, paths, type ClassSlot, type ClassType } from '@spotter/shared';
import {
  call,
  clickForNotice,
  columnHeaders,
  fakeResources,
  fillForm,
  renderRoutes,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { classSlotsResource, classTypesResource, trainersResource } from '../api/classes-resources';

// The timetable's screens depend on no rule of the API: the generic fake holds the slots, the
// class types, the branch and the trainers they name.
const yoga: ClassType = {
  id: 1,
  name: 'Yoga',
  duration_minutes: 60,
  capacity: 12,
  description: '',
};
const slot: ClassSlot = {
  id: 1,
  class_type_id: 1,
  class_name: 'Yoga',
  branch_id: 1,
  weekday: 3,
  start_time: '18:30',
  trainer_id: 4,
  trainer_name: 'Priya Nair',
  room: 'Studio 2',
  capacity: 12,
  from_date: '2026-12-01',
  until_date: null,
};
const fakeTimetableApi = (slots: ClassSlot[]) =>
  fakeResources([
    {
      resource: classSlotsResource,
      rows: slots,
      plain: (rows) => ({ status: 'success', slots: rows }),
    },
    {
      resource: classTypesResource,
      rows: [yoga],
      plain: (rows) => ({ status: 'success', class_types: rows }),
    },
    {
      resource: branchesResource,
      rows: [{ id: 1, name: 'Baner', address: '', phone: '' }],
    },
    {
      resource: trainersResource,
      rows: [{ id: 4, user: 'Priya Nair', branch_id: 1 }],
    },
  ]);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists each weekly slot with its class type, branch, day, time, trainer, room, capacity and dates', async () => {
  fakeTimetableApi([slot]);
  renderRoutes(routes, '/classes/timetable');
  expect(await screen.findByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
  const row = (await screen.findByRole('cell', { name: 'Yoga' })).closest('tr')!;
  expect(columnHeaders()).toEqual([
    'Class type',
    'Branch',
    'Day',
    'Start time',
    'Trainer',
    'Room',
    'Capacity',
    'From',
    'Until',
    'Actions',
  ]);
  await waitFor(() => expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Baner'));
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Yoga',
    'Baner',
    'Wednesday',
    '18:30',
    'Priya Nair',
    'Studio 2',
    '12',
    '1 Dec 2026',
    '',
    expect.anything(),
  ]);
});

test('Add slot checks the time and the dates, then posts the slot (capacity left to the type)', async () => {
  const api = fakeTimetableApi([]);
  renderRoutes(routes, '/classes/timetable/add');
  await screen.findByRole('option', { name: 'Yoga' });
  await userEvent.selectOptions(screen.getByLabelText('Class type'), 'Yoga');
  await userEvent.selectOptions(screen.getByLabelText('Day'), 'Monday');
  await fillForm({ From: '2026-12-14', Until: '2026-12-01' });
  await userEvent.click(screen.getByRole('button', { name: 'Add slot' }));
  expect(screen.getByLabelText('Start time')).toHaveAccessibleDescription('Start time is required');
  expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(
    'Until must not be before From.',
  );
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Until'));
  await fillForm({ 'Start time': '06:00', Room: 'Studio 1' });
  await userEvent.selectOptions(screen.getByLabelText('Trainer'), 'Priya Nair');
  expect(screen.getByLabelText('Branch')).toHaveValue('Baner');
  await clickForNotice('Add slot', 'Slot added to the timetable.');
  expect(api.calls).toContainEqual(
    call('POST', paths.classes.slots, {
      class_type_id: 1,
      weekday: 1,
      start_time: '06:00',
      trainer_id: 4,
      room: 'Studio 1',
      capacity: null,
      from_date: '2026-12-14',
      until_date: null,
    }),
  );
  await waitFor(() => expect(location()).toBe('/classes/timetable'));
});
