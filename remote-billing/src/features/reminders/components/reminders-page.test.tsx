import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  PHONE_WIDTH,
  renderRoutes,
  resetScreenWidth,
  setScreenWidth,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { reminderStale } from '../api/reminders-resource';
import { remindersApi } from './reminders-test-data';
import { paths, pathTo, staleTest } from '@spotter/shared';

const location = () => screen.getByTestId('location').textContent;
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = () =>
  bodyRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((c) => c.textContent),
  );
const listCalls = (api: ReturnType<typeof remindersApi>) =>
  api.calls.filter((c) => c.path.startsWith(`${paths.reminders.queue}?`)).map((c) => c.path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  resetScreenWidth();
});

test('lists the reminders due today, oldest first, with why, the phone and the last contact; the tabs carry their counts', async () => {
  remindersApi();
  renderRoutes(routes, '/reminders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Asha Rao' });
  expect(columnHeaders()).toEqual(['Name', 'Why', 'Phone', 'Last contact', 'Actions']);
  expect(cells()).toEqual([
    ['Ravi Kumar', 'Owes ₹2,500 for 12 days', '12345', 'Promised to pay · 24 Nov 2026 · Asha'],
    ['Asha Rao', 'Expires in 3 days', '9876500001', 'Never'],
  ]);
  expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users/1/edit');
  const tablist = screen.getByRole('tablist', { name: 'Reminders' });
  await waitFor(() =>
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Due today (2)', 'Upcoming (1)', 'Done']),
  );
  expect(screen.getByRole('tab', { name: 'Due today (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel', { name: 'Due today (2)' })).toContainElement(
    screen.getByRole('table'),
  );
});

test('WhatsApp opens the chat with the message in a new tab, Call dials; a number WhatsApp cannot take has no WhatsApp', async () => {
  remindersApi();
  renderRoutes(routes, '/reminders');
  const asha = await screen.findByRole('row', { name: /Asha Rao/ });
  const whatsapp = within(asha).getByRole('link', { name: 'WhatsApp' });
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876500001?text=Hi%20Asha%20Rao');
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(whatsapp).toHaveAttribute('rel', 'noreferrer');
  expect(within(asha).getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:9876500001',
  );
  const ravi = screen.getByRole('row', { name: /Ravi Kumar/ });
  expect(within(ravi).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  expect(within(ravi).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:12345');
});

test('a tab is chosen by click or arrow key and kept in the URL; opened by URL, its tab is selected', async () => {
  const api = remindersApi();
  const view = renderRoutes(routes, '/reminders');
  await screen.findByRole('cell', { name: 'Asha Rao' });
  await userEvent.click(screen.getByRole('tab', { name: /Upcoming/ }));
  expect(await screen.findByRole('cell', { name: 'Meera Iyer' })).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(1);
  expect(location()).toBe('/reminders?tab=upcoming');
  expect(listCalls(api).at(-1)).toBe(`${paths.reminders.queue}?page=1&page_size=5&tab=upcoming`);
  await userEvent.keyboard('{ArrowRight}');
  expect(await screen.findByRole('cell', { name: 'Kiran Done' })).toBeInTheDocument();
  expect(location()).toBe('/reminders?tab=done');
  expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
  // Done is over: nothing to log.
  expect(screen.queryByRole('button', { name: 'Log outcome' })).toBeNull();
  view.unmount();

  renderRoutes(routes, '/reminders?tab=upcoming');
  expect(await screen.findByRole('cell', { name: 'Meera Iyer' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
});

test.each([
  ['due', 'Nothing to follow up today.'],
  ['upcoming', 'Nothing coming up in the next 7 days.'],
  ['done', 'No reminders done yet.'],
])('the %s tab says when it is empty', async (tab, empty) => {
  remindersApi({ tasks: [] });
  renderRoutes(routes, `/reminders?tab=${tab}`);
  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
});

test('searches by name or phone, keeping the search in the URL', async () => {
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  await screen.findByRole('cell', { name: 'Asha Rao' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ravi');
  // The search as typed is waited for: on a busy machine a pause after "rav" outlasts the
  // debounce, and that search's answer is Ravi's row too.
  await waitFor(() =>
    expect(listCalls(api).at(-1)).toBe(
      `${paths.reminders.queue}?page=1&page_size=5&q=ravi&tab=due`,
    ),
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument();
  expect(location()).toBe('/reminders?q=ravi');
  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search members' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
  expect(await screen.findByText('No reminders match your search.')).toBeInTheDocument();
});

test('says when the list cannot be loaded, and Retry reads it again', async () => {
  let failing = true;
  remindersApi({}, (_method, path) =>
    failing && path.startsWith(`${paths.reminders.queue}?`)
      ? { status: 500, body: { status: 'failed', message: 'down' } }
      : undefined,
  );
  renderRoutes(routes, '/reminders');
  expect(await screen.findByText('Could not load reminders.')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
});

test('a logged contact declares stale the queue, its counts, Pending, the bell, the dashboard and the member’s contacts, nothing else', () => {
  const stale = staleTest(reminderStale([2]));
  for (const key of [
    `${paths.reminders.queue}?page=1&page_size=5&tab=due`,
    paths.reminders.counts,
    `${paths.dues.pending}?page=1&page_size=5`,
    paths.dashboard.summary,
    paths.dashboard.notifications,
    pathTo(paths.reminders.memberContacts, { id: 2 }),
  ])
    expect([key, stale(key)]).toEqual([key, true]);
  for (const key of [
    paths.reminders.settings,
    pathTo(paths.reminders.memberContacts, { id: 3 }),
    paths.invoices.list,
  ])
    expect([key, stale(key)]).toEqual([key, false]);
  // After e-mails to whoever has an address: every member's contacts.
  expect(staleTest(reminderStale())(pathTo(paths.reminders.memberContacts, { id: 3 }))).toBe(true);
  expect(staleTest(reminderStale())('/members/3/history')).toBe(false);
  // An enquiry's follow-up: the enquiries list and that enquiry too, no member's contacts.
  const enquiry = staleTest(reminderStale([], [7]));
  for (const [key, expected] of [
    [`${paths.enquiries.list}?page=1&page_size=5`, true],
    [pathTo(paths.enquiries.one, { id: 7 }), true],
    [pathTo(paths.enquiries.one, { id: 8 }), false],
    [paths.reminders.counts, true],
    [pathTo(paths.reminders.memberContacts, { id: 7 }), false],
  ] as const)
    expect([key, enquiry(key)]).toEqual([key, expected]);
  expect(stale(`${paths.enquiries.list}?page=1&page_size=5`)).toBe(false);
});

test('on a phone each reminder is a card: the member, why, the phone, then its WhatsApp, Call and Log outcome', async () => {
  setScreenWidth(PHONE_WIDTH);
  remindersApi();
  renderRoutes(routes, '/reminders');
  const list = await screen.findByRole('list', { name: 'Reminders: Due today' });
  expect(screen.queryByRole('table')).toBeNull();
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(2);
  const asha = cards[1]!;
  expect(within(asha).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
    'href',
    '/users/1/edit',
  );
  expect(asha).toHaveTextContent('Expires in 3 days');
  expect(asha).toHaveTextContent('9876500001');
  expect(within(asha).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919876500001?text=Hi%20Asha%20Rao',
  );
  expect(within(asha).getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:9876500001',
  );
  // The actions close the card, under the member's details, not beside the name.
  const phone = within(asha).getByText('9876500001');
  for (const action of [
    within(asha).getByRole('link', { name: 'WhatsApp' }),
    within(asha).getByRole('link', { name: 'Call' }),
    within(asha).getByRole('button', { name: 'Log outcome' }),
  ])
    expect(phone.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await userEvent.click(within(asha).getByRole('button', { name: 'Log outcome' }));
  expect(screen.getByRole('dialog', { name: 'Log outcome for Asha Rao' })).toBeInTheDocument();
});
