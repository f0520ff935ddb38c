import { useId } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { wrappingRow } from './layout';

const Bar = styled.div`
  ${wrappingRow}
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space[3]} 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    margin-left: ${({ theme }) => theme.space[2]};
    font: inherit;
  }
`;

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [5, 10, 25],
}: PaginationProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Bar>
      <label htmlFor={selectId}>Rows per page</label>
      <select
        id={selectId}
        value={pageSize}
        onChange={(e) => onPageSizeChange(Number(e.target.value))}
      >
        {pageSizeOptions.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span aria-live="polite">{`${from}–${to} of ${total}`}</span>
      <Button
        variant="ghost"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ‹
      </Button>
      <Button
        variant="ghost"
        aria-label="Next page"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        ›
      </Button>
    </Bar>
  );
}
