import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  answerDialog,
  call,
  fakeAdmin,
  fakeApi,
  fakeRole,
  sampleDeleted,
  sampleMember,
  type Call,
  type FakeDeleted,
} from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { bodyCells, chooseRowAction } from '../../../testing/team-tables';
import { paths, pathTo } from '@spotter/shared';

// In the browser's own time zone, whatever the machine's.
const at = (month: number, day: number) => new Date(2026, month, day, 9, 5).toISOString();
const deletedOn = (month: number, day: number) => ({
  deleted_at: at(month, day),
  removed_at: at(month + 1, day),
});
const priya = sampleDeleted(7, 'members', 'Priya Patel', 0, {
  ...deletedOn(10, 20),
  deleted_by: 'Asha Verma',
  record: sampleMember(7, { name: 'Priya Patel' }),
});
const items = (): FakeDeleted[] => [
  priya,
  sampleDeleted(2, 'plans', 'Gold', 0, deletedOn(10, 18)),
  sampleDeleted(3, 'staff', 'Ravi Kumar', 0, deletedOn(10, 17)),
  sampleDeleted(4, 'enquiries', 'Kiran Shah', 0, deletedOn(10, 16)),
];
const gets = (calls: Call[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.path.startsWith(paths.deleted.list))
    .map((c) => c.path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists what was deleted, newest first: what, name, who deleted it, when, and when it is removed for good', async () => {
  fakeApi({ deleted: items() });
  renderApp('/deleted');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Deleted items' }),
  ).toBeInTheDocument();
  await screen.findByRole('cell', { name: 'Priya Patel' });
  expect(columnHeaders()).toEqual([
    'What',
    'Name',
    'Deleted by',
    'Deleted on',
    'Removed for good on',
    'Actions',
  ]);
  expect(bodyCells('Deleted items', 5)).toEqual([
    ['Member', 'Priya Patel', 'Asha Verma', '20 Nov 2026, 09:05', '20 Dec 2026'],
    ['Plan', 'Gold', 'Gym Owner', '18 Nov 2026, 09:05', '18 Dec 2026'],
    ['Trainer or staff', 'Ravi Kumar', 'Gym Owner', '17 Nov 2026, 09:05', '17 Dec 2026'],
    ['Enquiry', 'Kiran Shah', 'Gym Owner', '16 Nov 2026, 09:05', '16 Dec 2026'],
  ]);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Deleted items');
});

test('filters by what was deleted, on the server and in the URL', async () => {
  const api = fakeApi({ deleted: items() });
  const { router } = renderApp('/deleted');
  await screen.findByRole('cell', { name: 'Priya Patel' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'staff');
  await waitFor(() => expect(router.state.location.search).toBe('?kind=staff'));
  await waitFor(() =>
    expect(bodyCells('Deleted items', 2)).toEqual([['Trainer or staff', 'Ravi Kumar']]),
  );
  expect(gets(api.calls).at(-1)).toBe(`${paths.deleted.list}?page=1&page_size=5&kind=staff`);
});

test('Restore asks first; Cancel keeps it deleted; Restore brings it back and says so', async () => {
  const api = fakeApi({ deleted: items() });
  renderApp('/deleted');
  await chooseRowAction('Priya Patel', 'Restore');
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Restore Priya Patel?' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('It comes back with everything it had when it was deleted.');
  await answerDialog('Cancel');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await chooseRowAction('Priya Patel', 'Restore');
  await answerDialog('Restore');
  expect(await screen.findByRole('status')).toHaveTextContent('Priya Patel restored.');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    call('POST', pathTo(paths.deleted.restore, { id: 7 })),
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Priya Patel' })).not.toBeInTheDocument(),
  );
  expect(api.db.members.map((member) => member.name)).toEqual(['Priya Patel']);
});

test('a restore the API refuses says why, and the item stays listed', async () => {
  fakeApi({ deleted: [priya, sampleDeleted(2, 'plans', 'Gold', 3, { item_id: 1 })] });
  renderApp('/deleted');
  await chooseRowAction('Priya Patel', 'Restore');
  await answerDialog('Restore');
  expect(await screen.findByRole('alert')).toHaveTextContent('Restore the plan “Gold” first.');
  expect(screen.getByRole('cell', { name: 'Priya Patel' })).toBeInTheDocument();
});

test('says so when nothing has been deleted', async () => {
  fakeApi();
  renderApp('/deleted');
  expect(
    await screen.findByText('Nothing has been deleted in the last 30 days.'),
  ).toBeInTheDocument();
});

test('is for those who may restore: no link and no page for a Front desk account', async () => {
  const api = fakeApi({ auth: fakeAdmin(fakeRole('Front desk')), deleted: items() });
  renderApp('/deleted');
  expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).queryByRole('link', { name: 'Deleted items' })).not.toBeInTheDocument();
  expect(gets(api.calls)).toEqual([]);
});
