import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo, type ClassType } from '@spotter/shared';
import {
  answerDialog,
  call,
  clickForNotice,
  columnHeaders,
  fakeResources,
  fillForm,
  renderRoutes,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { classTypesResource } from '../api/classes-resources';

// The class types' screens depend on no rule of the API: the generic fake holds them.
const fakeTypesApi = (rows: ClassType[]) =>
  fakeResources([
    {
      resource: classTypesResource,
      rows,
      plain: (types) => ({ status: 'success', class_types: types }),
    },
  ]);
const yoga: ClassType = {
  id: 1,
  name: 'Yoga',
  duration_minutes: 60,
  capacity: 12,
  description: 'Hatha, all levels',
};
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists the class types with their duration, capacity and description', async () => {
  fakeTypesApi([yoga]);
  renderRoutes(routes, '/classes/types');
  expect(await screen.findByRole('heading', { level: 1, name: 'Class types' })).toBeVisible();
  const row = (await screen.findByRole('cell', { name: 'Yoga' })).closest('tr')!;
  expect(columnHeaders()).toEqual([
    'Name',
    'Duration (minutes)',
    'Capacity',
    'Description',
    'Actions',
  ]);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Yoga', '60', '12', 'Hatha, all levels', expect.anything()]);
  expect(screen.getByRole('link', { name: 'Add class type' })).toHaveAttribute(
    'href',
    '/classes/types/add',
  );
});

test('Add class type checks its fields as the API does, then posts the type', async () => {
  const api = fakeTypesApi([]);
  renderRoutes(routes, '/classes/types/add');
  await userEvent.click(await screen.findByRole('button', { name: 'Add class type' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  await fillForm({ Name: 'Spin', 'Duration (minutes)': '2000', Capacity: '0' });
  await userEvent.click(screen.getByRole('button', { name: 'Add class type' }));
  expect(screen.getByLabelText('Duration (minutes)')).toHaveAccessibleDescription(
    'Duration must be a whole number of minutes from 1 to 1440',
  );
  expect(screen.getByLabelText('Capacity')).toHaveAccessibleDescription(
    'Capacity must be a whole number from 1 to 1000',
  );
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Duration (minutes)'));
  await userEvent.clear(screen.getByLabelText('Capacity'));
  await fillForm({ 'Duration (minutes)': '45', Capacity: '20', Description: 'Indoor cycling' });
  await clickForNotice('Add class type', 'Class type added.');
  expect(api.calls).toContainEqual(
    call('POST', paths.classes.types, {
      name: 'Spin',
      duration_minutes: 45,
      capacity: 20,
      description: 'Indoor cycling',
    }),
  );
  await waitFor(() => expect(location()).toBe('/classes/types'));
});

test('Edit opens the type filled in and saves it; Delete asks first', async () => {
  const api = fakeTypesApi([yoga]);
  renderRoutes(routes, '/classes/types');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Yoga' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(await screen.findByLabelText('Name')).toHaveValue('Yoga');
  expect(screen.getByLabelText('Capacity')).toHaveValue(12);
  await userEvent.clear(screen.getByLabelText('Capacity'));
  await userEvent.type(screen.getByLabelText('Capacity'), '15');
  await clickForNotice('Save changes', 'Class type saved.');
  expect(api.calls).toContainEqual(
    call('POST', pathTo(paths.classes.type, { id: 1 }), {
      name: 'Yoga',
      duration_minutes: 60,
      capacity: 15,
      description: 'Hatha, all levels',
    }),
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Yoga' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Delete Yoga?');
  await answerDialog('Delete');
  expect(await screen.findByText('No class types yet.')).toBeVisible();
  expect(api.calls).toContainEqual(call('DELETE', pathTo(paths.classes.type, { id: 1 })));
});

test('a type on the timetable is not deleted, and the API’s reason is shown', async () => {
  const refusal = 'Yoga has slots or sessions on the timetable, so it cannot be deleted.';
  fakeResources([
    {
      resource: classTypesResource,
      rows: [yoga],
      plain: (types) => ({ status: 'success', class_types: types }),
      written: (_row, how) =>
        how === 'remove'
          ? { status: 409, body: { status: 'error', message: refusal } }
          : { status: 200, body: { status: 'success', message: 'Saved.' } },
    },
  ]);
  renderRoutes(routes, '/classes/types');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Yoga' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await answerDialog('Delete');
  expect(await screen.findByText(refusal)).toBeVisible();
  expect(screen.getByRole('cell', { name: 'Yoga' })).toBeVisible();
});
