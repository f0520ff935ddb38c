import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo } from '@spotter/shared';
import {
  columnHeaders,
  answerDialog,
  call,
  fakeApi,
  renderRoutes,
  rowMenuItems,
  sampleImportRun,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { UNDO_QUESTION } from './import-step';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

/** Three imports: one finished (April), one undone, one past its 24 hours, the newest first. */
function renderList() {
  const api = fakeApi({});
  api.db.imports = [
    sampleImportRun(1, { file_name: 'march.csv', expired: true }),
    sampleImportRun(2, { file_name: 'may.csv', undone: true }),
    sampleImportRun(3, { file_name: 'april.xlsx', added: 3, updated: 1, skipped: 2 }),
  ];
  renderRoutes(routes, '/users/imports');
  return api;
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

test('lists each import that ran, newest first: its file, when, who ran it, its counts and state', async () => {
  renderList();
  expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
  await screen.findByText('april.xlsx');
  expect(columnHeaders()).toEqual(
    expect.arrayContaining(['File', 'When', 'Who ran it', 'Added', 'Updated', 'Skipped', 'State']),
  );
  expect(rows().map((cells) => [cells[0], ...cells.slice(2, 7)])).toEqual([
    ['april.xlsx', 'Gym Owner', '3', '1', '2', 'Finished'],
    ['may.csv', 'Gym Owner', '2', '0', '1', 'Undone'],
    ['march.csv', 'Gym Owner', '2', '0', '1', 'Finished'],
  ]);
  // Undo only while it may still be undone.
  expect(await rowMenuItems('april.xlsx')).toEqual(['Undo']);
  expect(screen.queryByRole('button', { name: 'Actions for may.csv' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Actions for march.csv' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Import members' })).toHaveAttribute(
    'href',
    '/users/import',
  );
});

test('Undo asks first as the import’s own result does, then says what it did and the list reads again', async () => {
  const api = renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for april.xlsx' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Undo' }));
  expect(screen.getByRole('dialog')).toHaveTextContent(UNDO_QUESTION);
  await answerDialog('Cancel');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Actions for april.xlsx' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Undo' }));
  await answerDialog('Undo this import');
  expect(await screen.findByText('Undone: removed 3 members, put back 1.')).toBeInTheDocument();
  expect(api.calls).toContainEqual(call('POST', pathTo(paths.imports.undo, { id: 3 })));
  expect(await screen.findAllByText('Undone')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Actions for april.xlsx' })).toBeNull();
});

test('the import page and the members list link to it', async () => {
  fakeApi({});
  renderRoutes(routes, '/users/import');
  expect(await screen.findByRole('link', { name: 'Imports' })).toHaveAttribute(
    'href',
    '/users/imports',
  );
});
