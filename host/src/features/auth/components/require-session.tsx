import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError, Button, ErrorState, Loading, Navigate, useLocation } from '@spotter/shared/core';
import { useSession } from '../api/session';

// Seen once per account, so fetched only then, never by the login page.
const ChoosePasswordPage = lazy(() =>
  import(/* webpackChunkName: "choose-password" */ './choose-password-page').then((module) => ({
    default: module.ChoosePasswordPage,
  })),
);

/**
 * Every app route needs a signed-in admin; without one the login screen is shown. An account
 * still holding a temporary password sees only "Choose a new password", in place of the whole
 * layout, so nothing else asks the API anything first (it would refuse).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error, isLoading, mutate } = useSession();

  // The session known stays on screen while it is read again (a switch of branch starts the
  // cache afresh, the session put back in it: layout/branch-keeper.tsx).
  if (data?.status === 'success') {
    if (!data.admin.must_choose_password) return <>{children}</>;
    return (
      <Suspense fallback={<Loading />}>
        <ChoosePasswordPage />
      </Suspense>
    );
  }
  if (isLoading) return <Loading />;
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
