import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo, type SessionDetails } from '@spotter/shared';
import { answerDialog, columnHeaders, inProcessApi, renderRoutes } from '@spotter/shared/testing';
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

/** What the page says: its status line, or a confirmation (with Undo, for a booking or a cancel). */
const said = (text: string | RegExp) =>
  screen.findByText(text, { selector: '[role="status"], [role="status"] *' });

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
  // The desk neither changes nor cancels the session.
  expect(screen.queryByRole('button', { name: 'Change session' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel session' })).toBeNull();
});

/** The roster's rows as "{Member}{Status}…" texts. */
const rosterRows = () =>
  within(screen.getByRole('table', { name: 'Roster' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** Picks `item` in the row menu of `name`'s place. */
async function placeMenu(name: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

test('Change session: a capacity below the places taken is refused in the API’s words; a raise books the waitlist’s first', async () => {
  const { session } = await sessionNextWeek(api, { capacity: 2 });
  const members = await membersOnAPlan(api, ['Asha Verma', 'Ravi Kumar', 'Meena Shah']);
  for (const id of members) await book(api, session, id);
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  await userEvent.click(await screen.findByRole('button', { name: 'Change session' }));
  const dialog = screen.getByRole('dialog', { name: 'Change session' });
  const capacity = within(dialog).getByLabelText('Capacity');
  expect(capacity).toHaveValue(2);
  expect(within(dialog).getByLabelText('Trainer')).toHaveValue('');
  await userEvent.clear(capacity);
  await userEvent.type(capacity, '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(
    await within(dialog).findByText(
      '2 members are booked for this class: the capacity cannot be less than that.',
    ),
  ).toBeVisible();

  await userEvent.clear(capacity);
  await userEvent.type(capacity, '3');
  await userEvent.type(within(dialog).getByLabelText('Room'), 'Studio A');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Session saved. Meena Shah is now booked.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(screen.getByText('Nobody is waiting.')).toBeVisible());
  expect(rosterRows()).toEqual([
    expect.stringMatching(/^Asha VermaBooked/),
    expect.stringMatching(/^Ravi KumarBooked/),
    expect.stringMatching(/^Meena ShahBooked/),
  ]);
  expect(screen.getByText('3 (3 of 3 booked)')).toBeVisible();
  expect(screen.getByText('Studio A')).toBeVisible();
});

test('Cancel session, confirmed: the page says the class is cancelled, and Book a member is gone', async () => {
  const { session } = await sessionNextWeek(api);
  const [asha] = await membersOnAPlan(api, ['Asha Verma']);
  await book(api, session, asha!);
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  expect(await screen.findByRole('heading', { name: 'Book a member' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
  expect(screen.getByRole('dialog')).toHaveTextContent(
    /^Cancel this class\?Yoga on Monday, .* at 07:00 will be cancelled/,
  );
  await answerDialog('Cancel session');
  expect(await said('Session cancelled. Reminders has 1 member to tell.')).toBeVisible();
  expect(await screen.findByText('This class has been cancelled.')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Book a member' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel session' })).toBeNull();
  expect(rosterRows()).toEqual([expect.stringMatching(/^Asha VermaCancelled/)]);
});

test('Mark attended and Forgive strike on the places of a class that has ended, in the API’s words', async () => {
  const { session } = await sessionNextWeek(api);
  const [asha, ravi] = await membersOnAPlan(api, ['Asha Verma', 'Ravi Kumar']);
  await book(api, session, asha!);
  await book(api, session, ravi!);
  const details = await api.seed<SessionDetails>(
    'GET',
    pathTo(paths.classes.session, { id: session }),
  );
  // An hour after it ended: nobody marked either place, so both read as No show.
  api.clockAt(new Date(Date.parse(details.session.ends_at) + 3_600_000).toISOString());
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  await waitFor(() =>
    expect(rosterRows()).toEqual([
      expect.stringMatching(/^Asha VermaNo show/),
      expect.stringMatching(/^Ravi KumarNo show/),
    ]),
  );
  await placeMenu('Asha Verma', 'Mark attended');
  expect(await said('Asha Verma attended Yoga.')).toBeVisible();
  await placeMenu('Ravi Kumar', 'Forgive strike');
  expect(await said("Ravi Kumar's no-show at Yoga is forgiven.")).toBeVisible();
  await waitFor(() =>
    expect(rosterRows()).toEqual([
      expect.stringMatching(/^Asha VermaAttended/),
      expect.stringMatching(/^Ravi KumarNo show \(forgiven\)/),
    ]),
  );
  // A forgiven place is not forgiven twice; an attended one has nothing left to do.
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Ravi Kumar' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Mark attended',
  ]);
  expect(screen.queryByRole('button', { name: 'Actions for Asha Verma' })).toBeNull();
});

test('Mark attended before the class is refused in the API’s words', async () => {
  const { session } = await sessionNextWeek(api);
  const [asha] = await membersOnAPlan(api, ['Asha Verma']);
  await book(api, session, asha!);
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  await placeMenu('Asha Verma', 'Mark attended');
  expect(await said('This class has not started yet.')).toBeVisible();
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

test('Undo on a booking’s confirmation takes the booking back', async () => {
  const { session } = await sessionNextWeek(api);
  await membersOnAPlan(api, ['Asha Verma']);
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  expect(await screen.findByRole('heading', { level: 1, name: 'Yoga' })).toBeInTheDocument();
  await bookByName('Asha Verma');
  expect(await said(/^Asha Verma is booked for Yoga/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await said("Asha Verma's booking for Yoga undone.")).toBeVisible();
  expect(await screen.findByText('Nobody is booked yet.')).toBeInTheDocument();
});

test('a Trainer marks attended in a class they lead, and books nobody', async () => {
  const { id: trainer } = await api.seed<{ id: number }>('POST', paths.staff.add, {
    name: 'Kiran Rao',
    phone: '9822000001',
    role: 'Trainer',
  });
  const { session } = await sessionNextWeek(api, { trainer_id: trainer });
  const [asha] = await membersOnAPlan(api, ['Asha Verma']);
  await book(api, session, asha!);
  await api.signInAs('Trainer', { staff_id: trainer });
  await api.serve();
  renderRoutes(routes, sessionPage(session));
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha Verma' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Mark attended',
  ]);
  expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
});

test('a session that does not exist is not found', async () => {
  await api.serve();
  renderRoutes(routes, sessionPage(999));
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
});
