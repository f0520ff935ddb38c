import styled from 'styled-components';
import { Link, useCan } from '@spotter/shared';
import { useNoPlanYet } from '../api/no-plan-yet';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Said before anything is typed: a member joins on a plan, and the gym has none yet, so saving
 * would fail (docs/product/screens.md §3). Points to adding one when the account may.
 */
export function PlanNeeded() {
  const mayAdd = useCan('plans.edit');
  if (!useNoPlanYet()) return null;
  return (
    <Notice role="note">
      A member joins on a plan, and there is no plan yet.{' '}
      {mayAdd ? (
        <Link to="/plans/add">Add a plan first</Link>
      ) : (
        'Please ask an Owner or Manager to add one first.'
      )}
    </Notice>
  );
}
