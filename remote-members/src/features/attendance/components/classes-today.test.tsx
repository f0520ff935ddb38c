import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clockIn, inProcessApi, renderRoutes } from '@spotter/shared/testing';
import { paths, pathTo, type ClassWeek } from '@spotter/shared';
import { routes } from '../../../routes';

// Booking and marking a class Attended at check-in are the API's rules: the real API in-process.
const api = inProcessApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** Asha Verma, booked for Yoga starting about 20 minutes from now: answers the class's time. */
async function ashaBookedSoon() {
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 365, price: 1500 });
  const { member_id } = await api.seed<{ member_id: number }>('POST', paths.members.add, {
    name: 'Asha Verma',
    phone: '9876500010',
    joining_date: new Date().toISOString().slice(0, 10),
    status: 'Active',
    plan_id: 1,
    total_fee: 1500,
    paid_amount: 1500,
  });
  const { class_type } = await api.seed<{ class_type: { id: number } }>(
    'POST',
    paths.classes.types,
    { name: 'Yoga', duration_minutes: 60, capacity: 5 },
  );
  const soon = clockIn('Asia/Kolkata', new Date(Date.now() + 20 * 60_000));
  await api.seed('POST', paths.classes.slots, {
    class_type_id: class_type.id,
    weekday: soon.weekday,
    start_time: soon.time,
  });
  const week = await api.seed<ClassWeek>('GET', `${paths.classes.week}?week=${soon.day}`);
  await api.seed('POST', pathTo(paths.classes.book, { id: week.sessions[0]!.id }), { member_id });
  return soon.time;
}

async function pick(name: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Member' }), name);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const classesToday = () => screen.findByRole('list', { name: 'Classes today' });

test('lists the picked member’s classes today, and Attended once the check-in marks one', async () => {
  const time = await ashaBookedSoon();
  await api.signInAs('Front desk');
  await api.serve();
  renderRoutes(routes, '/attendance');
  await pick('Asha');
  expect(
    within(await classesToday())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`Yoga ${time} Booked`]);

  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  expect(
    await screen.findByText(`Asha Verma checked in. Attended Yoga at ${time}.`),
  ).toBeInTheDocument();
  await waitFor(async () =>
    expect(await classesToday()).toHaveTextContent(`Yoga ${time} Attended`),
  );
});

test('shows nothing for an account without classes.view', async () => {
  await ashaBookedSoon();
  const { role } = await api.seed<{ role: { id: number } }>('POST', paths.team.addRole, {
    name: 'Door',
    permissions: ['attendance.record'],
  });
  await api.signInAs(role.id);
  const { calls } = await api.serve();
  renderRoutes(routes, '/attendance');
  await pick('Asha');
  expect(await screen.findByRole('group', { name: 'Standing' })).toBeInTheDocument();
  expect(screen.queryByText('Classes today')).toBeNull();
  expect(calls.some((call) => call.path.startsWith('/classes/'))).toBe(false);
});

test('a failed read says so, with Retry, and the check-in goes ahead', async () => {
  const time = await ashaBookedSoon();
  await api.signInAs('Front desk');
  const down = { now: true };
  await api.serve((method, path) =>
    down.now && path.startsWith('/classes/members/') ? { status: 500 } : undefined,
  );
  renderRoutes(routes, '/attendance');
  await pick('Asha');
  expect(await screen.findByText("Could not load today's classes.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  expect(await screen.findByText(`Asha Verma checked in. Attended Yoga at ${time}.`)).toBeVisible();
  down.now = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await classesToday()).toHaveTextContent(`Yoga ${time} Attended`);
});
