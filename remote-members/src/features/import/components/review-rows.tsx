import { useState } from 'react';
import styled from 'styled-components';
import {
  DataTable,
  Pagination,
  SelectField,
  type Column,
  type ReviewedRow,
  type RowOutcome,
} from '@spotter/shared';
import { detailsOf, OUTCOME_LABELS, outcomesOf } from './outcomes';

const Filter = styled.div`
  max-width: 240px;
`;

/** A row's details, one change (or the reason) a line. */
const Lines = styled.span`
  display: grid;
`;

/** The rows table's columns; `branches`: the gym has two or more, so an Update names its branch. */
const columnsOf = (branches: boolean): Column<ReviewedRow>[] => [
  { key: 'row', header: 'Row', cell: (r) => r.row },
  { key: 'outcome', card: 'badge', header: 'Outcome', cell: (r) => OUTCOME_LABELS[r.outcome] },
  { key: 'name', card: 'title', header: 'Name', cell: (r) => r.name },
  { key: 'phone', card: 'detail', header: 'Phone', cell: (r) => r.phone },
  {
    key: 'details',
    header: 'Details',
    cell: (r) => (
      <Lines>
        {detailsOf(r, branches).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </Lines>
    ),
  },
];
const showOptions = (branches: boolean, shared: boolean) => [
  { value: '', label: 'All rows' },
  ...outcomesOf(branches, shared).map((outcome) => ({
    value: outcome,
    label: OUTCOME_LABELS[outcome],
  })),
];
const PAGE_SIZES = [10, 25, 100] as const;

/**
 * Every row of the dry run, a page at a time, narrowed by outcome ("Show"); `shared`: the review
 * imports family members who share a phone, so Shared phone is among the outcomes.
 */
export function ReviewRows({
  rows,
  branches,
  shared = false,
}: {
  rows: ReviewedRow[];
  branches: boolean;
  shared?: boolean;
}) {
  const [shown, setShown] = useState<RowOutcome | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const matching = shown ? rows.filter((row) => row.outcome === shown) : rows;
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, lastPage);

  return (
    <>
      <Filter>
        <SelectField
          label="Show"
          options={showOptions(branches, shared)}
          value={shown}
          onChange={(value) => {
            setShown(value as RowOutcome | '');
            setPage(1);
          }}
        />
      </Filter>
      <DataTable
        caption="The sheet's rows"
        columns={columnsOf(branches)}
        rows={matching.slice((current - 1) * pageSize, current * pageSize)}
        rowKey={(row) => row.row}
        emptyText="No rows to show."
      />
      <Pagination
        page={current}
        pageSize={pageSize}
        total={matching.length}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );
}
