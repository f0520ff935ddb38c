import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wrappingRow } from './layout';

const Header = styled.header`
  ${wrappingRow}
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

// Its buttons wrap onto a second line when a phone has no room for them all on one.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}
