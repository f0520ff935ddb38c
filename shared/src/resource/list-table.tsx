import type { ReactNode } from 'react';
import { ErrorState, isAbortError } from '@spotter/shared/core';
import { DataTable, type DataTableProps, type SortState } from '../ui/data-table';
import { Pagination } from '../ui/pagination';

/** What a list screen's hook (useListPage, or one like it) gives the table. */
export interface ListState<Row> {
  rows: Row[];
  total: number;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** The order asked of the server (`?sort=`), null for the list's own. */
  sort?: SortState | null;
  /** A sortable column's header was chosen: its next order, from the first page. */
  setSort?: (key: string) => void;
}

export interface ListTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'sort' | 'onSort'
> {
  list: ListState<Row>;
  /** Shown with a Retry button when the page cannot be loaded. */
  loadFailed: string;
  emptyText: ReactNode;
}

/**
 * One server-side page of a list: the table in the order asked, and the pager. A page that cannot
 * be loaded shows its error with Retry in place of the rows, never the rows of the page before.
 */
export function ListTable<Row>({ list, loadFailed, emptyText, ...table }: ListTableProps<Row>) {
  const failed = Boolean(list.error) && !isAbortError(list.error);
  return (
    <>
      <DataTable
        {...table}
        rows={failed ? [] : list.rows}
        loading={!failed && list.isLoading}
        emptyText={failed ? <ErrorState message={loadFailed} onRetry={list.retry} /> : emptyText}
        sort={list.sort}
        onSort={list.setSort}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
