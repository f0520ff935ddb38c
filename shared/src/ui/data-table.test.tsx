import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
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

test('shows the empty text and the loading text', () => {
  const { rerender } = renderWithProviders(table([]));
  expect(screen.getByText('No plans yet.')).toBeInTheDocument();
  rerender(table([], true));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});
