import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ariaSort,
  Button,
  cardRole,
  controlStyles,
  type Column,
  type DataTableProps,
} from '@spotter/shared/core';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: start;
`;

// Full width: each button or link a line of its own, the title keeping the card's width.
const Footer = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  a,
  button {
    width: 100%;
  }
`;

const Details = styled.dl`
  grid-column: 1;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SortBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    ${controlStyles}
    width: auto;
    flex: 1;
  }
`;

const headerText = (header: ReactNode, key: string) => (typeof header === 'string' ? header : key);

/** A phone's "Sort by": the sortable columns, the order's direction as a toggle. */
function SortBy<T>({
  columns,
  sort,
  onSort,
}: Pick<DataTableProps<T>, 'columns' | 'sort' | 'onSort'>) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortable);
  if (!onSort || sortable.length === 0) return null;
  return (
    <SortBar>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={sort?.key ?? ''}
        onChange={(e) => e.target.value && onSort(e.target.value)}
      >
        {!sort && <option value="">—</option>}
        {sortable.map((column) => (
          <option key={column.key} value={column.key}>
            {headerText(column.header, column.key)}
          </option>
        ))}
      </select>
      {sort && (
        <Button
          variant="secondary"
          aria-label="Descending"
          aria-pressed={sort.desc}
          data-sort={ariaSort(sort.key, sort)}
          onClick={() => onSort(sort.key)}
        >
          <span aria-hidden="true">{sort.desc ? '▼' : '▲'}</span>
        </Button>
      )}
    </SortBar>
  );
}

/** DataTable on a phone: a list named by the caption, an article per row named by its title. */
export function DataCards<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  sort,
  onSort,
}: DataTableProps<T>) {
  const baseId = useId();
  const roles = columns.map((column) => [column, cardRole(column)] as const);
  const of = (role: string) => roles.filter(([, r]) => r === role).map(([column]) => column);
  const title: Column<T> | undefined = of('title')[0] ?? columns[0];
  const badges = of('badge');
  const details = of('detail').filter((column) => column !== title);
  const actions = of('actions');
  const footer = of('footer');
  const message = loading ? 'Loading...' : rows.length === 0 ? emptyText : null;

  return (
    <>
      <SortBy columns={columns} sort={sort} onSort={onSort} />
      {message !== null ? (
        <Message aria-busy={loading || undefined}>{message}</Message>
      ) : (
        <List role="list" aria-label={caption}>
          {rows.map((row) => {
            const titleId = `${baseId}-${String(rowKey(row))}`;
            return (
              <li key={rowKey(row)}>
                <Card aria-labelledby={titleId}>
                  <Head>
                    <Title id={titleId}>{title?.cell(row)}</Title>
                    {badges.map((column) => (
                      <Badge key={column.key}>{column.cell(row)}</Badge>
                    ))}
                  </Head>
                  {actions.length > 0 && (
                    <Actions>
                      {actions.map((column) => (
                        <div key={column.key}>{column.cell(row)}</div>
                      ))}
                    </Actions>
                  )}
                  {details.length > 0 && (
                    <Details>
                      {details.map((column) => (
                        <div key={column.key} style={{ display: 'contents' }}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(row)}</dd>
                        </div>
                      ))}
                    </Details>
                  )}
                  {footer.length > 0 && (
                    <Footer>
                      {footer.map((column) => (
                        <div key={column.key}>{column.cell(row)}</div>
                      ))}
                    </Footer>
                  )}
                </Card>
              </li>
            );
          })}
        </List>
      )}
    </>
  );
}
