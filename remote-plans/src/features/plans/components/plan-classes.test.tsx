import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clickForNotice,
  fakeAdmin,
  fakeApi,
  fillForm,
  renderRoutes,
  type Call,
  type FakePlan,
} from '@spotter/shared/testing';
import { paths, pathTo, type ClassTypeList } from '@spotter/shared';
import { routes } from '../../../routes';

/** The plan's Classes (docs/product/classes.md, "Who may book"), on the generic plans fake. */
const types: ClassTypeList = {
  status: 'success',
  class_types: [
    { id: 1, name: 'Yoga', duration_minutes: 60, capacity: 10, description: '' },
    { id: 2, name: 'Zumba', duration_minutes: 45, capacity: 20, description: '' },
  ],
};
const gold = { id: 3, name: 'Gold', duration_days: 30, price: 1500 };
/** The plans fake, whose class types answer from the classes' route (or fail while `down`). */
const withTypes = (plans: FakePlan[] = [gold], auth = fakeAdmin(), down = { now: false }) =>
  fakeApi({ plans, auth }, (method, path) =>
    method === 'GET' && path.startsWith(paths.classes.types)
      ? down.now
        ? { status: 500 }
        : { status: 200, body: types }
      : undefined,
  );
const posted = (calls: Call[]) => calls.find((c) => c.method === 'POST')?.body;
const classes = () => screen.getByRole('group', { name: 'Classes' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('Chosen class types lists the class types to tick, one at least, and sends them', async () => {
  const api = withTypes([]);
  renderRoutes(routes, '/plans/add');
  expect(within(classes()).getByRole('radio', { name: 'All classes' })).toBeChecked();
  await fillForm({ 'Plan Name': 'Yoga pass', 'Duration (days)': '30' });
  await userEvent.click(within(classes()).getByRole('radio', { name: 'Chosen class types' }));
  const chosen = await screen.findByRole('group', { name: 'Class types' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Plan' }));
  expect(chosen).toHaveAccessibleDescription('Choose at least one class type');
  expect(posted(api.calls)).toBeUndefined();
  await userEvent.click(within(chosen).getByRole('checkbox', { name: 'Zumba' }));
  await clickForNotice('Add Plan', 'Plan added successfully! ID: 1');
  expect(posted(api.calls)).toEqual({
    name: 'Yoga pass',
    duration_days: 30,
    price: null,
    description: '',
    classes: 'chosen',
    class_type_ids: [2],
  });
});

test('an edit shows the plan’s classes and sends the new ones; the class types’ failure says so', async () => {
  const down = { now: true };
  const api = withTypes([{ ...gold, classes: 'chosen', class_type_ids: [1] }], fakeAdmin(), down);
  renderRoutes(routes, '/plans/3/edit');
  await screen.findByLabelText('Plan Name');
  expect(within(classes()).getByRole('radio', { name: 'Chosen class types' })).toBeChecked();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the class types.');
  down.now = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  const chosen = await screen.findByRole('group', { name: 'Class types' });
  expect(within(chosen).getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
  expect(within(chosen).getByRole('checkbox', { name: 'Zumba' })).not.toBeChecked();

  await userEvent.click(within(classes()).getByRole('radio', { name: 'No classes' }));
  expect(screen.queryByRole('group', { name: 'Class types' })).toBeNull();
  await clickForNotice('Save Changes', 'Plan updated successfully!');
  expect(api.calls).toContainEqual({
    method: 'POST',
    path: pathTo(paths.plans.edit, { id: 3 }),
    body: { name: 'Gold', duration_days: 30, price: 1500, description: '', classes: 'none' },
  });
});

test('an account without classes.view sees no Classes, and its save leaves the plan’s classes as they are', async () => {
  const clerk = fakeAdmin({ role: 'Plans clerk', permissions: ['plans.view', 'plans.edit'] });
  const api = withTypes([{ ...gold, classes: 'none' }], clerk);
  renderRoutes(routes, '/plans/3/edit');
  await screen.findByLabelText('Plan Name');
  expect(screen.queryByRole('group', { name: 'Classes' })).toBeNull();
  await clickForNotice('Save Changes', 'Plan updated successfully!');
  expect(posted(api.calls)).not.toHaveProperty('classes');
  expect(api.calls.some((call) => call.path.startsWith(paths.classes.types))).toBe(false);
});
