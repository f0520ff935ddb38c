import { useMemo } from 'react';
import styled from 'styled-components';
import {
  chosenBranch,
  formatDuration,
  formatRupees,
  listTexts,
  planPriceAt,
  plansResource,
  ResourceListPage,
  useActiveBranch,
  useBranchChoice,
  useBranchNames,
  type Column,
  type Plan,
} from '@spotter/shared';

const OwnPrice = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The branch whose prices the list shows (docs/product/branches.md §26): the one the tab acts at (its
 * choice, else the first of several); null with one branch or under All branches.
 */
function usePricedBranch(): number | null {
  const branches = useBranchChoice();
  const active = useActiveBranch();
  return !branches || active === 'all' ? null : Number(chosenBranch('', branches, active));
}

/**
 * Name, Price, Duration. The price is the one the branch the tab acts at charges; under All
 * branches, the plan's own, with each branch's own price under it ("Baner ₹1,800").
 */
function usePlanColumns(): Column<Plan>[] {
  const branch = usePricedBranch();
  const nameOf = useBranchNames();
  return useMemo<Column<Plan>[]>(
    () => [
      { key: 'name', card: 'title', header: 'Name', cell: (plan) => plan.name, sortable: true },
      {
        key: 'price',
        header: 'Price',
        sortable: true,
        cell: (plan) =>
          nameOf ? (
            <>
              {formatRupees(plan.price)}
              {plan.branch_prices?.map(({ branch_id, price }) => (
                <OwnPrice key={branch_id}>
                  {nameOf(branch_id)} {formatRupees(price)}
                </OwnPrice>
              ))}
            </>
          ) : (
            formatRupees(planPriceAt(plan, branch))
          ),
      },
      {
        key: 'duration_days',
        header: 'Duration',
        cell: (plan) => formatDuration(plan.duration_days),
        sortable: true,
      },
    ],
    [branch, nameOf],
  );
}

/**
 * Plans match their name, description or price on the server ('₹1,200' and '1200' alike), the
 * price being the one the list shows.
 */
export function PlansListPage() {
  return (
    <ResourceListPage
      resource={plansResource}
      texts={listTexts('Plans', 'plans', 'plan')}
      add={{ label: 'Add Plan', to: '/plans/add' }}
      columns={usePlanColumns()}
      rowName={(plan) => plan.name}
      editTo={(plan) => `/plans/${plan.id}/edit`}
    />
  );
}
