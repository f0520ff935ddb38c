import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import type { Permission } from '../types';
import { visuallyHidden } from './visually-hidden';

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
`;

const Message = styled.td`
  && {
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Shown only to an account holding it (by ResourceListPage), e.g. money to those with money.view. */
  permission?: Permission;
  /** The server sorts the list by this column's key (`?sort=`, docs/product.md §9). */
  sortable?: boolean;
}

/** The order a list is shown in: a sortable column's key, ascending unless `desc`. */
export interface SortState {
  key: string;
  desc: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  loading?: boolean;
  emptyText: ReactNode;
  sort?: SortState | null;
  /** A sortable column's header was chosen. */
  onSort?: (key: string) => void;
}

const HeaderButton = styled.button`
  all: unset;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const ariaSort = (key: string, sort: SortState | null | undefined) =>
  sort?.key !== key ? 'none' : sort.desc ? 'descending' : 'ascending';

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  sort,
  onSort,
}: DataTableProps<T>) {
  const message = loading ? 'Loading...' : rows.length === 0 ? emptyText : null;
  return (
    <Scroll>
      <Table aria-busy={loading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              column.sortable && onSort ? (
                <th key={column.key} scope="col" aria-sort={ariaSort(column.key, sort)}>
                  <HeaderButton type="button" onClick={() => onSort(column.key)}>
                    {column.header}
                    {sort?.key === column.key ? (sort.desc ? ' ↓' : ' ↑') : ''}
                  </HeaderButton>
                </th>
              ) : (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ),
            )}
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
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
