import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.background};
`;

export function AppLayout() {
  return (
    <Shell>
      <Sidebar />
      <Column>
        <TopBar />
        <Content>
          <Outlet />
        </Content>
      </Column>
    </Shell>
  );
}
