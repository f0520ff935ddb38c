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

export function StaffCard({ staff }: { staff: Staff }) {
  const headingId = useId();
  return (
    <Article as="article" aria-labelledby={headingId}>
      <StaffAvatar name={staff.user} picture={staff.profile_picture} />
      <h2 id={headingId}>{staff.user}</h2>
      <p>{staff.trainer_or_staff || 'Trainer'}</p>
      <LinkButton variant="secondary" to={`/staff/${staff.id}`}>
        View Profile
      </LinkButton>
    </Article>
  );
}
