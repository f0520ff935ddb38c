import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Permission } from '../types';
import { Loading } from '../ui/loading';
import { useAccess } from './session';

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
