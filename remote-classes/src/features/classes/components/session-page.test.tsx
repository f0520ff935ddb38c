import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnHeaders, inProcessApi, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { sessionPage } from '../api/classes-resources';
import { book, membersOnAPlan, sessionNextWeek } from '../testing/seed-classes';

// Booking, the waitlist and the promotion on a cancel are the API's rules: the real API in-process.
const api = inProcessApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** Picks `name` in the Book a member box and presses Book. */
async function bookByName(name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'Member to book' }), name);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await userEvent.click(screen.getByRole('button', { name: 'Book' }));
}

const said = (text: string | RegExp) => screen.findByText(text, { selector: '[role="status"]' });

test('shows the session’s details; the desk books two members, and the third is waitlisted, in the API’s words', async () => {
  const { session } = await sessionNextWeek(api, { capacity: 2 });
  await membersOnAPlan(api, ['Asha Verma', 'Ravi Kumar', 'Meena Shah']);
  await api.signInAs('Front desk');
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  expect(await screen.findByRole('heading', { level: 1, name: 'Yoga' })).toBeInTheDocument();
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Class',
    'Day',
    'Time',
    'Trainer',
    'Room',
    'Capacity',
  ]);
  expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
    'Yoga',
    expect.stringMatching(/^Monday, \d+ \w+ \d{4}$/),
    '07:00',
    'None',
    'None',
    '2 (0 of 2 booked)',
  ]);
  expect(screen.getByText('Nobody is booked yet.')).toBeInTheDocument();

  await bookByName('Asha Verma');
  expect(await said(/^Asha Verma is booked for Yoga on Monday, .* at 07:00\.$/)).toBeVisible();
  await bookByName('Ravi Kumar');
  expect(await said(/^Ravi Kumar is booked for Yoga/)).toBeVisible();
  await bookByName('Meena Shah');
  expect(await said('This class is full. Meena Shah is number 1 on the waitlist.')).toBeVisible();

  const roster = screen.getByRole('table', { name: 'Roster' });
  expect(columnHeaders()).toEqual(['Member', 'Status', 'Booked at', 'Actions']);
  const rows = within(roster).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
    'Booked',
    'Booked',
  ]);
  const waitlist = screen.getByRole('list', { name: 'Waitlist' });
  expect(
    within(waitlist)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('Meena Shah')]);

  // Booking her again is refused, in the API's words.
  await bookByName('Meena Shah');
  expect(await said('Meena Shah is already booked for this class.')).toBeVisible();
});

test('Cancel booking frees the place for the first waitlisted member, who becomes Booked', async () => {
  const { session } = await sessionNextWeek(api, { capacity: 1 });
  const [asha, ravi] = await membersOnAPlan(api, ['Asha Verma', 'Ravi Kumar']);
  await book(api, session, asha!);
  await book(api, session, ravi!);
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Verma' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel booking' }));
  expect(await said("Asha Verma's booking is cancelled. Ravi Kumar is now booked.")).toBeVisible();
  const roster = screen.getByRole('table', { name: 'Roster' });
  await waitFor(() =>
    expect(
      within(roster)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^Asha VermaCancelled/),
      expect.stringMatching(/^Ravi KumarBooked/),
    ]),
  );
  expect(screen.getByText('Nobody is waiting.')).toBeInTheDocument();
});

test('a Trainer sees the roster and the waitlist, but neither Book a member nor a row menu', async () => {
  const { session } = await sessionNextWeek(api);
  const [asha] = await membersOnAPlan(api, ['Asha Verma']);
  await book(api, session, asha!);
  await api.signInAs('Trainer');
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  expect(await screen.findByRole('table', { name: 'Roster' })).toHaveTextContent('Asha Verma');
  expect(screen.queryByRole('heading', { name: 'Book a member' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Actions for Asha Verma' })).toBeNull();
});

test('a session that does not exist is not found', async () => {
  await api.serve();
  renderRoutes(routes, sessionPage(999));
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
