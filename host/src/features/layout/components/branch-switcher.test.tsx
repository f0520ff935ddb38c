import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  fakeApi,
  firstBranchOnly,
  sampleBranch,
  sampleDeleted,
  sampleSummary,
  type Reply,
} from '@spotter/shared/testing';
import { fakeRemotes } from '../../../testing/fake-remotes';
import { renderApp } from '../../../testing/render-app';
import { BRANCH_STORAGE_KEY } from '../branch-choice';
import { paths } from '@spotter/shared';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
  fakeRemotes();
});
afterEach(() => jest.restoreAllMocks());

// Ids 1, 3 and 4: the first branch is the lowest id, the API's first.
const chain = () => [
  ...firstBranchOnly(),
  sampleBranch(3, { name: 'Baner' }),
  sampleBranch(4, { name: 'Kothrud' }),
];
const switcher = () => screen.findByRole('combobox', { name: 'Branch' });
const activeMembers = () => screen.findByRole('region', { name: 'Active Members' });
const gets = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET').map((c) => c.path);

test('with one branch there is no switcher, and every call is as before: no branch named', async () => {
  const api = fakeApi({ dashboard: { summary: sampleSummary() } });
  const { router } = renderApp('/dashboard');
  expect(await activeMembers()).toHaveTextContent('650');
  await waitFor(() => expect(gets(api.calls)).toContain(paths.branches.list));
  expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.path.includes('branch='))).toEqual([]);
  expect(router.state.location.search).toBe('');
  expect(sessionStorage.getItem(BRANCH_STORAGE_KEY)).toBeNull();
});

test('a chain offers each branch by name in id order, then All branches, and starts at the first', async () => {
  const api = fakeApi({ branches: chain(), dashboard: { summary: sampleSummary() } });
  const { router } = renderApp('/dashboard');
  const select = await switcher();
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Main branch', 'Baner', 'Kothrud', 'All branches']);
  expect(select).toHaveDisplayValue('Main branch');
  await waitFor(() => expect(gets(api.calls)).toContain(paths.dashboard.summary));
  // Not chosen, only the first: no call names it (the API takes none as the first branch), and the
  // URL and the sidebar's links stay as they were, until a switch.
  expect(api.calls.filter((c) => c.path.includes('branch='))).toEqual([]);
  expect(router.state.location.search).toBe('');
  expect(sessionStorage.getItem(BRANCH_STORAGE_KEY)).toBeNull();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
});

test.each([
  ['the URL names, before the tab’s last', '/dashboard?branch=3', '4', 3, '?branch=3'],
  ['the URL names, All branches too', '/dashboard?branch=all', null, 'all', '?branch=all'],
  ['the tab chose last, without one in the URL', '/dashboard', '4', 4, '?branch=4'],
  ['the first, for a branch in the URL that is not one', '/dashboard?branch=9', '4', 1, ''],
  ['the first, for a branch the tab kept that is gone', '/dashboard', '9', 1, ''],
  ['the first, for a URL’s branch= that is no id', '/dashboard?branch=x&y=1', null, 1, '?y=1'],
])('a tab starts at the branch %s', async (_case, url, stored, expected, search) => {
  if (stored) sessionStorage.setItem(BRANCH_STORAGE_KEY, stored);
  const api = fakeApi({ branches: chain(), dashboard: { summary: sampleSummary() } });
  const { router } = renderApp(url);
  const label = expected === 'all' ? 'All branches' : chain().find((b) => b.id === expected)!.name;
  await waitFor(async () => expect(await switcher()).toHaveDisplayValue(label));
  // A choice is named in the URL and kept in the tab; one that names no branch is dropped.
  await waitFor(() => expect(router.state.location.search).toBe(search));
  const named = search.includes('branch=');
  expect(sessionStorage.getItem(BRANCH_STORAGE_KEY)).toBe(named ? String(expected) : null);
  // The first branch unchosen is named by no call: a stale choice's reads are made again without it.
  const read =
    expected === 1 ? paths.dashboard.summary : `${paths.dashboard.summary}?branch=${expected}`;
  await waitFor(() => expect(gets(api.calls)).toContain(read));
  // A well-formed choice is named from the very first call, the session's (as the page preloads it).
  if (expected !== 1) expect(api.calls[0]!.path).toBe(`${paths.auth.me}?branch=${expected}`);
});

test('a one-branch gym reached by a link naming a branch drops it and names none', async () => {
  const api = fakeApi({ dashboard: { summary: sampleSummary() } });
  const { router } = renderApp('/dashboard?branch=1&x=2');
  await waitFor(() => expect(router.state.location.search).toBe('?x=2'));
  expect(sessionStorage.getItem(BRANCH_STORAGE_KEY)).toBeNull();
  // Read again without it: from then on no call names a branch.
  await waitFor(() => expect(gets(api.calls)).toContain(paths.dashboard.summary));
  expect(await activeMembers()).toHaveTextContent('650');
  const since = api.calls.findIndex((c) => c.path === paths.dashboard.summary);
  expect(api.calls.slice(since).filter((c) => c.path.includes('branch='))).toEqual([]);
  expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
});

test('a switch shows the new branch’s figures once they come, never the old ones, and keeps the focus', async () => {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const baner: Reply = { status: 200, body: sampleSummary({ active_members: 120 }) };
  const api = fakeApi(
    { branches: chain(), dashboard: { summary: sampleSummary() } },
    (method, path) =>
      method === 'GET' && path === `${paths.dashboard.summary}?branch=3`
        ? held.then(() => baner)
        : undefined,
  );
  const { router } = renderApp('/dashboard?branch=1');
  expect(await activeMembers()).toHaveTextContent('650');

  const user = userEvent.setup();
  const select = await switcher();
  await user.selectOptions(select, 'Baner');
  expect(select).toHaveFocus();
  expect(select).toHaveDisplayValue('Baner');
  expect(router.state.location.search).toBe('?branch=3');
  expect(sessionStorage.getItem(BRANCH_STORAGE_KEY)).toBe('3');
  // Branch 1's figures are gone at once; the page waits for Baner's.
  expect(screen.queryByRole('region', { name: 'Active Members' })).not.toBeInTheDocument();
  expect(screen.queryByText('650')).not.toBeInTheDocument();
  await waitFor(() => expect(gets(api.calls)).toContain(`${paths.dashboard.summary}?branch=3`));
  answer();
  expect(await activeMembers()).toHaveTextContent('120');
  expect(screen.queryByText('650')).not.toBeInTheDocument();
  expect(select).toHaveFocus();
  // The shell never waited: the session and the branches stayed while they were read again.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

test('a switch on a list drops its rows at once, though a list keeps a page on screen while the next loads', async () => {
  let answer: () => void = () => {};
  const held = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)));
  const api = fakeApi(
    { branches: chain(), deleted: [sampleDeleted(1, 'members', 'Priya Patel')] },
    (method, path) =>
      method === 'GET' && path.startsWith(`${paths.deleted.list}?`) && path.includes('branch=3')
        ? held
        : undefined,
  );
  renderApp('/deleted?branch=1');
  expect(await screen.findByRole('cell', { name: 'Priya Patel' })).toBeInTheDocument();
  await userEvent.selectOptions(await switcher(), 'Baner');
  expect(screen.queryByRole('cell', { name: 'Priya Patel' })).not.toBeInTheDocument();
  // Baner's answer, once it comes.
  api.db.deleted = [sampleDeleted(2, 'members', 'Rahul Rao')];
  answer();
  expect(await screen.findByRole('cell', { name: 'Rahul Rao' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Priya Patel' })).not.toBeInTheDocument();
  // The shell stayed: the session and the branches were kept, not waited for again.
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

test('every navigation keeps the branch in the URL, with the page’s other parameters', async () => {
  fakeApi({ branches: chain(), dashboard: { summary: sampleSummary() } });
  const { router } = renderApp('/dashboard?branch=4');
  await switcher();
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  // The sidebar's links name it themselves (a link opened in a new tab keeps it too).
  const settings = within(nav).getByRole('link', { name: 'Settings' });
  expect(settings).toHaveAttribute('href', '/settings?branch=4');
  await userEvent.click(settings);
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  await waitFor(() => expect(router.state.location.search).toBe('?branch=4'));
  // A link that drops it (a section's own), with parameters of its page: put back, after them.
  router.navigate('/dashboard?page=2&q=ann');
  await waitFor(() => expect(router.state.location.search).toBe('?page=2&q=ann&branch=4'));
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(await switcher()).toHaveDisplayValue('Kothrud');
});
