import { useNavigate } from '@spotter/shared';
import { logout } from './logout';
import { clearSession } from './session';

/** Signs out, forgets the session and shows the login screen; a failure is logged, and nothing moves. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
      await clearSession();
      navigate('/', { replace: true });
    } catch (error) {
      console.error('Logout failed', error);
    }
  };
}
