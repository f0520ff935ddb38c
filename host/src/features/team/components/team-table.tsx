import styled from 'styled-components';
import {
  DataTable,
  ErrorState,
  LinkButton,
  PageHeader,
  RowActions,
  type Column,
  type RowAction,
} from '@spotter/shared';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

interface Link {
  label: string;
  to: string;
}

/**
 * The team's two lists (accounts, roles): a header with a link across and an add link, the
 * whole list in a table with a row menu, and a load failure with Retry.
 */
export function TeamTable<Row extends { id: number }>({
  title,
  across,
  add,
  columns,
  rowName,
  menu,
  rows,
  error,
  retry,
  texts,
}: {
  title: string;
  across: Link;
  add: Link;
  columns: Column<Row>[];
  rowName: (row: Row) => string;
  menu: (row: Row) => RowAction[];
  /** Undefined until the list has been read. */
  rows: Row[] | undefined;
  error: unknown;
  retry: () => void;
  texts: { loadFailed: string; empty: string };
}) {
  const withMenu: Column<Row>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (row) => <RowActions label={`Actions for ${rowName(row)}`} actions={menu(row)} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <LinkButton to={across.to} variant="secondary">
              {across.label}
            </LinkButton>
            <LinkButton to={add.to}>{add.label}</LinkButton>
          </>
        }
      />
      <Stack>
        {error && !rows ? <ErrorState message={texts.loadFailed} onRetry={retry} /> : null}
        <DataTable
          caption={title}
          columns={withMenu}
          rows={rows ?? []}
          rowKey={(row) => row.id}
          loading={!rows && !error}
          emptyText={error ? 'Nothing to show.' : texts.empty}
        />
      </Stack>
    </>
  );
}
