import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError, Button, ErrorState, Loading } from '@spotter/shared';
import { useSession } from '../api/session';

/** Every app route needs a signed-in admin; without one the login screen is shown. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error, isLoading, mutate } = useSession();

  if (isLoading) return <Loading />;
  if (data?.status === 'success') return <>{children}</>;
  if (error && !(error instanceof ApiError && error.status === 401)) {
    return (
      <ErrorState>
        <p>Spotter cannot reach its server right now.</p>
        <Button onClick={() => void mutate()}>Retry</Button>
      </ErrorState>
    );
  }
  return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
