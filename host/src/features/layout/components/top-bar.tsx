import styled from 'styled-components';
import { useNavigation } from '../use-navigation';
import { useSession } from '../../auth/api/session';
import { TopBarSearch } from '../../search/components/top-bar-search';
import { NotificationBell } from '../../notifications/components/notification-bell';

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
      <NotificationBell />
      <Avatar role="img" aria-label={`Signed in as ${username}`}>
        {username.slice(0, 1) || '?'}
      </Avatar>
    </Bar>
  );
}
