import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDialog, call } from '@spotter/shared/testing';
import {
  currentStep,
  messySheet,
  renderImport,
  reviewSheet,
  uploadSheet,
} from './import-test-data';
import { UNDO_QUESTION } from './import-step';
import { paramsOf, paths, pathTo } from '@spotter/shared';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const runCalls = (api: ReturnType<typeof renderImport>) =>
  api.calls.filter((c) => c.path.endsWith('/run')).map((c) => c.body);
const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });

async function startImport(...args: Parameters<typeof renderImport>) {
  const api = renderImport(...args);
  await uploadSheet();
  await reviewSheet();
  await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
  return api;
}

test('runs batch after batch from where the last ended, showing the progress, then what it did', async () => {
  let release: () => void = () => {};
  const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  const api = await startImport({ sheet: messySheet(1200) }, (_method, path, body) =>
    path.endsWith('/run') && body?.from === 500 ? gate : undefined,
  );
  expect(currentStep()).toBe('Import');
  expect(await screen.findByText('Imported 500 of 1200 rows')).toBeInTheDocument();
  expect(bar()).toHaveAttribute('value', '500');
  expect(bar()).toHaveAttribute('max', '1200');
  expect(screen.queryByRole('link', { name: 'Go to members' })).toBeNull();
  release();
  expect(
    await screen.findByText('Imported 1195 members, updated 1, skipped 4.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Imported 1200 of 1200 rows')).toBeInTheDocument();
  expect(bar()).toHaveAttribute('value', '1200');
  expect(runCalls(api)).toEqual([
    { from: 0, other_branches: false, shared_phones: false },
    { from: 500, other_branches: false, shared_phones: false },
    { from: 1000, other_branches: false, shared_phones: false },
  ]);
  expect(screen.getByRole('link', { name: 'Go to members' })).toHaveAttribute('href', '/users');
  expect(screen.getByRole('button', { name: 'Undo this import' })).toBeInTheDocument();
});

test('a failed batch shows its error, and Try again resumes from the same row', async () => {
  let failing = true;
  const api = await startImport({ sheet: messySheet(1200) }, (_method, path, body) =>
    failing && path.endsWith('/run') && body?.from === 500
      ? { status: 500, body: { status: 'failed', message: 'Something went wrong' } }
      : undefined,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  expect(screen.getByText('Imported 500 of 1200 rows')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Imported 1200 of 1200 rows')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(runCalls(api)).toEqual([
    { from: 0, other_branches: false, shared_phones: false },
    { from: 500, other_branches: false, shared_phones: false },
    { from: 500, other_branches: false, shared_phones: false },
    { from: 1000, other_branches: false, shared_phones: false },
  ]);
});

test('Try again after an answer lost on the way goes on from where the import stands, never running a batch twice', async () => {
  let lost = true;
  const api = await startImport({ sheet: messySheet(1200) }, (_method, path, body) =>
    lost && path.endsWith('/run') && body?.from === 500
      ? { status: 504, body: 'Gateway Timeout' }
      : undefined,
  );
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  // The server wrote that batch; only its answer was lost.
  const run = api.db.imports[0]!;
  run.next = 1000;
  run.added += 495;
  run.skipped += 5;
  lost = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Imported 1200 of 1200 rows')).toBeInTheDocument();
  expect(runCalls(api)).toEqual([
    { from: 0, other_branches: false, shared_phones: false },
    { from: 500, other_branches: false, shared_phones: false },
    { from: 1000, other_branches: false, shared_phones: false },
  ]);
});

test('Try again once the lost answer was the last one shows what the import did', async () => {
  let lost = true;
  const api = await startImport({ sheet: messySheet(400) }, (_method, path) =>
    lost && path.endsWith('/run') ? { status: 504, body: 'Gateway Timeout' } : undefined,
  );
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  const run = api.db.imports[0]!;
  Object.assign(run, { next: 400, added: 395, updated: 1, skipped: 4 });
  lost = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText('Imported 395 members, updated 1, skipped 4.'),
  ).toBeInTheDocument();
  expect(runCalls(api)).toEqual([{ from: 0, other_branches: false, shared_phones: false }]);
  expect(screen.getByRole('button', { name: 'Undo this import' })).toBeInTheDocument();
});

test('Go to members opens the members list', async () => {
  await startImport();
  await userEvent.click(await screen.findByRole('link', { name: 'Go to members' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/);
  expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
});

test('Undo this import asks first; Cancel leaves the import as it is', async () => {
  const api = await startImport();
  await userEvent.click(await screen.findByRole('button', { name: 'Undo this import' }));
  expect(within(screen.getByRole('dialog')).getByText(UNDO_QUESTION)).toBeInTheDocument();
  await answerDialog('Cancel');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.calls.filter((c) => paramsOf(paths.imports.undo, c.path))).toEqual([]);
  expect(screen.getByRole('button', { name: 'Undo this import' })).toHaveFocus();
});

test('Undo takes the import back and names the members left as they are because they changed since', async () => {
  const kept = [
    { member_id: 12, name: 'Member 1', reason: 'Edited since the import' },
    { member_id: 13, name: 'Member 2', reason: 'Has visits since the import' },
  ];
  const api = await startImport({ sheet: messySheet(6, kept) });
  await userEvent.click(await screen.findByRole('button', { name: 'Undo this import' }));
  await answerDialog('Undo this import');
  expect(await screen.findByText('Undone: removed 0 members, put back 1.')).toBeInTheDocument();
  expect(api.calls).toContainEqual(call('POST', pathTo(paths.imports.undo, { id: 1 })));
  expect(screen.getByText('Left as they are, changed since the import:')).toBeInTheDocument();
  expect(
    screen
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .filter((text) => text?.startsWith('Member')),
  ).toEqual(['Member 1: Edited since the import', 'Member 2: Has visits since the import']);
  expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to members' })).toBeInTheDocument();
});

test('an undo with nothing kept says only its message', async () => {
  await startImport();
  await userEvent.click(await screen.findByRole('button', { name: 'Undo this import' }));
  await answerDialog('Undo this import');
  expect(await screen.findByText(/^Undone:/)).toBeInTheDocument();
  expect(screen.queryByText('Left as they are, changed since the import:')).toBeNull();
});

test("a refused undo shows the server's message and keeps the button", async () => {
  await startImport({}, (_method, path) =>
    paramsOf(paths.imports.undo, path)
      ? {
          status: 409,
          body: { status: 'failed', message: 'An import can only be undone within 24 hours.' },
        }
      : undefined,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Undo this import' }));
  await answerDialog('Undo this import');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An import can only be undone within 24 hours.',
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Undo this import' })).toBeInTheDocument();
});
