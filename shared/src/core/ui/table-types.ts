import type { Key, ReactNode } from 'react';
import type { Permission } from '../types';

/** A column's part in a phone's card (see DataTable). */
export type CardRole = 'title' | 'badge' | 'detail' | 'actions' | 'footer' | 'none';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Shown only to an account holding it (by ResourceListPage), e.g. money to those with money.view. */
  permission?: Permission;
  /**
   * 'secondary' columns give way below a desktop's width, so that a tablet keeps the key
   * columns and the actions in view (and a phone's card leaves them out). 'primary' by default.
   */
  priority?: 'primary' | 'secondary';
  /**
   * On a phone each row is a card: its 'title' (the first column when none is marked) names it,
   * 'badge's sit beside the title (a status), 'detail's are listed as header and value (the
   * default for primary columns), 'actions' sit beside the title (a row menu); 'footer' closes it
   * below the details, across its width, each of its buttons and links on a line of its own (a
   * few actions named in words, which beside the title would squeeze it); 'none' (the default for
   * secondary ones) leaves the column out.
   */
  card?: CardRole;
  /** Its header is a button asking `onSort` for this column. */
  sortable?: boolean;
}

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
  /** The list's order, shown on sortable headers (aria-sort) and the phone's "Sort by". */
  sort?: SortState | null;
  /** A sortable header was pressed (or "Sort by" chosen): the owner decides the new order. */
  onSort?: (key: string) => void;
  /**
   * Rows of unknown width with nothing to focus (a sheet's preview): the table's scrolling box
   * becomes a region named by the caption that the keyboard can reach and scroll.
   */
  scrollable?: boolean;
}

/** The column's part in a card, its default taken from its priority. */
export function cardRole<T>(column: Column<T>): CardRole {
  return column.card ?? (column.priority === 'secondary' ? 'none' : 'detail');
}

/** What a sortable header announces. */
export function ariaSort(key: string, sort: SortState | null | undefined) {
  if (sort?.key !== key) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}
