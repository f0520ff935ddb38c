import { Link as RouterLink } from '@spotter/shared';
import styled, { css } from 'styled-components';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { useNavigation } from '../use-navigation';
import { useLogout } from '../../auth/api/use-logout';
import { searchWithBranch, useChosenBranch } from '../branch-choice';

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const touch = css`
  ${({ theme }) => theme.media.coarse} {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Link = styled(RouterLink)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  ${touch}
`;

const LogoutButton = styled.button`
  margin-top: auto;
  text-align: left;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${touch}
`;

function preload(remote?: string) {
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['./section'] }]).catch(() => {
    // A remote that is down is reported when its section is opened, not on hover.
  });
}

/** The main navigation and Log out: the sidebar's on a wide screen, the drawer's on a phone. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { items, active } = useNavigation();
  const onLogout = useLogout();
  // The tab's choice of branch in each link, so that one opened in a new tab opens at it too.
  const search = searchWithBranch('', useChosenBranch());
  return (
    <>
      <nav aria-label="Main">
        <Links>
          {items.map((item) => (
            <li key={`${item.remote ?? 'host'} ${item.path}`}>
              <Link
                to={{ pathname: item.path, search }}
                aria-current={item === active ? 'page' : undefined}
                className={item === active ? 'active' : undefined}
                onMouseEnter={() => preload(item.remote)}
                onFocus={() => preload(item.remote)}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </Links>
      </nav>
      <LogoutButton type="button" onClick={() => void onLogout()}>
        Log out
      </LogoutButton>
    </>
  );
}
