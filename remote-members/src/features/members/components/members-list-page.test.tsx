import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureDownloads,
  columnHeaders,
  csvRows,
  fakeAdmin,
  fakeApi,
  fakeMembersApi,
  fakeRole,
  renderRoutes,
  rowMenuItems,
  sampleMember,
  sampleMembers,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;
const listCalls = (api: ReturnType<typeof fakeMembersApi>) =>
  api.calls.filter((c) => c.path.startsWith(paths.members.list)).map((c) => c.path);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists members in the nine columns of docs/product/screens.md §2, with ₹ dues and N/A for what is empty', async () => {
  fakeMembersApi([
    sampleMember(1, {
      name: 'Asha',
      due_amount: 1500,
      leave_date: '2026-02-01',
      rejoin_date: '2026-02-15',
      expire_date: '2099-05-24',
    }),
    sampleMember(2, {
      name: 'Ravi',
      due_amount: 0,
      status: 'Inactive',
      expire_date: null,
    }),
  ]);
  renderSection('/users');
  expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/add');
  expect(screen.getByRole('searchbox', { name: 'Search Filters' })).toBeInTheDocument();
  const headers = columnHeaders();
  expect(headers).toEqual([
    'Name',
    'Plan',
    'Phone',
    'Due Amount',
    'Leave',
    'Rejoin',
    'Expire',
    'Status',
    'Actions',
  ]);

  const asha = (await screen.findByRole('cell', { name: 'Asha' })).closest('tr')!;
  const cells = within(asha)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells.slice(0, 8)).toEqual([
    'Asha',
    'Gold',
    '9876500001',
    '₹1,500',
    '1 Feb 2026',
    '15 Feb 2026',
    '24 May 2099',
    'Active',
  ]);
  const ravi = screen.getByRole('cell', { name: 'Ravi' }).closest('tr')!;
  expect(
    within(ravi)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .slice(0, 8),
  ).toEqual(['Ravi', 'Gold', '9876500002', '₹0', 'N/A', 'N/A', 'N/A', 'Inactive']);
});

test('asks the server for one page at a time, 5 by default, 10 or 25 on request, kept in the URL', async () => {
  const api = fakeMembersApi(sampleMembers(12));
  renderSection('/users');
  await screen.findByText('Member 01');
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  expect(listCalls(api)).toEqual([`${paths.members.list}?page=1&page_size=5`]);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Member 06')).toBeInTheDocument();
  expect(location()).toBe('/users?page=2');
  expect(listCalls(api)).toContain(`${paths.members.list}?page=2&page_size=5`);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Member 11');
  expect(bodyRows()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '10');
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  expect(location()).toBe('/users?pageSize=10');
  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
  await waitFor(() => expect(bodyRows()).toHaveLength(12));
});

test('keeps the current page on screen while the next one loads', async () => {
  let release: () => void = () => {};
  const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  fakeMembersApi(sampleMembers(7), undefined, (_method, path) =>
    path.includes('page=2') ? gate : undefined,
  );
  renderSection('/users');
  await screen.findByText('Member 01');
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByText('Member 01')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).toBeNull();
  release();
  expect(await screen.findByText('Member 06')).toBeInTheDocument();
  expect(screen.queryByText('Member 01')).toBeNull();
});

test('search is sent once typing pauses, matches name, plan or status, and goes back to page 1', async () => {
  const api = fakeMembersApi([
    ...sampleMembers(6),
    sampleMember(7, { name: 'Zoya', plan_type: 'Platinum' }),
    sampleMember(8, { name: 'Kabir', status: 'Inactive' }),
  ]);
  renderSection('/users?page=2');
  await screen.findByText('Member 06');
  const search = screen.getByRole('searchbox', { name: 'Search Filters' });
  await userEvent.type(search, 'platinum');
  // Waited for: on a busy machine a pause after "platinu" outlasts the debounce, and that search
  // finds Zoya too.
  const searches = () => listCalls(api).filter((p) => p.includes('q='));
  await waitFor(() =>
    expect(searches().at(-1)).toBe(`${paths.members.list}?page=1&page_size=5&q=platinum`),
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByText('Zoya')).toBeInTheDocument();
  expect(location()).toBe('/users?q=platinum');
  // Not one request per keystroke (a pause longer than the debounce, on a starved machine, may
  // add one for the word so far).
  expect(searches().length).toBeLessThan('platinum'.length);

  await userEvent.clear(search);
  await userEvent.type(search, 'INACTIVE');
  expect(await screen.findByText('Kabir')).toBeInTheDocument();
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  await userEvent.clear(search);
  await userEvent.type(search, 'member 03');
  expect(await screen.findByText('Member 03')).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, 'nobody like this');
  expect(await screen.findByText('No members match your search.')).toBeInTheDocument();
});

test('a member past their expiry shows Expired; the Status filter offers Active, Expired and Inactive, asks the server, keeps it in the URL', async () => {
  const api = fakeMembersApi([
    sampleMember(1, { name: 'Asha', expire_date: '2099-01-01' }),
    sampleMember(2, { name: 'Ravi', expire_date: '2026-01-01' }),
    sampleMember(3, { name: 'Kabir', status: 'Inactive', expire_date: '2026-01-01' }),
  ]);
  renderSection('/users');
  const status = (name: string) =>
    within(screen.getByRole('cell', { name }).closest('tr')!).getAllByRole('cell')[7]!.textContent;
  await screen.findByRole('cell', { name: 'Ravi' });
  expect(['Asha', 'Ravi', 'Kabir'].map(status)).toEqual(['Active', 'Expired', 'Inactive']);

  const filter = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Any status', 'Active', 'Expired', 'Inactive']);
  await userEvent.selectOptions(filter, 'Expired');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByRole('cell', { name: 'Ravi' })).toBeInTheDocument();
  expect(location()).toBe('/users?status=Expired');
  expect(listCalls(api).at(-1)).toBe(`${paths.members.list}?page=1&page_size=5&status=Expired`);
  await userEvent.selectOptions(filter, 'Active');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ravi' })).toBeNull());
  expect(screen.getByRole('cell', { name: 'Asha' })).toBeInTheDocument();
});

test('page, page size and search in the URL are applied on load', async () => {
  const api = fakeMembersApi(sampleMembers(14));
  renderSection('/users?q=member&page=2&pageSize=10');
  expect(await screen.findByText('Member 11')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(4);
  expect(screen.getByRole('searchbox', { name: 'Search Filters' })).toHaveValue('member');
  expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  expect(listCalls(api)).toEqual([`${paths.members.list}?page=2&page_size=10&q=member`]);
});

test('a page past the end shows the last page instead', async () => {
  fakeMembersApi(sampleMembers(6));
  renderSection('/users?page=9');
  expect(await screen.findByText('Member 06')).toBeInTheDocument();
  expect(location()).toBe('/users?page=2');
});

test('no members yet, and a failed load with Retry', async () => {
  let fail = true;
  fakeMembersApi([], undefined, () =>
    fail ? { status: 500, body: { status: 'failed', message: 'down' } } : undefined,
  );
  renderSection('/users');
  expect(await screen.findByText('Could not load members.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByText('Could not load members.')).toBeNull());
  expect(screen.getByText('No members yet.')).toBeInTheDocument();
});

test('Edit in the row menu opens the edit form, and Back returns to the same list page', async () => {
  fakeMembersApi(sampleMembers(7));
  renderSection('/users?page=2');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Member 07' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
    'Edit',
    'Delete',
    'Download',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
  expect(location()).toBe('/users/7/edit');
  await userEvent.click(await screen.findByRole('link', { name: 'Back' }));
  expect(location()).toBe('/users?page=2');
  expect(await screen.findByText('Member 07')).toBeInTheDocument();
});

test('unknown members URLs show the not-found page', () => {
  fakeMembersApi([]);
  renderSection('/users/1/nope');
  expect(screen.getByText('404 not found!!!!')).toBeInTheDocument();
});

test('a Trainer sees who the members are but not what they owe, and no Add User, Import or row menu', async () => {
  fakeApi({
    auth: fakeAdmin(fakeRole('Trainer')),
    members: [sampleMember(1, { name: 'Asha', due_amount: 1500 })],
  });
  renderSection('/users');
  const asha = (await screen.findByRole('cell', { name: 'Asha' })).closest('tr')!;
  expect(columnHeaders()).toEqual(['Name', 'Plan', 'Phone', 'Leave', 'Rejoin', 'Expire', 'Status']);
  expect(
    within(asha)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Asha', 'Gold', '9876500001', 'N/A', 'N/A', '10 Apr 2026', 'Expired']);
  expect(screen.queryByText('₹1,500')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Add User' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
});

test.each([
  ['Manager', true, ['Edit', 'Delete', 'Download']],
  ['Front desk', true, ['Edit', 'Download']],
  ['Accountant', false, ['Download']],
] as const)(
  'a %s is offered only what its role may do with a member',
  async (role, adds, actions) => {
    fakeApi({ auth: fakeAdmin(fakeRole(role)), members: sampleMembers(1) });
    renderSection('/users');
    expect(await rowMenuItems('Member 01')).toEqual(actions);
    expect(columnHeaders()).toContain('Due Amount');
    expect(screen.queryByRole('link', { name: 'Add User' }) !== null).toBe(adds);
    expect(screen.queryByRole('link', { name: 'Import' }) !== null).toBe(adds);
  },
);

test('Import opens the import of a spreadsheet', async () => {
  fakeMembersApi(sampleMembers(1));
  renderSection('/users');
  await userEvent.click(screen.getByRole('link', { name: 'Import' }));
  expect(location()).toBe('/users/import');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Import members' }),
  ).toBeInTheDocument();
});

test("Export saves members.csv, in the import's columns, of exactly the members the search and Status list", async () => {
  const saved = captureDownloads();
  const api = fakeMembersApi([
    sampleMember(1, { name: 'Asha', expire_date: '2099-01-01' }),
    sampleMember(2, { name: 'Ravi', expire_date: '2026-01-01' }),
    sampleMember(3, { name: 'Kabir', expire_date: '2099-01-01' }),
  ]);
  renderSection('/users?q=a&status=Active');
  await screen.findByRole('cell', { name: 'Kabir' });
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(api.calls.at(-1)?.path).toBe(`${paths.members.export}?q=a&status=Active`);
  expect(saved[0]!.name).toBe('members.csv');
  const text = await saved[0]!.text;
  expect(text.split('\r\n')[0]).toBe(
    '"Name","Phone","E-mail","Plan","Joining date","Fee","Paid","Status","Age","Weight","Blood group","Location","Profession"',
  );
  expect(csvRows(text).map((row) => row[0])).toEqual(['Asha', 'Kabir']);
});
