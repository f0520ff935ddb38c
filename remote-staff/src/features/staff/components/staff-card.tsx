import { useId } from 'react';
import styled from 'styled-components';
import { Card, LinkButton, type Staff } from '@spotter/shared';
import { StaffAvatar } from './staff-avatar';

const Article = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
  h2 {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A trainer's card; `branch` names where they work, given under All branches among several. */
export function StaffCard({ staff, branch }: { staff: Staff; branch?: string }) {
  const headingId = useId();
  return (
    <Article as="article" aria-labelledby={headingId}>
      <StaffAvatar name={staff.user} picture={staff.profile_picture} />
      <h2 id={headingId}>{staff.user}</h2>
      <p>{staff.trainer_or_staff || 'Trainer'}</p>
      {branch !== undefined && <p>Branch: {branch}</p>}
      <LinkButton variant="secondary" to={`/staff/${staff.id}`}>
        View Profile
      </LinkButton>
    </Article>
  );
}
