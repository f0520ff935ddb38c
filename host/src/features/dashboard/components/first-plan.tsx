import styled from 'styled-components';
import { Card, LinkButton, useCan, useNoPlanYet } from '@spotter/shared';

const Lead = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  p {
    margin: 0;
  }
`;

/**
 * A gym without a plan cannot take a member (each joins on one): until a plan exists, the
 * dashboard leads with adding it, for the accounts that may (docs/product/dashboard.md §15).
 */
export function FirstPlan() {
  const mayAdd = useCan('plans.edit');
  const noPlan = useNoPlanYet();
  if (!mayAdd || !noPlan) return null;
  return (
    <Lead as="section" aria-label="First step">
      <p>Every member joins on a plan. Start with the plans your gym sells.</p>
      <LinkButton to="/plans/add">Add your first plan</LinkButton>
    </Lead>
  );
}
