import { Loading, Navigate } from '@spotter/shared/core';
import { useSession } from '../api/session';
import { LoginPage } from './login-page';

/** `/`: the login screen, or straight to the dashboard for an admin already signed in. */
export function LoginRoute() {
  const { data, isLoading } = useSession();
  if (isLoading) return <Loading />;
  if (data?.status === 'success') return <Navigate to="/dashboard" replace />;
  return <LoginPage />;
}
