import styled from 'styled-components';
import { NavLinks } from './nav-links';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Logo = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The navigation beside the page, on a tablet or a desktop (a phone opens it as a drawer). */
export function Sidebar() {
  return (
    <Aside>
      <Logo>Spotter</Logo>
      <NavLinks />
    </Aside>
  );
}
