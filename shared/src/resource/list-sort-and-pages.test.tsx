import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../testing/fake-api/fetch-stub';
import { answer, sortedBy } from '../testing/fake-api/paging';
import { renderRoutes } from '../testing/render';
import type { Column } from '../ui/data-table';
import { defineResource } from './resource';
import { ResourceListPage } from './resource-list-page';

interface Thing {
  id: number;
  name: string;
  weight: number;
  colour: string;
}

const things = defineResource({
  list: '/things',
  plain: (rows: Thing[]) => rows,
  rowId: (thing) => thing.id,
});

const columns: Column<Thing>[] = [
  { key: 'name', header: 'Name', cell: (t) => t.name, sortable: true },
  { key: 'weight', header: 'Weight', cell: (t) => String(t.weight), sortable: true },
  { key: 'colour', header: 'Colour', cell: (t) => t.colour },
];

const list = (
  <ResourceListPage
    resource={things}
    texts={{
      title: 'Things',
      search: 'Search things',
      empty: 'No things yet.',
      noMatch: 'No things match.',
      loadFailed: 'Could not load things.',
      confirmDelete: 'Throw this thing away?',
    }}
    columns={columns}
    rowName={(thing) => thing.name}
  />
);

const ROWS: Thing[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Thing ${String.fromCharCode(97 + ((i * 5) % 12))}`,
  weight: (i % 4) * 10,
  colour: i % 2 ? 'red' : 'blue',
}));

/** The things, paged and sorted as the API does; `failing` pages answer 500. */
function fakeThings(failing = new Set<number>()) {
  return stubFetch((method, path) => {
    const [, search = ''] = path.split('?');
    const query = new URLSearchParams(search);
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    if (failing.has(page)) return { status: 500, body: { status: 'failed', message: 'down' } };
    const rows = sortedBy(ROWS, query);
    return answer({ data: rows.slice((page - 1) * size, page * size), total: rows.length });
  });
}

const listCalls = (api: ReturnType<typeof fakeThings>) =>
  api.calls.filter((c) => c.path.startsWith('/things')).map((c) => c.path);
const location = () => screen.getByTestId('location').textContent;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a sortable header sorts on the server: ascending, descending, then the list’s own order, from page 1', async () => {
  const api = fakeThings();
  renderRoutes([{ path: '/things', element: list }], '/things?page=2&q=thing');
  await screen.findByRole('cell', { name: ROWS[5]!.name });
  expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  expect(within(header('Colour')).queryByRole('button')).toBeNull();

  await userEvent.click(within(header('Name')).getByRole('button'));
  await waitFor(() =>
    expect(names()).toEqual(['Thing a', 'Thing b', 'Thing c', 'Thing d', 'Thing e']),
  );
  expect(location()).toBe('/things?q=thing&sort=name');
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(listCalls(api).at(-1)).toBe('/things?page=1&page_size=5&q=thing&sort=name');

  await userEvent.click(within(header('Name')).getByRole('button'));
  await waitFor(() => expect(names()[0]).toBe('Thing l'));
  expect(location()).toBe('/things?q=thing&sort=-name');
  expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(location()).toBe('/things?q=thing&sort=-name&page=2'));
  await userEvent.click(within(header('Weight')).getByRole('button'));
  await waitFor(() => expect(location()).toBe('/things?q=thing&sort=weight'));
  expect(header('Name')).toHaveAttribute('aria-sort', 'none');
  expect(header('Weight')).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(within(header('Weight')).getByRole('button'));
  await userEvent.click(within(header('Weight')).getByRole('button'));
  await waitFor(() => expect(location()).toBe('/things?q=thing'));
  expect(listCalls(api).at(-1)).toBe('/things?page=1&page_size=5&q=thing');
});

test('a sort in the URL is applied on load; one on a column that does not sort is not sent', async () => {
  const api = fakeThings();
  const view = renderRoutes([{ path: '/things', element: list }], '/things?sort=-weight');
  await waitFor(() => expect(listCalls(api)).toEqual(['/things?page=1&page_size=5&sort=-weight']));
  expect(header('Weight')).toHaveAttribute('aria-sort', 'descending');
  view.unmount();
  const other = fakeThings();
  renderRoutes([{ path: '/things', element: list }], '/things?sort=colour');
  await screen.findByRole('cell', { name: ROWS[0]!.name });
  expect(listCalls(other)).toEqual(['/things?page=1&page_size=5']);
});

test('a page that fails shows its error with Retry in place of the rows, never the page before', async () => {
  const failing = new Set([3]);
  fakeThings(failing);
  renderRoutes([{ path: '/things', element: list }], '/things?page=2');
  await screen.findByRole('cell', { name: ROWS[5]!.name });

  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByText('Could not load things.')).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: ROWS[5]!.name })).toBeNull();
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  failing.clear();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: ROWS[10]!.name })).toBeInTheDocument();
  expect(screen.queryByText('Could not load things.')).toBeNull();
});
