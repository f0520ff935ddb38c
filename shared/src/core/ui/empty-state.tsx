import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EmptyState({ children }: { children: ReactNode }) {
  return <Box>{children}</Box>;
}
