import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Column } from '../ui/data-table';
import { DebouncedSearchInput } from '../ui/debounced-search-input';
import { LinkButton } from '../ui/link-button';
import { PageHeader } from '../ui/page-header';
import { RowActions, type RowAction } from '../ui/row-actions';
import { fromList } from './back-to-list';
import { ListTable } from './list-table';
import type { Resource } from './resource';
import { useConfirmDelete } from './use-confirm-delete';
import { useListPage } from './use-list-page';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface ListTexts {
  title: string;
  search: string;
  empty: ReactNode;
  noMatch: ReactNode;
  loadFailed: string;
  confirmDelete: string;
}

export interface ResourceListPageProps<Row, One> {
  resource: Resource<Row, One>;
  texts: ListTexts;
  columns: Column<Row>[];
  /** The header's add link. */
  add?: { label: string; to: string };
  /** Names a row for its actions menu ("Actions for …"). */
  rowName: (row: Row) => string;
  /** Where a row's Edit goes; without it there is no Edit. */
  editTo?: (row: Row) => string;
  /** Actions after Edit and Delete (e.g. Download). */
  moreActions?: (row: Row) => RowAction[];
  defaultPageSize?: number;
}

/**
 * A resource's list screen: search, server-side pages and page size kept in the URL, a table,
 * and a row menu with Edit and a confirmed Delete. Add and Edit links carry the list's URL, so
 * their Back returns to the same page (see useBackToList).
 */
export function ResourceListPage<Row, One>(props: ResourceListPageProps<Row, One>) {
  const { resource, texts, columns, add, rowName, editTo, moreActions, defaultPageSize } = props;
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useListPage(resource, defaultPageSize);
  const deletion = useConfirmDelete(resource, list.key);

  const actions = (row: Row): RowAction[] => [
    ...(editTo
      ? [{ label: 'Edit', onSelect: () => navigate(editTo(row), { state: fromList(search) }) }]
      : []),
    ...(resource.remove
      ? [{ label: 'Delete', tone: 'danger' as const, onSelect: () => deletion.ask(row) }]
      : []),
    ...(moreActions?.(row) ?? []),
  ];
  const withActions: Column<Row>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => <RowActions label={`Actions for ${rowName(row)}`} actions={actions(row)} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          add && (
            <LinkButton to={add.to} state={fromList(search)}>
              {add.label}
            </LinkButton>
          )
        }
      />
      <Stack>
        <DebouncedSearchInput label={texts.search} value={list.q} onChange={list.setQuery} />
        <ListTable
          list={list}
          loadFailed={texts.loadFailed}
          caption={texts.title}
          columns={withActions}
          rowKey={resource.rowId}
          emptyText={list.q ? texts.noMatch : texts.empty}
        />
      </Stack>
      <ConfirmDialog
        open={deletion.pending !== null}
        message={texts.confirmDelete}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
