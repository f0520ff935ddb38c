import type { MouseEvent } from 'react';
import { Outlet, queries, useMediaQuery } from '@spotter/shared';
import styled from 'styled-components';
import { ActiveBranchKeeper } from '../branch-keeper';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const MAIN_ID = 'main-content';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: 100vh;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 200px minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[3]};
  }
  &:focus {
    outline: none;
  }
`;

// Off screen until focused: the first Tab of a signed-in page shows it.
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.layers.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

// Focus moves to the content itself (not only the scroll position), and the URL keeps no hash.
const skipToMain = (event: MouseEvent) => {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView?.();
};

/** The signed-in shell: skip link, sidebar (a drawer on a phone), top bar and the page. */
export function AppLayout() {
  const phone = useMediaQuery(queries.phone);
  return (
    <Shell>
      <ActiveBranchKeeper />
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </SkipLink>
      {!phone && <Sidebar />}
      <Column>
        <TopBar phone={phone} />
        <Content id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </Content>
      </Column>
    </Shell>
  );
}
