import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, type RouteObject } from 'react-router-dom';
import { RequirePermission } from '../core/access/require-permission';
import { SESSION_KEY } from '../core/access/session';
import { stubFetch, type Answer } from '../testing/fake-api/fetch-stub';
import { answer } from '../testing/fake-api/paging';
import { columnHeaders, rowMenuItems } from '../testing/actions';
import { renderRoutes } from '../testing/render';
import type { Me, Permission } from '../core/types';
import type { Column } from '../ui/data-table';
import { SelectField } from '../core/ui/select-field';
import { choiceFilter, useUrlFilters } from '../ui/url-filters';
import { useBackToList } from './back-to-list';
import { defineResource } from './resource';
import { ResourceListPage, type ResourceListPageProps } from './resource-list-page';

interface Thing {
  id: number;
  name: string;
  colour: 'red' | 'blue';
}

const things = defineResource({
  list: '/things',
  plain: (rows: Thing[]) => rows,
  rowId: (thing) => thing.id,
  remove: (id) => `/things/${id}`,
});

const columns: Column<Thing>[] = [{ key: 'name', header: 'Name', cell: (t) => t.name }];
const texts = {
  title: 'Things',
  search: 'Search things',
  empty: 'No things yet.',
  noMatch: 'No things match.',
  loadFailed: 'Could not load things.',
  confirmDelete: 'Throw this thing away?',
};
const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
] as const;
const FILTERS = { colour: choiceFilter(COLOURS.map((c) => c.value)) };

/** A screen declared the way the sections declare theirs, with a filter and a menu of its own. */
function FilteredThings(props: Partial<ResourceListPageProps<Thing, Thing>>) {
  const filters = useUrlFilters(FILTERS);
  return (
    <ResourceListPage
      resource={things}
      texts={{ ...texts, confirmLabel: 'Throw away', actions: 'Action' }}
      columns={columns}
      rowName={(thing) => thing.name}
      filters={filters}
      filterFields={
        <SelectField
          label="Colour"
          options={[...COLOURS]}
          placeholder="Any"
          {...filters.field('colour')}
        />
      }
      blocked={filters.values.colour === 'blue' ? 'Blue things are kept elsewhere.' : null}
      headerActions={(list) => <p>{`Found ${list.reply?.total ?? '…'} for "${list.q}"`}</p>}
      rowMenu={(thing, { open, remove }) => [
        { label: 'Open', onSelect: () => open(`/things/${thing.id}`) },
        { label: 'Throw away', tone: 'danger', onSelect: remove },
      ]}
      {...props}
    />
  );
}

function ThingScreen() {
  return <Link to={useBackToList('/things')}>Back</Link>;
}

const routes = (list = <FilteredThings />): RouteObject[] => [
  { path: '/things', element: list },
  { path: '/things/:id', element: <ThingScreen /> },
];

/** The signed-in account's session, holding `permissions`. */
const signedIn =
  (permissions: Permission[]): Answer =>
  (_method, path) =>
    path === SESSION_KEY
      ? answer<Me>({
          status: 'success',
          admin: {
            id: 1,
            username: 'someone',
            full_name: 'Some One',
            role: 'Custom',
            branches: 'all',
            permissions,
            must_choose_password: false,
          },
          gym_name: 'Spotter',
        })
      : undefined;

function fakeThings(rows: Thing[], permissions: Permission[] = []) {
  return stubFetch(signedIn(permissions), (method, path) => {
    const [route, search = ''] = path.split('?');
    if (method === 'DELETE') {
      rows = rows.filter((t) => `/things/${t.id}` !== route);
      return answer({ status: 'success', message: 'Deleted' });
    }
    const query = new URLSearchParams(search);
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    const found = rows.filter(
      (t) =>
        t.name.toLowerCase().includes(query.get('q') ?? '') &&
        (!query.get('colour') || t.colour === query.get('colour')),
    );
    return answer({ data: found.slice((page - 1) * size, page * size), total: found.length });
  });
}

const thing = (id: number, colour: Thing['colour'] = 'red'): Thing => ({
  id,
  name: `Thing ${id}`,
  colour,
});
// The list's own reads (the page also reads the session, for what the account may do).
const listCalls = (api: ReturnType<typeof fakeThings>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/things')).map((c) => c.path);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('filters sit with the search, reach the server and the URL, and go back to page 1', async () => {
  const api = fakeThings([...Array.from({ length: 6 }, (_, i) => thing(i + 1)), thing(7, 'blue')]);
  renderRoutes(routes(), '/things?page=2');
  await screen.findByRole('cell', { name: 'Thing 6' });
  const group = screen.getByRole('group', { name: 'Filters' });
  expect(within(group).getByRole('searchbox', { name: 'Search things' })).toBeInTheDocument();
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Colour' }), 'Red');
  await screen.findByRole('cell', { name: 'Thing 1' });
  expect(location()).toBe('/things?colour=red');
  expect(listCalls(api).at(-1)).toBe('/things?page=1&page_size=5&colour=red');
  expect(screen.getByText('1–5 of 6')).toBeInTheDocument();
});

test('the header actions see the list as shown: its search and the whole answer', async () => {
  fakeThings([thing(1), thing(2), { id: 3, name: 'Other', colour: 'red' }]);
  renderRoutes(routes(), '/things?q=thing');
  expect(await screen.findByText('Found 2 for "thing"')).toBeInTheDocument();
});

test('an empty list says nothing matches while a filter is in use, and none yet without one', async () => {
  fakeThings([thing(1, 'blue')]);
  const view = renderRoutes(routes(), '/things?colour=red');
  expect(await screen.findByText('No things match.')).toBeInTheDocument();
  view.unmount();
  fakeThings([]);
  renderRoutes(routes(), '/things');
  expect(await screen.findByText('No things yet.')).toBeInTheDocument();
});

test('filters that cannot match say so in the table’s place, and the server is not asked', async () => {
  const api = fakeThings([thing(1), thing(2, 'blue')]);
  renderRoutes(routes(), '/things?colour=blue&page=2');
  expect(screen.getByText('Blue things are kept elsewhere.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(listCalls(api)).toEqual([]);
  expect(location()).toBe('/things?colour=blue&page=2');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Any');
  expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeInTheDocument();
  expect(listCalls(api)).toEqual(['/things?page=1&page_size=5']);
});

test('a row menu of the screen’s own replaces Edit and Delete; open keeps the way back, remove asks first', async () => {
  const api = fakeThings([thing(1), thing(2)]);
  renderRoutes(routes(), '/things?colour=red');
  const openMenu = async (name: string) =>
    userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  expect(columnHeaders()).toEqual(['Name', 'Action']);

  await openMenu('Thing 2');
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Open',
    'Throw away',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Throw away' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAccessibleDescription('Throw this thing away?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Throw away' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Thing 2' })).toBeNull());
  expect(api.calls).toContainEqual({ method: 'DELETE', path: '/things/2', body: undefined });

  await openMenu('Thing 1');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Open' }));
  expect(location()).toBe('/things/1');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/things?colour=red');
});

test('no menu to offer means no Actions column; no search label means no search, and a q left in the URL is ignored', async () => {
  const readOnly = defineResource({
    list: '/things',
    plain: (rows: Thing[]) => rows,
    rowId: (t) => t.id,
  });
  const api = fakeThings([thing(1)]);
  renderRoutes(
    routes(
      <ResourceListPage
        resource={readOnly}
        texts={{ ...texts, search: undefined }}
        columns={columns}
        rowName={(t) => t.name}
      />,
    ),
    '/things?q=nothing',
  );
  expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Name']);
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  expect(listCalls(api)).toEqual(['/things?page=1&page_size=5']);
});

test('what the account may not do or see is left out: Add, Edit, Delete, actions and columns by their permission', async () => {
  const guarded = defineResource({
    list: '/things',
    plain: (rows: Thing[]) => rows,
    rowId: (t) => t.id,
    remove: (id) => `/things/${id}`,
    permissions: { create: 'plans.edit', update: 'plans.edit', remove: 'members.delete' },
  });
  // Inside a page that waits for the session, as every section's pages are (permittedRoutes).
  const list = (
    <RequirePermission permission="plans.view">
      <ResourceListPage
        resource={guarded}
        texts={texts}
        add={{ label: 'Add Thing', to: '/things/add' }}
        columns={[
          ...columns,
          { key: 'colour', header: 'Colour', cell: (t) => t.colour, permission: 'money.view' },
        ]}
        rowName={(t) => t.name}
        editTo={(t) => `/things/${t.id}`}
        moreActions={(t) =>
          t.colour === 'red'
            ? [{ label: 'Paint', onSelect: () => {}, permission: 'staff.edit' }]
            : []
        }
      />
    </RequirePermission>
  );
  fakeThings([thing(1), thing(2, 'blue')], ['plans.view']);
  let view = renderRoutes(routes(list), '/things');
  await screen.findByRole('cell', { name: 'Thing 1' });
  expect(columnHeaders()).toEqual(['Name']);
  expect(screen.queryByRole('link', { name: 'Add Thing' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  view.unmount();

  fakeThings([thing(1), thing(2, 'blue')], ['plans.view', 'staff.edit', 'members.delete']);
  view = renderRoutes(routes(list), '/things');
  await screen.findByRole('cell', { name: 'Thing 1' });
  expect(columnHeaders()).toEqual(['Name', 'Actions']);
  expect(await rowMenuItems('Thing 1')).toEqual(['Delete', 'Paint']);
  expect(await rowMenuItems('Thing 2')).toEqual(['Delete']);
  view.unmount();

  fakeThings([thing(1), thing(2, 'blue')], ['plans.view', 'staff.edit']);
  view = renderRoutes(routes(list), '/things');
  await screen.findByRole('cell', { name: 'Thing 1' });
  expect(await rowMenuItems('Thing 1')).toEqual(['Paint']);
  expect(screen.queryByRole('button', { name: 'Actions for Thing 2' })).toBeNull();
  view.unmount();

  fakeThings(
    [thing(1)],
    ['plans.view', 'plans.edit', 'members.delete', 'staff.edit', 'money.view'],
  );
  renderRoutes(routes(list), '/things');
  await screen.findByRole('cell', { name: 'Thing 1' });
  expect(columnHeaders()).toEqual(['Name', 'Colour', 'Actions']);
  expect(screen.getByRole('link', { name: 'Add Thing' })).toHaveAttribute('href', '/things/add');
  expect(await rowMenuItems('Thing 1')).toEqual(['Edit', 'Delete', 'Paint']);
});
