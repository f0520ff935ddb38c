import { Card, formatRupees } from '@spotter/shared';
import styled from 'styled-components';
import type { BranchFigures, SummaryByBranch } from '../api/get-dashboard-summary';
import { formatCount } from '../figures';

const Box = styled(Card)`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: 0;
  /* A phone scrolls the table inside its box, never the page. */
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody th {
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
  }
`;

type Figures = Omit<BranchFigures, 'branch_id' | 'name'>;

/** One row's cells: the money ones only when the answer has them (revenue.view, §22). */
function Cells({
  figures,
  money,
}: {
  figures: Figures;
  money: { collected: boolean; owed: boolean };
}) {
  return (
    <>
      <td>{formatCount(figures.active_members)}</td>
      <td>{formatCount(figures.new_members)}</td>
      {money.collected && <td>{formatRupees(figures.collected_this_month ?? 0)}</td>}
      {money.owed && <td>{formatRupees(figures.outstanding?.amount ?? 0)}</td>}
      <td>{formatCount(figures.expiring_soon)}</td>
    </>
  );
}

/**
 * docs/product/branches.md §26: under All branches, each branch's figures and their total (the summary's
 * own top-level figures) as a table captioned "Branches".
 */
export function BranchFiguresTable({
  summary,
}: {
  summary: SummaryByBranch & { by_branch: BranchFigures[] };
}) {
  const money = {
    collected: summary.collected_this_month !== undefined,
    owed: summary.outstanding !== undefined,
  };
  const total: Figures = { ...summary, new_members: summary.new_members.this_month };
  return (
    <Box>
      <Table>
        <caption>Branches</caption>
        <thead>
          <tr>
            <th scope="col">Branch</th>
            <th scope="col">Active members</th>
            <th scope="col">New members</th>
            {money.collected && <th scope="col">Collected this month</th>}
            {money.owed && <th scope="col">Outstanding</th>}
            <th scope="col">Expiring soon</th>
          </tr>
        </thead>
        <tbody>
          {summary.by_branch.map((branch) => (
            <tr key={branch.branch_id}>
              <th scope="row">{branch.name}</th>
              <Cells figures={branch} money={money} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <Cells figures={total} money={money} />
          </tr>
        </tfoot>
      </Table>
    </Box>
  );
}
