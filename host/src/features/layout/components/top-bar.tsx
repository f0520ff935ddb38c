import styled from 'styled-components';
import { useNavigation } from '../use-navigation';
import { useSession } from '../../auth/api/session';
import { TopBarSearch } from '../../search/components/top-bar-search';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Bell = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.muted};
`;

// Drawn inline: Debian's Chromium has no emoji font, and an icon font would be one more download.
function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  text-transform: uppercase;
`;

export function TopBar() {
  const { title } = useNavigation();
  const { data } = useSession();
  const username = data?.admin.username ?? '';

  return (
    <Bar>
      <Title>{title}</Title>
      <TopBarSearch />
      <Bell role="img" aria-label="Notifications">
        <BellIcon />
      </Bell>
      <Avatar role="img" aria-label={`Signed in as ${username}`}>
        {username.slice(0, 1) || '?'}
      </Avatar>
    </Bar>
  );
}
