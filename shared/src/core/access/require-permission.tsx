import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Permission } from '../types';
import { Loading } from '../ui/loading';
import { useAccess, useCan } from './session';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
`;

/** What a page opened by URL shows to an account without its permission. */
export function NoAccessPage() {
  return (
    <Box role="alert">
      <p>{NO_ACCESS_MESSAGE}</p>
    </Box>
  );
}

/** Shows `children` (a page) only to an account holding `permission`; otherwise NoAccessPage. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { can, loading } = useAccess();
  if (loading) return <Loading />;
  return can(permission) ? <>{children}</> : <NoAccessPage />;
}

/**
 * Shows `children` (a button, a link) only to an account holding `permission`; an action the
 * role may not do is left out rather than refused after a click.
 */
export function IfAllowed({
  permission,
  children,
}: {
  permission: Permission | undefined;
  children: ReactNode;
}) {
  return useCan(permission) ? <>{children}</> : null;
}
