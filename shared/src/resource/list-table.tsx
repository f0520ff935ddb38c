import type { ReactNode } from 'react';
import { isAbortError } from '../api/errors';
import { DataTable, type DataTableProps } from '../ui/data-table';
import { ErrorState } from '../ui/error-state';
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
}

export interface ListTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  list: ListState<Row>;
  /** Shown with a Retry button when the page cannot be loaded. */
  loadFailed: string;
  emptyText: ReactNode;
}

/** One server-side page of a list: its load error with Retry, the table, and the pager. */
export function ListTable<Row>({ list, loadFailed, ...table }: ListTableProps<Row>) {
  return (
    <>
      {list.error && !isAbortError(list.error) ? (
        <ErrorState message={loadFailed} onRetry={list.retry} />
      ) : null}
      <DataTable {...table} rows={list.rows} loading={list.isLoading} />
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
