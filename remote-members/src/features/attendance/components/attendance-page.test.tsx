import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, paths, pathTo } from '@spotter/shared';
import {
  columnHeaders,
  fakeAdmin,
  fakeApi,
  fakeRole,
  fakeToday,
  renderRoutes,
  rowMenuItems,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { asha, inDays, larry, members, ravi, visit } from './attendance-test-data';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellsOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows today’s check-ins in the six columns, the days left, and how many are in now', async () => {
  fakeApi({ members, attendance: [visit(1, asha, '09:05', '10:15'), visit(2, ravi, '11:30')] });
  renderRoutes(routes, '/attendance');
  expect(screen.getByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Date', 'User', 'Check-in', 'Check-out', 'Days left', 'Action']);
  await screen.findByRole('cell', { name: 'Ravi Rao' });
  // Newest first.
  expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
    'Ravi Rao',
    'Asha Verma',
  ]);
  expect(cellsOf('Asha Verma').slice(0, 5)).toEqual([
    formatDate(fakeToday()),
    'Asha Verma',
    '09:05',
    '10:15',
    '3 days',
  ]);
  expect(cellsOf('Ravi Rao').slice(2, 5)).toEqual(['11:30', 'Check out', '40 days']);
  expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 1');
  expect(screen.getByLabelText('Day')).toHaveValue(fakeToday());
});

describe('check-in', () => {
  const box = () => screen.getByRole('combobox', { name: 'Member' });
  /** Opens Attendance, picks Asha from the box and presses Check in. */
  async function checkInAsha() {
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), 'asha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  }

  test('type part of a name, pick with the arrow keys and Enter, see the standing, check in: the row and the count follow', async () => {
    const api = fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await screen.findByText('No check-ins on this day.');
    expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 0');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();

    await userEvent.type(box(), 'r');
    const list = await screen.findByRole('listbox', { name: 'Matching members' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Late Larry 9812300003', 'Ravi Rao 9812300002', 'Asha Verma 9812300001']);
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = within(list).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Asha Verma');
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveValue('Asha Verma');
    const standing = screen.getByRole('group', { name: 'Standing' });
    expect(standing).toHaveTextContent('Active, expiring in 3 days, owes ₹500');
    expect(within(standing).queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Asha Verma checked in.');
    expect(writes(api)).toEqual([
      { method: 'POST', path: paths.attendance.checkIn, body: { member_id: 1 } },
    ]);
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 1'),
    );
    // Ready for the next member.
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Standing' })).toBeNull();
  });

  test('the message that confirms a check-in offers Undo: pressing it removes the visit and says so', async () => {
    const api = fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await waitFor(() => expect(box()).toHaveFocus());
    await userEvent.keyboard('ravi{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Rao checked in.');
    expect(await screen.findByRole('cell', { name: 'Ravi Rao' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Ravi Rao's check-in removed.");
    expect(writes(api).map((call) => call.path)).toEqual([
      paths.attendance.checkIn,
      pathTo(paths.undo.action, { id: 1 }),
    ]);
    expect(await screen.findByText('No check-ins on this day.')).toBeInTheDocument();
    expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 0');
  });

  test('by keyboard: the box has the focus on arrival, Enter checks in the one match, and the focus is back in the box', async () => {
    const api = fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await waitFor(() => expect(box()).toHaveFocus());
    // Typed and Enter at once: the Enter waits for the lookup of what was typed.
    await userEvent.keyboard('ravi{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Rao checked in.');
    expect(writes(api)).toEqual([
      { method: 'POST', path: paths.attendance.checkIn, body: { member_id: 2 } },
    ]);
    expect(await screen.findByRole('cell', { name: 'Ravi Rao' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();

    // The next member, the same way.
    await userEvent.keyboard('asha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(writes(api)).toHaveLength(2);
    expect(box()).toHaveFocus();
  });

  test('Enter checks nobody in while several members match, and shows why when the one match would be refused', async () => {
    const api = fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), 'r');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Standing' })).toBeNull();

    await userEvent.clear(box());
    await userEvent.type(box(), 'larry{Enter}');
    const standing = await screen.findByRole('group', { name: 'Standing' });
    expect(standing).toHaveTextContent(`Expired on ${formatDate(inDays(-2))}`);
    expect(within(standing).getByRole('alert')).toHaveTextContent(
      `Late Larry's membership expired on ${formatDate(inDays(-2))}. Renew it before checking in.`,
    );
    expect(writes(api)).toEqual([]);
    expect(box()).toHaveFocus();
  });

  test('a visit left open yesterday does not block today’s check-in: the message says it had no check-out recorded, and its row says so', async () => {
    const yesterday = inDays(-1);
    fakeApi({ members, attendance: [visit(1, asha, '18:00', null, yesterday)] });
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), 'asha{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Asha Verma checked in. Their visit on ${formatDate(yesterday)} had no check-out recorded.`,
    );
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: yesterday } });
    await waitFor(() => expect(cellsOf('Asha Verma')[0]).toBe(formatDate(yesterday)));
    expect(cellsOf('Asha Verma').slice(2, 4)).toEqual(['18:00', 'No check-out recorded']);
  });

  test('finds by part of a phone, and picks with the mouse', async () => {
    fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), '300002');
    await userEvent.click(await screen.findByRole('option', { name: /Ravi Rao/ }));
    expect(screen.getByRole('group', { name: 'Standing' })).toHaveTextContent('Active');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  test('Escape closes the list, a second Escape clears the box; typing again forgets the pick', async () => {
    fakeApi({ members });
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), 'asha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('asha');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');

    await userEvent.type(box(), 'asha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
    await userEvent.type(box(), 'x');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
    expect(await screen.findByText('No members match.')).toBeInTheDocument();
  });

  test.each([
    [
      'an expired member',
      larry,
      `Late Larry's membership expired on ${formatDate(inDays(-2))}. Renew it before checking in.`,
    ],
    [
      'an Inactive member',
      { ...ravi, status: 'Inactive' },
      'Ravi Rao is Inactive and cannot check in.',
    ],
  ])(
    '%s is refused with the message before any click, and nothing is sent',
    async (_, member, message) => {
      const api = fakeApi({ members: [member] });
      renderRoutes(routes, '/attendance');
      await userEvent.type(box(), member.name.slice(0, 4));
      await screen.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(
        within(screen.getByRole('group', { name: 'Standing' })).getByRole('alert'),
      ).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
      expect(writes(api)).toEqual([]);
    },
  );

  test('a member already in is refused too', async () => {
    fakeApi({ members, attendance: [visit(1, asha, '08:00')] });
    renderRoutes(routes, '/attendance');
    await userEvent.type(box(), 'asha');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('group', { name: 'Standing' })).toHaveTextContent('checked in now');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Asha Verma is already checked in. Check them out first.',
    );
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
  });

  test('a refusal the lookup could not foresee shows the API’s message and adds no row', async () => {
    fakeApi({ members }, (method, path) =>
      method === 'POST' && path === paths.attendance.checkIn
        ? {
            status: 409,
            body: {
              status: 'failed',
              message: 'Asha Verma is already checked in. Check them out first.',
            },
          }
        : undefined,
    );
    await checkInAsha();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Asha Verma is already checked in. Check them out first.',
    );
    expect(screen.getByText('No check-ins on this day.')).toBeInTheDocument();
  });

  test('a member of another branch who may not check in here is refused with the API’s message, and no row is added', async () => {
    const api = fakeApi({ members }, (method, path) =>
      method === 'POST' && path === paths.attendance.checkIn
        ? { status: 404, body: { status: 'failed', message: 'No member with that id here.' } }
        : undefined,
    );
    await checkInAsha();
    expect(await screen.findByRole('alert')).toHaveTextContent('No member with that id here.');
    expect(screen.getByText('No check-ins on this day.')).toBeInTheDocument();
    expect(api.db.attendance).toEqual([]);
  });
});

test('check-out: the time replaces the button and the member leaves the count', async () => {
  const api = fakeApi({ members, attendance: [visit(1, ravi, '11:30')] });
  renderRoutes(routes, '/attendance');
  await userEvent.click(await screen.findByRole('button', { name: 'Check out Ravi Rao' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Ravi Rao checked out.');
  expect(writes(api)).toEqual([
    { method: 'POST', path: pathTo(paths.attendance.checkOut, { id: 1 }), body: undefined },
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Check out Ravi Rao' })).toBeNull(),
  );
  expect(cellsOf('Ravi Rao')[3]).toMatch(/^\d{2}:\d{2}$/);
  expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 0');
  // The desk goes on from the Member box.
  expect(screen.getByRole('combobox', { name: 'Member' })).toHaveFocus();
});

test('the date picker shows the chosen day, kept in the URL', async () => {
  const yesterday = inDays(-1);
  const api = fakeApi({
    members,
    attendance: [visit(1, asha, '07:00', '08:00', yesterday), visit(2, ravi, '09:00')],
  });
  renderRoutes(routes, '/attendance');
  await screen.findByRole('cell', { name: 'Ravi Rao' });
  // jsdom's date input takes a whole value, as a browser's picker gives one.
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: yesterday } });
  expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Ravi Rao' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(`/attendance?day=${yesterday}`);
  expect(api.calls.map((c) => c.path)).toContain(
    `${paths.attendance.records}?day=${yesterday}&page=1&page_size=10`,
  );
  // Today's count does not depend on the day shown.
  expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 1');
});

test('pages are the server’s: 10 a page, the next page asked for', async () => {
  const many = Array.from({ length: 12 }, (_, i) => visit(i + 1, asha, '06:00', '07:00'));
  const api = fakeApi({ members, attendance: many });
  renderRoutes(routes, '/attendance');
  await screen.findAllByRole('cell', { name: 'Asha Verma' });
  expect(bodyRows()).toHaveLength(10);
  expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('11–12 of 12')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(2);
  expect(api.calls.map((c) => c.path)).toContain(
    `${paths.attendance.records}?day=${fakeToday()}&page=2&page_size=10`,
  );
});

describe('row menu', () => {
  const choose = async (name: string, item: 'Invoice' | 'Remove') => {
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    await userEvent.click(screen.getByRole('menuitem', { name: item }));
  };

  test('Remove asks first, then deletes that record', async () => {
    const api = fakeApi({
      members,
      attendance: [visit(1, asha, '09:00'), visit(2, ravi, '10:00')],
    });
    renderRoutes(routes, '/attendance');
    await choose('Asha Verma', 'Remove');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this attendance record?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(api)).toEqual([]);

    await choose('Asha Verma', 'Remove');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
    expect(writes(api)).toEqual([
      { method: 'DELETE', path: pathTo(paths.attendance.delete, { id: 1 }), body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Verma' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Ravi Rao' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Checked in now:').textContent).toBe('Checked in now: 1'),
    );
  });

  test('Invoice downloads the member’s latest invoice', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = fakeApi({ members, attendance: [visit(1, ravi, '10:00')] });
    renderRoutes(routes, '/attendance');
    await choose('Ravi Rao', 'Invoice');
    await waitFor(() => expect(saved).toEqual(['invoice_2.pdf']));
    expect(api.calls.map((c) => c.path)).toContain(pathTo(paths.invoices.memberInvoice, { id: 2 }));
  });
});

test('a Trainer checks members in and out without seeing what they owe, and the row menu has no Invoice', async () => {
  const api = fakeApi({
    auth: fakeAdmin(fakeRole('Trainer')),
    members,
    attendance: [visit(1, ravi, '10:00')],
  });
  renderRoutes(routes, '/attendance');
  expect(await rowMenuItems('Ravi Rao')).toEqual(['Remove']);

  await userEvent.type(screen.getByRole('combobox', { name: 'Member' }), 'asha');
  await userEvent.click(await screen.findByRole('option', { name: /Asha Verma/ }));
  expect(screen.getByRole('group', { name: 'Standing' })).toHaveTextContent(
    /^Asha Verma · Gold · 9812300001Active, expiring in 3 days$/,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Asha Verma checked in.');
  await userEvent.click(await screen.findByRole('button', { name: 'Check out Ravi Rao' }));
  await waitFor(() =>
    expect(writes(api).map((c) => c.path)).toEqual([
      paths.attendance.checkIn,
      pathTo(paths.attendance.checkOut, { id: 1 }),
    ]),
  );
});
