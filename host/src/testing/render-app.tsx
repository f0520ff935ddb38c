import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import { configureClient, SpotterProvider } from '@spotter/shared';
import { routes } from '../app/routes';
import { createUnauthorizedHandler } from '../app/unauthorized';
import { startBranchChoice } from '../features/layout/branch-choice';

type RouterLike = Parameters<typeof createUnauthorizedHandler>[0];

/**
 * jsdom lacks the Fetch API's Request, which react-router's data routers need, so the tests
 * mount the same routes in a MemoryRouter and hand the 401 handler a router-shaped view of it.
 */
function App({
  router,
}: {
  router: { state: { location: Location }; navigate: NavigateFunction };
}) {
  router.state.location = useLocation();
  router.navigate = useNavigate();
  return useRoutes(routes);
}

/**
 * The whole host at `url`, wired like bootstrap.tsx: its routes, the tab's branch and the 401 handler. The host
 * uses SWR's global cache (login and logout update it from outside React), so it is emptied first.
 */
export function renderApp(url: string) {
  const { cache } = SWRConfig.defaultValue;
  for (const key of [...cache.keys()]) cache.delete(key);
  // A request or mutation still in flight from the previous test would be deduplicated into this
  // one (or make SWR drop its answer), so SWR's bookkeeping for the global cache is emptied too.
  const [, mutations, fetches, preloads] = SWRGlobalState.get(cache) ?? [];
  for (const record of [mutations, fetches, preloads])
    for (const key of Object.keys(record ?? {})) delete record?.[key];
  const router = {
    state: { location: undefined as unknown as Location },
    navigate: (() => {}) as NavigateFunction,
  };
  // As bootstrap.tsx does before the first call, from the tab's URL (and its sessionStorage).
  startBranchChoice(new URL(url, 'http://spotter.invalid').search);
  configureClient({
    baseUrl: '/api',
    timeoutMs: 15_000,
    onUnauthorized: createUnauthorizedHandler(router as unknown as RouterLike),
  });
  const view = render(
    <SpotterProvider swr={{ dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <App router={router} />
      </MemoryRouter>
    </SpotterProvider>,
  );
  return { ...view, router };
}
