import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useNavigation } from '../use-navigation';
import { useSession } from '../../auth/api/session';
import { TopBarSearch } from '../../search/components/top-bar-search';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { BranchSwitcher } from './branch-switcher';

// Only a phone has the Menu button and its drawer: a desktop's start-up code does not carry them.
const MenuDrawer = lazy(() => import(/* webpackChunkName: "menu-drawer" */ './menu-drawer'));

// On a phone: Menu, the title (cut short with an ellipsis, never over the bell), the bell and the
// avatar on one line, the search box (after the branch switcher, in a chain) the whole width below.
const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.phone} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'menu title bell avatar' 'search search search search';
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`;

// The branch switcher and the search, side by side, pushed to the right on a wide screen.
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-left: auto;
  min-width: 0;
  ${({ theme }) => theme.media.tablet} {
    /* Beside a chain's branch switcher the search gives up width rather than widen the page. */
    > :last-child {
      flex: 0 1 min(320px, 40vw);
      min-width: 0;
    }
    > :last-child input {
      width: 100%;
    }
  }
  ${({ theme }) => theme.media.phone} {
    grid-area: search;
    gap: ${({ theme }) => theme.space[2]};
    margin-left: 0;
    > :last-child {
      flex: 1;
      min-width: 0;
    }
  }
`;

const Title = styled.p`
  grid-area: title;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Avatar = styled.span`
  grid-area: avatar;
  flex: none;
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

export function TopBar({ phone = false }: { phone?: boolean }) {
  const { title } = useNavigation();
  const { data } = useSession();
  const username = data?.admin.username ?? '';

  return (
    <Bar>
      {phone && (
        <Suspense fallback={<span />}>
          <MenuDrawer />
        </Suspense>
      )}
      <Title>{title}</Title>
      <Tools>
        <BranchSwitcher />
        <TopBarSearch />
      </Tools>
      <NotificationBell />
      <Avatar role="img" aria-label={`Signed in as ${username}`}>
        {username.slice(0, 1) || '?'}
      </Avatar>
    </Bar>
  );
}
