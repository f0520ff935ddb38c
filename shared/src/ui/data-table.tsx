import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import {
  ariaSort,
  cardRole,
  type Column,
  type DataTableProps,
  queries,
  useMediaQuery,
  visuallyHidden,
} from '@spotter/shared/core';

export type { CardRole, Column, DataTableProps, SortState } from '@spotter/shared/core';

// Fetched the first time a phone shows a list (see cards/index.ts).
const DataCards = lazy(() =>
  import(/* webpackChunkName: "data-cards" */ '@spotter/shared/cards').then((m) => ({
    default: m.DataCards as ComponentType<DataTableProps<unknown>>,
  })),
);

// What still does not fit scrolls inside the table's box, never the page.
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[3]};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  ${({ theme }) => theme.media.belowDesktop} {
    [data-priority='secondary'] {
      display: none;
    }
  }
  /* The row's actions stay in view while the table scrolls sideways. */
  [data-card='actions'],
  [data-card='footer'] {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Message = styled.td`
  && {
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// The arrow is decoration, hidden from assistive technology: the header and its button are
// named by the label alone ("Name"), and the order is the header's aria-sort. (Drawn by CSS
// `content` it was still read: browsers name a button by its generated content too, "Name ↕".)
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const SortArrow = styled.span`
  opacity: 0.5;
  &[data-sort='ascending'],
  &[data-sort='descending'] {
    opacity: 1;
  }
`;

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

function Header<T>({
  column,
  sort,
  onSort,
}: Pick<DataTableProps<T>, 'sort' | 'onSort'> & { column: Column<T> }) {
  const sortable = column.sortable && onSort;
  const order = ariaSort(column.key, sort);
  return (
    <th
      scope="col"
      aria-sort={sortable ? order : undefined}
      data-priority={column.priority}
      data-card={cardRole(column)}
    >
      {sortable ? (
        <SortButton type="button" data-sort={order} onClick={() => onSort(column.key)}>
          {column.header}
          <SortArrow aria-hidden="true" data-sort={order}>
            {ARROWS[order]}
          </SortArrow>
        </SortButton>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * The kit's one list of records. A table on a tablet or a desktop (secondary columns left out
 * below a desktop's width, the actions column kept in view); on a phone a list of cards, one a
 * row (see Column.card). Sortable columns' headers are buttons (`onSort`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = useMediaQuery(queries.phone);
  if (phone)
    return (
      <Suspense fallback={<p>Loading...</p>}>
        <DataCards {...(props as DataTableProps<unknown>)} />
      </Suspense>
    );
  const { caption, columns, rows, rowKey, loading = false, emptyText, sort, onSort } = props;
  const region = props.scrollable
    ? ({ role: 'region', 'aria-label': caption, tabIndex: 0 } as const)
    : {};
  const message = loading ? 'Loading...' : rows.length === 0 ? emptyText : null;
  return (
    <Scroll {...region}>
      <Table aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Header key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {message !== null ? (
            <tr>
              <Message colSpan={columns.length}>{message}</Message>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-priority={column.priority} data-card={cardRole(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
