import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay, paramsOf, paths } from '@spotter/shared';
import {
  captureDownloads,
  csvRows,
  fakeAdmin,
  fakeApi,
  fakeRole,
  optionTexts,
  sampleAccount,
  sampleActivity,
  type Call,
  type SavedFile,
} from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { bodyCells } from '../../../testing/team-tables';

const team = {
  accounts: [
    sampleAccount(1, { full_name: 'Gym Owner', username: 'owner', role: 'Owner' }),
    sampleAccount(2, { full_name: 'Asha Verma', username: 'asha' }),
    sampleAccount(3, { full_name: 'Ravi Kumar', username: 'ravi', status: 'disabled' }),
  ],
};
const asha = { admin_id: 2, who: 'Asha Verma' };
// In the browser's own time zone, whatever the machine's.
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();
const trail = () => [
  sampleActivity(1, { at: at(18, 7, 45), what: 'Edited member Priya Patel' }),
  sampleActivity(2, {
    ...asha,
    at: at(19, 18, 5),
    action: 'payment.received',
    kind: 'payments',
    what: 'Received ₹1,000 from Priya Patel',
    details: 'INV-00015 · UPI',
  }),
  sampleActivity(3, {
    ...asha,
    at: at(20, 9, 30),
    action: 'member.added',
    what: 'Added member Kiran Rao',
    details: '',
  }),
];
const table = () => screen.getByRole('table', { name: 'Activity' });
const whatCells = () => bodyCells('Activity', 4).map((cells) => cells[2]);
const listCalls = (calls: Call[]) =>
  calls.filter((c) => paramsOf(paths.activity.list, c.path)).map((c) => c.path);
// user-event cannot type into a date input in jsdom; a change event is what the browser's picker sends.
const pickDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists the trail newest first: when, who, what and details, opened from the sidebar’s Activity link', async () => {
  const api = fakeApi({ team, activity: trail() });
  const { router } = renderApp('/dashboard');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await userEvent.click(await within(nav).findByRole('link', { name: 'Activity' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/activity');
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Activity');
  await within(table()).findByText('Added member Kiran Rao');
  expect(
    within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['When', 'Who', 'What', 'Details']);
  expect(bodyCells('Activity', 4)).toEqual([
    ['20 Nov 2026, 09:30', 'Asha Verma', 'Added member Kiran Rao', ''],
    ['19 Nov 2026, 18:05', 'Asha Verma', 'Received ₹1,000 from Priya Patel', 'INV-00015 · UPI'],
    [
      '18 Nov 2026, 07:45',
      'Gym Owner',
      'Edited member Priya Patel',
      'Phone: 9876500001 → 9876500002',
    ],
  ]);
  expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(listCalls(api.calls)).toEqual([`${paths.activity.list}?page=1&page_size=25`]);
});

test('person, kind and dates reach the URL and the server, and go back to the first page', async () => {
  const older = Array.from({ length: 30 }, (_, i) =>
    sampleActivity(10 + i, { at: at(1, 9, i), what: `Older record ${i}` }),
  );
  const api = fakeApi({ team, activity: [...trail(), ...older] });
  const { router } = renderApp('/activity?page=2');
  await screen.findByText('Older record 0');
  const location = () => router.state.location.pathname + router.state.location.search;

  const person = screen.getByRole('combobox', { name: 'Person' });
  await waitFor(() =>
    expect(optionTexts(person)).toEqual(['Everyone', 'Asha Verma', 'Gym Owner', 'Ravi Kumar']),
  );
  expect(optionTexts(screen.getByRole('combobox', { name: 'Kind' }))).toEqual([
    'All',
    'Members',
    'Plans',
    'Trainers & staff',
    'Enquiries',
    'Payments',
    'Attendance',
    'Team',
    'Sign-ins',
    'Settings',
  ]);

  await userEvent.selectOptions(person, 'Asha Verma');
  await waitFor(() =>
    expect(whatCells()).toEqual(['Added member Kiran Rao', 'Received ₹1,000 from Priya Patel']),
  );
  expect(location()).toBe('/activity?admin_id=2');

  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Payments');
  await waitFor(() => expect(whatCells()).toEqual(['Received ₹1,000 from Priya Patel']));
  expect(location()).toBe('/activity?admin_id=2&kind=payments');

  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'All');
  pickDate('From', '2026-11-20');
  await waitFor(() => expect(whatCells()).toEqual(['Added member Kiran Rao']));
  pickDate('To', '2026-11-20');
  await waitFor(() =>
    expect(location()).toBe('/activity?admin_id=2&from=2026-11-20&to=2026-11-20'),
  );
  // A cached page is read again when it returns (in whatever order SWR gets to it).
  expect(new Set(listCalls(api.calls))).toEqual(
    new Set([
      `${paths.activity.list}?page=2&page_size=25`,
      `${paths.activity.list}?page=1&page_size=25&admin_id=2`,
      `${paths.activity.list}?page=1&page_size=25&admin_id=2&kind=payments`,
      `${paths.activity.list}?page=1&page_size=25&admin_id=2&from=2026-11-20`,
      `${paths.activity.list}?page=1&page_size=25&admin_id=2&from=2026-11-20&to=2026-11-20`,
    ]),
  );

  await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Sign-ins');
  expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
});

test('filters in the URL are applied on load, and pages are asked of the server', async () => {
  const payments = Array.from({ length: 30 }, (_, i) =>
    sampleActivity(i + 1, { ...asha, kind: 'payments', what: `Payment ${i + 1}` }),
  );
  const api = fakeApi({ team, activity: [...payments, sampleActivity(31)] });
  const { router } = renderApp('/activity?admin_id=2&kind=payments');
  await screen.findByText('Payment 30');
  expect(screen.getByLabelText('Kind')).toHaveValue('payments');
  await waitFor(() => expect(screen.getByLabelText('Person')).toHaveValue('2'));
  expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(whatCells()).toEqual(['Payment 5', 'Payment 4', 'Payment 3', 'Payment 2', 'Payment 1']),
  );
  expect(router.state.location.search).toBe('?admin_id=2&kind=payments&page=2');
  expect(listCalls(api.calls)).toEqual([
    `${paths.activity.list}?page=1&page_size=25&admin_id=2&kind=payments`,
    `${paths.activity.list}?page=2&page_size=25&admin_id=2&kind=payments`,
  ]);
});

test('an account the person filter does not offer still shows as the filter in use', async () => {
  fakeApi({ team, activity: trail() });
  renderApp('/activity?admin_id=9');
  expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  const person = screen.getByRole('combobox', { name: 'Person' });
  await waitFor(() => expect(person).toHaveValue('9'));
  expect(optionTexts(person).at(-1)).toBe('Account #9');
});

test('a From after the To says so on the To field, asks the server nothing and offers no download', async () => {
  const api = fakeApi({ team, activity: trail() });
  renderApp('/activity?from=2026-11-20&to=2026-11-19');
  const to = await screen.findByLabelText('To');
  expect(to).toHaveAccessibleDescription('From must be on or before To.');
  expect(
    screen.getByText('Choose a From date on or before the To date to see activity.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  expect(screen.queryByRole('table')).toBeNull();
  pickDate('From', '');
  await waitFor(() =>
    expect(whatCells()).toEqual(['Received ₹1,000 from Priya Patel', 'Edited member Priya Patel']),
  );
  expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(listCalls(api.calls)).toEqual([
    `${paths.activity.list}?page=1&page_size=25&to=2026-11-19`,
  ]);
});

test('says it is loading, says when there is no activity yet, and offers Retry when it cannot be read', async () => {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  fakeApi({ team }, async (_method, path) => {
    if (!path.startsWith(`${paths.activity.list}?`)) return undefined;
    await stalled;
    return failing ? { status: 503, body: { status: 'failed', message: 'Down' } } : undefined;
  });
  renderApp('/activity');
  expect(await screen.findByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
  release();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the activity.');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
});

describe('Download', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = captureDownloads();
  });

  test('saves the CSV of exactly what the filters list', async () => {
    const api = fakeApi({ team, activity: trail() });
    renderApp('/activity?admin_id=2&from=2026-11-19');
    await screen.findByText('Added member Kiran Rao');
    const listed = whatCells();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: `activity-${localDay()}.csv`, type: 'text/csv' });
    expect(api.calls.map((c) => c.path)).toContain(
      `${paths.activity.download}?admin_id=2&from=2026-11-19`,
    );
    const rows = csvRows(await saved[0]!.text);
    expect(rows.map((row) => row[2])).toEqual(listed);
    expect(listed).toEqual(['Added member Kiran Rao', 'Received ₹1,000 from Priya Patel']);
  });

  test('a failed download shows the server’s message', async () => {
    fakeApi({ team, activity: trail() }, (_method, path) =>
      path.startsWith(paths.activity.download)
        ? { status: 500, body: { status: 'failed', message: 'The download failed.' } }
        : undefined,
    );
    renderApp('/activity');
    await screen.findByText('Added member Kiran Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download failed.');
    expect(saved).toEqual([]);
  });
});

test.each(['Manager', 'Accountant'] as const)(
  'a %s has the Activity link and reads the trail',
  async (role) => {
    fakeApi({ auth: fakeAdmin(fakeRole(role)), team, activity: trail() });
    renderApp('/activity');
    expect(await screen.findByText('Added member Kiran Rao')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
  },
);

test.each(['Front desk', 'Trainer'] as const)(
  'a %s has no Activity link, is told there is no access at /activity, and nothing of the trail is asked',
  async (role) => {
    const api = fakeApi({ auth: fakeAdmin(fakeRole(role)), team, activity: trail() });
    renderApp('/activity');
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(paths.activity.list))).toEqual([]);
  },
);
