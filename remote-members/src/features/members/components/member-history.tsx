import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  formatDateTime,
  isAbortError,
  Loading,
  Pagination,
  useResourceList,
} from '@spotter/shared';
import { memberHistoryResource } from '../api/members-resource';
import { MemberSection } from './member-section';

const Entries = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A member's History (docs/product/activity.md §23): what was done that concerns them (payments,
 * invoices, edits with old → new, renewals, check-ins), newest first, each with who and when,
 * a page at a time.
 */
export function MemberHistory({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const resource = useMemo(() => memberHistoryResource(memberId), [memberId]);
  const list = useResourceList(resource, { page, pageSize, q: '' });
  const failed = Boolean(list.error) && !isAbortError(list.error);

  const entries = failed ? (
    <ErrorState message="Could not load the history." onRetry={list.retry} />
  ) : list.isLoading ? (
    <Loading />
  ) : list.rows.length === 0 ? (
    <EmptyState>No history yet.</EmptyState>
  ) : (
    <Entries>
      {list.rows.map((row) => (
        <li key={row.id}>
          <p>
            <strong>{row.what}</strong>
          </p>
          {row.details && <p>{row.details}</p>}
          <Meta>
            {`${row.who} · `}
            <time dateTime={row.at}>{formatDateTime(row.at)}</time>
          </Meta>
        </li>
      ))}
    </Entries>
  );

  return (
    <MemberSection heading="History">
      {entries}
      {list.total > 0 && !failed && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
    </MemberSection>
  );
}
