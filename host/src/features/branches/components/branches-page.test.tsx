import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  call,
  columnHeaders,
  fakeApi,
  firstBranchOnly,
  sampleBranch,
  type Call,
} from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths, pathTo } from '@spotter/shared';

const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const dialog = () => screen.getByRole('dialog');
const cells = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Saves the open dialog: the API's `message`, the dialog closed, `listed` in the table, `sent` the one write. */
async function saveListed(calls: Call[], message: string, listed: string, sent: Call) {
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent(message);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: listed })).toBeInTheDocument();
  expect(writes(calls)).toEqual([sent]);
}

/** Saves the open dialog and waits for the API's refusal of `name` beside Name. */
async function saveRefused(name: string) {
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(within(dialog()).getByLabelText('Name')).toHaveAccessibleDescription(
      `A branch named ${name} already exists.`,
    ),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(within(dialog()).getByLabelText('Name')).toHaveValue(name);
}

async function replace(label: string, text: string) {
  const input = within(dialog()).getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const two = () => [
  ...firstBranchOnly(),
  sampleBranch(2, { name: 'Baner', address: 'Baner Road,\nPune 411045', phone: '+912024567802' }),
];

test('lists every branch by Name, Address and Phone, the first one first', async () => {
  fakeApi({ branches: two() });
  renderApp('/settings/branches');
  expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Baner' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Name', 'Address', 'Phone', 'Actions']);
  const table = screen.getByRole('table', { name: 'Branches' });
  const names = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  expect(names).toEqual(['Main branch', 'Baner']);
  expect(cells('Baner')).toEqual(['Baner', 'Baner Road,\nPune 411045', '+912024567802', 'Edit']);
  expect(screen.getByRole('button', { name: 'Edit Main branch' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
});

test('says it is loading, then shows the branches', async () => {
  let answer: () => void = () => {};
  const held = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)));
  fakeApi({}, (method, path) =>
    method === 'GET' && path === paths.branches.list ? held : undefined,
  );
  renderApp('/settings/branches');
  const table = await screen.findByRole('table', { name: 'Branches' });
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(within(table).getByText('Loading...')).toBeInTheDocument();
  answer();
  expect(await screen.findByRole('cell', { name: 'Main branch' })).toBeInTheDocument();
  expect(table).not.toHaveAttribute('aria-busy');
  expect(within(table).queryByText('Loading...')).not.toBeInTheDocument();
});

test('a list that cannot be read says so with Retry; none at all says No branches yet.', async () => {
  let down = true;
  fakeApi({ branches: [] }, (method, path) =>
    down && method === 'GET' && path === paths.branches.list
      ? { status: 500, body: { status: 'failed', message: 'Down' } }
      : undefined,
  );
  renderApp('/settings/branches');
  expect(await screen.findByText('Could not load the branches.')).toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No branches yet.')).toBeInTheDocument();
  expect(screen.queryByText('Could not load the branches.')).not.toBeInTheDocument();
});

test('Add branch saves a new branch trimmed, its phone as typed with +91 and spaces, says so as the API does, and lists it', async () => {
  const api = fakeApi();
  renderApp('/settings/branches');
  await screen.findByRole('cell', { name: 'Main branch' });
  await userEvent.click(screen.getByRole('button', { name: 'Add branch' }));
  expect(within(dialog()).getByRole('heading', { name: 'Add branch' })).toBeInTheDocument();
  expect(within(dialog()).getByLabelText('Name')).toHaveFocus();
  await userEvent.type(within(dialog()).getByLabelText('Name'), ' Kothrud ');
  await userEvent.type(within(dialog()).getByLabelText('Address'), 'Paud Road,{enter}Pune');
  await userEvent.type(within(dialog()).getByLabelText('Phone'), '+91 98220 11223');
  await saveListed(
    api.calls,
    'Branch added successfully!',
    'Kothrud',
    call('POST', paths.branches.add, {
      name: 'Kothrud',
      address: 'Paud Road,\nPune',
      phone: '+91 98220 11223',
    }),
  );
});

test('the form’s own checks show beside the fields, send nothing and keep what was typed', async () => {
  const api = fakeApi();
  renderApp('/settings/branches');
  await userEvent.click(await screen.findByRole('button', { name: 'Add branch' }));
  await userEvent.type(within(dialog()).getByLabelText('Name'), '   ');
  await userEvent.type(within(dialog()).getByLabelText('Address'), 'x'.repeat(301));
  await userEvent.type(within(dialog()).getByLabelText('Phone'), '020-245');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(within(dialog()).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  expect(within(dialog()).getByLabelText('Address')).toHaveAccessibleDescription(
    'Address must be at most 300 characters',
  );
  expect(within(dialog()).getByLabelText('Phone')).toHaveAccessibleDescription(
    'Phone number must be 7 to 15 digits, optionally starting with +',
  );
  expect(within(dialog()).getByLabelText('Phone')).toHaveValue('020-245');
  expect(writes(api.calls)).toEqual([]);
});

test('a name another branch has, in any case, is refused beside Name and the dialog stays as typed', async () => {
  const api = fakeApi({ branches: two() });
  renderApp('/settings/branches');
  await userEvent.click(await screen.findByRole('button', { name: 'Add branch' }));
  await userEvent.type(within(dialog()).getByLabelText('Name'), 'main BRANCH');
  await userEvent.type(within(dialog()).getByLabelText('Phone'), '+91 98220 11223');
  await saveRefused('main BRANCH');
  expect(within(dialog()).getByLabelText('Phone')).toHaveValue('+91 98220 11223');
  expect(api.db.branches.map((b) => b.name)).toEqual(['Main branch', 'Baner']);
  // Editing the name clears its error.
  await userEvent.type(within(dialog()).getByLabelText('Name'), ' 2');
  expect(within(dialog()).getByLabelText('Name')).not.toHaveAccessibleDescription();
});

test('Edit opens the branch as saved, saves the change, says so and lists it', async () => {
  const api = fakeApi({ branches: two() });
  renderApp('/settings/branches');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Baner' }));
  expect(within(dialog()).getByRole('heading', { name: 'Edit Baner' })).toBeInTheDocument();
  expect(within(dialog()).getByLabelText('Name')).toHaveValue('Baner');
  expect(within(dialog()).getByLabelText('Address')).toHaveValue('Baner Road,\nPune 411045');
  expect(within(dialog()).getByLabelText('Phone')).toHaveValue('+912024567802');
  await replace('Name', 'Baner West');
  await replace('Phone', '');
  await saveListed(
    api.calls,
    'Branch updated successfully!',
    'Baner West',
    // Two branches, none chosen: the tab is at the first, which no call names (docs/product/branches.md §26).
    call('POST', pathTo(paths.branches.edit, { id: 2 }), {
      name: 'Baner West',
      address: 'Baner Road,\nPune 411045',
      phone: '',
    }),
  );
});

test('Edit to a name in use is refused beside Name; Cancel leaves the branch as it was', async () => {
  const api = fakeApi({ branches: two() });
  renderApp('/settings/branches');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Baner' }));
  await replace('Name', 'Main Branch');
  await saveRefused('Main Branch');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Baner' })).toBeInTheDocument();
  expect(api.db.branches[1]!.name).toBe('Baner');
});

test('any other refusal is the server’s message, and the dialog stays as typed', async () => {
  fakeApi({}, (method, path) =>
    method === 'POST' && path === paths.branches.add
      ? {
          status: 400,
          body: { status: 'failed', message: 'Name must not contain control characters' },
        }
      : undefined,
  );
  renderApp('/settings/branches');
  await userEvent.click(await screen.findByRole('button', { name: 'Add branch' }));
  await userEvent.type(within(dialog()).getByLabelText('Name'), 'Kothrud');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Name must not contain control characters',
  );
  expect(within(dialog()).getByLabelText('Name')).toHaveValue('Kothrud');
});
