import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** Something could not be shown; `message` and an optional Retry, or free content. */
export function ErrorState({
  message,
  onRetry,
  children,
}: {
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box role="alert">
      {message && <p>{message}</p>}
      {children}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
