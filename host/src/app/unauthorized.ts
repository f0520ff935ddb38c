import type { createBrowserRouter } from '@spotter/shared/core';
import { clearSession } from '../features/auth/api/session';

type Router = ReturnType<typeof createBrowserRouter>;

/** Any 401 from the API: forget the session and show the login screen, remembering the page. */
export function createUnauthorizedHandler(router: Router) {
  return () => {
    void clearSession();
    const { pathname, search } = router.state.location;
    if (pathname !== '/')
      void router.navigate('/', { replace: true, state: { from: pathname + search } });
  };
}
