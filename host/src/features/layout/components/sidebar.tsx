import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { useNavigation } from '../use-navigation';
import { useLogout } from '../../auth/api/use-logout';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const Logo = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
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
`;

function preload(remote?: string) {
  if (!remote) return;
  preloadRemote([{ nameOrAlias: remote, exposes: ['./section'] }]).catch(() => {
    // A remote that is down is reported when its section is opened, not on hover.
  });
}

export function Sidebar() {
  const { items, active } = useNavigation();
  const onLogout = useLogout();

  return (
    <Aside>
      <Logo>Spotter</Logo>
      <nav aria-label="Main">
        <Links>
          {items.map((item) => (
            <li key={`${item.remote ?? 'host'} ${item.path}`}>
              <Link
                to={item.path}
                aria-current={item === active ? 'page' : undefined}
                className={item === active ? 'active' : undefined}
                onMouseEnter={() => preload(item.remote)}
                onFocus={() => preload(item.remote)}
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
    </Aside>
  );
}
