import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import {
  PHONE_WIDTH,
  resetScreenWidth,
  setScreenWidth,
  TABLET_WIDTH,
} from '../testing/screen-width';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { RowActions } from './row-actions';

interface Row {
  id: number;
  name: string;
  plan?: string;
  phone?: string;
  status?: string;
}
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', cell: (r) => r.name }];

const table = (rows: Row[], loading = false) => (
  <DataTable
    caption="Plans"
    columns={columns}
    rows={rows}
    rowKey={(r) => r.id}
    loading={loading}
    emptyText="No plans yet."
  />
);

afterEach(resetScreenWidth);

test('renders a captioned table with a row per item', () => {
  renderWithProviders(
    table([
      { id: 1, name: 'Gold' },
      { id: 2, name: 'Silver' },
    ]),
  );
  expect(screen.getByRole('table', { name: 'Plans' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(3);
});

test('a scrollable table is a region named by its caption that the keyboard reaches; others are not', async () => {
  const rows = [{ id: 1, name: 'Gold' }];
  const { rerender } = renderWithProviders(table(rows));
  expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();
  rerender(
    <DataTable
      caption="Plans"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText=""
      scrollable
    />,
  );
  await userEvent.tab();
  expect(screen.getByRole('region', { name: 'Plans' })).toHaveFocus();
});

test('shows the empty text and the loading text', () => {
  const { rerender } = renderWithProviders(table([]));
  expect(screen.getByText('No plans yet.')).toBeInTheDocument();
  rerender(table([], true));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

const members: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, card: 'title', sortable: true },
  { key: 'plan', header: 'Plan', cell: (r) => r.plan, sortable: true },
  { key: 'phone', header: 'Phone', cell: (r) => r.phone, priority: 'secondary' },
  { key: 'status', header: 'Status', cell: (r) => r.status, card: 'badge' },
  {
    key: 'actions',
    header: 'Actions',
    card: 'actions',
    cell: (r) => (
      <RowActions
        label={`Actions for ${r.name}`}
        actions={[{ label: 'Edit', onSelect: () => {} }]}
      />
    ),
  },
];
const rows: Row[] = [
  { id: 1, name: 'Priya Patel', plan: 'Gold', phone: '9876500001', status: 'Active' },
  { id: 2, name: 'Ravi Iyer', plan: 'Silver', phone: '9876500002', status: 'Inactive' },
];
const membersTable = (props: Partial<DataTableProps<Row>> = {}) => (
  <DataTable
    caption="Members"
    columns={members}
    rows={rows}
    rowKey={(r) => r.id}
    emptyText="No members yet."
    {...props}
  />
);

test('on a phone each row is a card named by its title, with its badge, details and actions', async () => {
  setScreenWidth(PHONE_WIDTH);
  renderWithProviders(membersTable());
  const list = await screen.findByRole('list', { name: 'Members' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  const card = within(list).getByRole('article', { name: 'Priya Patel' });
  expect(within(card).getByText('Active')).toBeInTheDocument();
  expect(within(card).getByRole('term')).toHaveTextContent('Plan');
  expect(within(card).getByRole('definition')).toHaveTextContent('Gold');
  // A secondary column is left out of the card.
  expect(within(card).queryByText('9876500001')).not.toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Actions for Priya Patel' }));
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
});

test('on a phone a footer column closes the card, after its details, and keeps its cell', async () => {
  setScreenWidth(PHONE_WIDTH);
  const withFooter: Column<Row>[] = [
    ...members.filter((column) => column.key !== 'actions'),
    {
      key: 'contact',
      header: 'Contact',
      card: 'footer',
      cell: (r) => <button type="button">Call {r.name}</button>,
    },
  ];
  renderWithProviders(membersTable({ columns: withFooter }));
  const card = await screen.findByRole('article', { name: 'Priya Patel' });
  const call = within(card).getByRole('button', { name: 'Call Priya Patel' });
  const details = within(card).getByRole('definition');
  expect(details.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(card).queryByText('Contact')).not.toBeInTheDocument();
});

test('on a tablet a footer column is the table’s last column, kept in view like the actions', () => {
  setScreenWidth(TABLET_WIDTH);
  renderWithProviders(
    membersTable({
      columns: [members[0]!, { key: 'contact', header: 'Contact', card: 'footer', cell: () => '' }],
    }),
  );
  expect(screen.getByRole('columnheader', { name: 'Contact' })).toHaveAttribute(
    'data-card',
    'footer',
  );
});

test('on a phone the empty text stands in place of the cards', async () => {
  setScreenWidth(PHONE_WIDTH);
  renderWithProviders(membersTable({ rows: [] }));
  expect(await screen.findByText('No members yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('on a tablet the table stays, its secondary columns marked to give way and its actions kept in view', () => {
  setScreenWidth(TABLET_WIDTH);
  renderWithProviders(membersTable());
  expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Phone' })).toHaveAttribute(
    'data-priority',
    'secondary',
  );
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAttribute(
    'data-card',
    'actions',
  );
});

test('a sortable header is a button in a cell announcing the order; pressing it asks onSort', async () => {
  const onSort = jest.fn();
  const { rerender } = renderWithProviders(membersTable({ sort: null, onSort }));
  const name = screen.getByRole('columnheader', { name: 'Name' });
  expect(name).toHaveAttribute('aria-sort', 'none');
  // Named by its label alone: the arrow beside it is shown, and hidden from screen readers.
  expect(within(name).getByText('↕')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('columnheader', { name: 'Phone' })).not.toHaveAttribute('aria-sort');
  await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
  expect(onSort).toHaveBeenCalledWith('name');

  rerender(membersTable({ sort: { key: 'name', desc: true }, onSort }));
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(within(screen.getByRole('columnheader', { name: 'Name' })).getByText('▼')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  rerender(membersTable({ sort: { key: 'plan', desc: false }, onSort }));
  expect(screen.getByRole('columnheader', { name: 'Plan' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
});

test('on a phone "Sort by" offers the sortable columns, and its direction toggles the order', async () => {
  setScreenWidth(PHONE_WIDTH);
  const onSort = jest.fn();
  renderWithProviders(membersTable({ sort: { key: 'name', desc: false }, onSort }));
  const select = await screen.findByRole('combobox', { name: 'Sort by' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Name', 'Plan']);
  expect(select).toHaveValue('name');
  await userEvent.selectOptions(select, 'Plan');
  expect(onSort).toHaveBeenLastCalledWith('plan');
  const direction = screen.getByRole('button', { name: 'Descending' });
  expect(direction).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(direction);
  expect(onSort).toHaveBeenLastCalledWith('name');
});
