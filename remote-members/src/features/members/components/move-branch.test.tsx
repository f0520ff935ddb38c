import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  call,
  fakeAdmin,
  fakeApi,
  fakeRole,
  firstBranchOnly,
  optionTexts,
  renderRoutes,
  rowMenuItems,
  sampleBranch,
  sampleMember,
  type Call,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

// Move to branch (docs/product/branches.md §26): offered in a member's row menu only when there are
// branches to move between, and only to an account that may edit members.

const threeBranches = () => [
  ...firstBranchOnly(),
  sampleBranch(2, { name: 'Baner' }),
  sampleBranch(3, { name: 'Kothrud' }),
];
const asha = () => sampleMember(3, { name: 'Asha', home_branch_id: 2 });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const listReads = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(paths.members.list)).length;
const dialog = () => screen.getByRole('dialog');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function openMove() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Asha' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Move to branch' }));
}

/** Waits for the fake's answer to the branches, read beside the list: the menu is then as it stays. */
async function branchesAnswered(api: ReturnType<typeof fakeApi>) {
  await waitFor(() => expect(api.calls).toContainEqual(call('GET', paths.branches.list)));
  const index = api.calls.findIndex((c) => c.path === paths.branches.list);
  await api.fetchMock.mock.results[index]!.value;
}

test.each([
  {
    who: 'an Owner',
    role: 'Owner',
    branches: firstBranchOnly(),
    items: ['Edit', 'Delete', 'Download'],
  },
  { who: 'an Accountant', role: 'Accountant', branches: threeBranches(), items: ['Download'] },
  {
    who: 'a Front desk',
    role: 'Front desk',
    branches: threeBranches(),
    items: ['Edit', 'Download', 'Move to branch'],
  },
  {
    who: 'an Owner',
    role: 'Owner',
    branches: threeBranches(),
    items: ['Edit', 'Delete', 'Download', 'Move to branch'],
  },
] as const)(
  'with $branches.length branch(es), $who is offered $items',
  async ({ role, branches, items }) => {
    const api = fakeApi({
      auth: fakeAdmin(fakeRole(role)),
      branches: [...branches],
      members: [asha()],
    });
    renderRoutes(routes, '/users');
    await screen.findByRole('cell', { name: 'Asha' });
    await branchesAnswered(api);
    expect(await rowMenuItems('Asha')).toEqual(items);
  },
);

test('the dialog reads where the member belongs and offers every other branch, the first first', async () => {
  let answer: () => void = () => {};
  const held = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)));
  fakeApi({ branches: threeBranches(), members: [asha()] }, (method, path) =>
    method === 'GET' && path === pathTo(paths.members.update, { id: 3 }) ? held : undefined,
  );
  renderRoutes(routes, '/users');
  await openMove();
  expect(
    within(dialog()).getByRole('heading', { name: 'Move Asha to another branch' }),
  ).toBeInTheDocument();
  expect(within(dialog()).getByText('Loading...')).toBeInTheDocument();
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  answer();
  const branch = await screen.findByLabelText('Branch');
  expect(optionTexts(branch)).toEqual(['Main branch', 'Kothrud']);
  expect(branch).toHaveValue('1');
  expect(branch).toHaveFocus();
  expect(within(dialog()).getByRole('button', { name: 'Move' })).toBeInTheDocument();
});

test('Move sends the branch chosen, says what the API says, closes and reads the list again', async () => {
  const api = fakeApi({ branches: threeBranches(), members: [asha()] });
  renderRoutes(routes, '/users');
  await openMove();
  // The select has focus; from it, Tab past Cancel to Move and Enter.
  const branch = await screen.findByLabelText('Branch');
  expect(branch).toHaveFocus();
  await userEvent.selectOptions(branch, 'Kothrud');
  await userEvent.tab();
  await userEvent.tab();
  expect(within(dialog()).getByRole('button', { name: 'Move' })).toHaveFocus();
  const readsBefore = listReads(api.calls);
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('Asha moved to Kothrud.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(api.calls)).toEqual([
    call('POST', pathTo(paths.members.moveBranch, { id: 3 }), { branch_id: 3 }),
  ]);
  expect(api.db.members[0]).toMatchObject({ home_branch_id: 3 });
  await waitFor(() => expect(listReads(api.calls)).toBeGreaterThan(readsBefore));
  expect(screen.getByRole('button', { name: 'Actions for Asha' })).toHaveFocus();
});

test('the member’s edit page opened after a move shows the new home branch at once', async () => {
  // Once moved, the member is read again slowly: the dialog closes before that read is answered.
  let moved = false;
  fakeApi({ branches: threeBranches(), members: [asha()] }, (method, path) => {
    if (method === 'POST') moved = true;
    return moved && path === pathTo(paths.members.update, { id: 3 })
      ? new Promise<undefined>(() => {})
      : undefined;
  });
  renderRoutes(routes, '/users');
  await openMove();
  await userEvent.selectOptions(await screen.findByLabelText('Branch'), 'Kothrud');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Move' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Asha moved to Kothrud.');
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Asha' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(await screen.findByLabelText('Home branch')).toHaveValue('3');
});

test('a refusal (the member is there already) is said beside Branch, and the dialog stays as chosen', async () => {
  const api = fakeApi({ branches: threeBranches(), members: [asha()] });
  renderRoutes(routes, '/users');
  await openMove();
  await userEvent.selectOptions(await screen.findByLabelText('Branch'), 'Kothrud');
  // Another desk moved her there meanwhile.
  api.db.members = [{ ...asha(), home_branch_id: 3 }];
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Move' }));
  await waitFor(() =>
    expect(within(dialog()).getByLabelText('Branch')).toHaveAccessibleDescription(
      'Asha is already a member of Kothrud.',
    ),
  );
  expect(within(dialog()).getByLabelText('Branch')).toHaveValue('3');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a branch gone meanwhile is refused beside Branch', async () => {
  const api = fakeApi({ branches: threeBranches(), members: [asha()] });
  renderRoutes(routes, '/users');
  await openMove();
  await screen.findByLabelText('Branch');
  api.db.branches = api.db.branches.slice(1);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Move' }));
  await waitFor(() =>
    expect(within(dialog()).getByLabelText('Branch')).toHaveAccessibleDescription(
      'Choose a branch that exists.',
    ),
  );
  expect(api.db.members[0]).toMatchObject({ home_branch_id: 2 });
});

test('a member that cannot be read says so with Retry; Cancel closes and sends nothing', async () => {
  let down = true;
  const api = fakeApi({ branches: threeBranches(), members: [asha()] }, (method, path) =>
    down && method === 'GET' && path === pathTo(paths.members.update, { id: 3 })
      ? { status: 500, body: { status: 'failed', message: 'Down' } }
      : undefined,
  );
  renderRoutes(routes, '/users');
  await openMove();
  expect(await within(dialog()).findByText('Could not load this member.')).toBeInTheDocument();
  down = false;
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }));
  await screen.findByLabelText('Branch');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(api.calls)).toEqual([]);
  expect(api.db.members[0]).toMatchObject({ home_branch_id: 2 });
});

test('Escape closes it too, and sends nothing', async () => {
  const api = fakeApi({ branches: threeBranches(), members: [asha()] });
  renderRoutes(routes, '/users');
  await openMove();
  await screen.findByLabelText('Branch');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(api.calls)).toEqual([]);
});
