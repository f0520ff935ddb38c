import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LinkButton, type Page, useAccess } from '@spotter/shared/core';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Column } from '../ui/data-table';
import { DebouncedSearchInput } from '../ui/debounced-search-input';
import { PageHeader } from '../ui/page-header';
import { RowActions, type RowAction } from '../ui/row-actions';
import type { ListFilters } from '../ui/url-filters';
import { fromList } from './back-to-list';
import { ListTable, type ListState } from './list-table';
import type { Resource } from './resource';
import { useConfirmDelete } from './use-confirm-delete';
import { useListPage } from './use-list-page';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1 1 180px;
    max-width: 320px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ListTexts {
  title: string;
  /** The search box's label; without it the list has no search. */
  search?: string;
  empty: ReactNode;
  /** The empty list's text while a search or filter is in use. */
  noMatch: ReactNode;
  loadFailed: string;
  /** Asked before a delete; a resource that cannot delete (the trail, Deleted items) has none. */
  confirmDelete?: string;
  /** The delete confirmation's button ('Delete' by default). */
  confirmLabel?: string;
  /** The row menu column's header ('Actions' by default). */
  actions?: string;
}

/** What a row menu may do besides its own actions. */
export interface RowMenuKit {
  /** Goes to a screen whose Back returns to this list as it is (page, search, filters). */
  open: (to: string) => void;
  /** Asks to confirm (`texts.confirmDelete`), then deletes the row. */
  remove: () => void;
}

/** The list as shown, for the header's actions. */
export interface ListView<Row> extends ListState<Row> {
  q: string;
  /** The server's whole answer, for what a route tells beside its rows. */
  reply: Page<Row> | undefined;
}

export interface ResourceListPageProps<Row, One> {
  resource: Resource<Row, One>;
  texts: ListTexts;
  columns: Column<Row>[];
  /** The header's add link, for accounts that may create (`resource.permissions.create`). */
  add?: { label: string; to: string };
  /** The header's other actions (an export, a count). */
  headerActions?: (list: ListView<Row>) => ReactNode;
  /** Names a row for its actions menu ("Actions for …"). */
  rowName: (row: Row) => string;
  /** Where a row's Edit goes; without it there is no Edit. */
  editTo?: (row: Row) => string;
  /** Actions after Edit and Delete (e.g. Download); each shown only with its `permission`. */
  moreActions?: (row: Row) => RowAction[];
  /**
   * A row menu of the screen's own, in place of Edit, Delete and `moreActions`; each action shown
   * only with its `permission`.
   */
  rowMenu?: (row: Row, kit: RowMenuKit) => RowAction[];
  /** The list's filters (useUrlFilters): the server is asked for them. */
  filters?: ListFilters;
  /** Their controls, after the search box. */
  filterFields?: ReactNode;
  /** Set when the filters cannot match anything: said in the table's place, and nothing is asked. */
  blocked?: string | null;
  /** Above the search and filters (e.g. a check-in panel). */
  above?: ReactNode;
  defaultPageSize?: number;
}

/**
 * A resource's list screen: search, filters, server-side pages, page size and order (its
 * `sortable` columns) kept in the URL, a table, and a row menu (by default Edit and a confirmed Delete). Links from it carry the list's
 * URL, so their Back returns to the same page (see useBackToList). What the role may not do or
 * see is left out: Add, Edit and Delete by `resource.permissions`, columns and row actions by
 * their own `permission`; a row with nothing left has no menu, a page of them no Actions column.
 */
export function ResourceListPage<Row, One>(props: ResourceListPageProps<Row, One>) {
  const { resource, texts, columns, add, headerActions, rowName, editTo, moreActions } = props;
  const { rowMenu, filters, filterFields, blocked, above, defaultPageSize } = props;
  const navigate = useNavigate();
  const { search } = useLocation();
  const { can } = useAccess();
  const shown = columns.filter((column) => can(column.permission));
  const list = useListPage(resource, {
    defaultPageSize,
    filters: filters?.query,
    searchable: texts.search !== undefined,
    paused: Boolean(blocked),
    sortKeys: shown.filter((column) => column.sortable).map((column) => column.key),
  });
  const deletion = useConfirmDelete(resource, list.key);
  const may = resource.permissions ?? {};

  const defaultMenu = (row: Row, { open, remove }: RowMenuKit): RowAction[] => [
    ...(editTo
      ? [{ label: 'Edit', onSelect: () => open(editTo(row)), permission: may.update }]
      : []),
    ...(resource.remove
      ? [{ label: 'Delete', tone: 'danger' as const, onSelect: remove, permission: may.remove }]
      : []),
    ...(moreActions?.(row) ?? []),
  ];
  const menu = rowMenu ?? (editTo || resource.remove || moreActions ? defaultMenu : undefined);
  const actionsFor = (row: Row) =>
    (
      menu?.(row, {
        open: (to) => navigate(to, { state: fromList(search) }),
        remove: () => deletion.ask(row),
      }) ?? []
    ).filter((action) => can(action.permission));
  // Until rows arrive the column stays, as it does for an empty list.
  const hasMenu =
    menu && (list.rows.length === 0 || list.rows.some((row) => actionsFor(row).length));
  const withMenu: Column<Row>[] = hasMenu
    ? [
        ...shown,
        {
          key: 'actions',
          header: texts.actions ?? 'Actions',
          card: 'actions',
          cell: (row) => {
            const actions = actionsFor(row);
            return actions.length > 0 ? (
              <RowActions label={`Actions for ${rowName(row)}`} actions={actions} />
            ) : null;
          },
        },
      ]
    : shown;
  const addLink = add && can(may.create) ? add : undefined;

  const searchBox = texts.search !== undefined && (
    <DebouncedSearchInput label={texts.search} value={list.q} onChange={list.setQuery} />
  );
  const header = (addLink || headerActions) && (
    <>
      {addLink && (
        <LinkButton to={addLink.to} state={fromList(search)}>
          {addLink.label}
        </LinkButton>
      )}
      {headerActions?.(list)}
    </>
  );

  return (
    <>
      <PageHeader title={texts.title} actions={header} />
      <Stack>
        {above}
        {filterFields ? (
          <Filters role="group" aria-label="Filters">
            {searchBox}
            {filterFields}
          </Filters>
        ) : (
          searchBox
        )}
        {blocked ? (
          <Hint>{blocked}</Hint>
        ) : (
          <ListTable
            list={list}
            loadFailed={texts.loadFailed}
            caption={texts.title}
            columns={withMenu}
            rowKey={resource.rowId}
            emptyText={list.q.trim() || filters?.active ? texts.noMatch : texts.empty}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={deletion.pending !== null}
        message={texts.confirmDelete ?? ''}
        confirmLabel={texts.confirmLabel}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
