import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@spotter/shared/core';
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

const Pages = styled.nav`
  ${wrappingRow}
  gap: ${({ theme }) => theme.space[1]};
  button[aria-current='page'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
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

/** Pages either side of the current one that are always listed. */
const AROUND = 1;

/**
 * The pages to list (docs/product/calls-and-messages.md §9): the first, the last, and those around `page`; 'gap'
 * where pages are left out (a single left-out page is listed instead, as it takes no more room).
 */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const listed = new Set([1, pageCount]);
  for (let n = page - AROUND; n <= page + AROUND; n += 1)
    if (n >= 1 && n <= pageCount) listed.add(n);
  const pages = [...listed].sort((a, b) => a - b);
  return pages.flatMap((n, i) => {
    const before = pages[i - 1];
    if (before === undefined || n - before === 1) return [n];
    return n - before === 2 ? [n - 1, n] : ['gap' as const, n];
  });
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
  const step = (label: string, symbol: string, target: number, disabled: boolean) => (
    <Button
      variant="ghost"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {symbol}
    </Button>
  );
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
      <Pages aria-label="Pages">
        {step('First page', '«', 1, page <= 1)}
        {step('Previous page', '‹', page - 1, page <= 1)}
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <span key={`gap-${i}`} aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={item}
              variant="ghost"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => item !== page && onPageChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        {step('Next page', '›', page + 1, page >= pageCount)}
        {step('Last page', '»', pageCount, page >= pageCount)}
      </Pages>
    </Bar>
  );
}
