import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { configureClient } from '../api/client';
import { SpotterProvider } from '../provider';

/** Renders inside the providers a screen gets in the app, with a fresh SWR cache. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SpotterProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </SpotterProvider>
  );
  return render(ui, { wrapper });
}

function Routes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <div data-testid="location">{location.pathname + location.search}</div>
    </>
  );
}

/**
 * A remote's routes as the host mounts them, at `url`, with a fresh SWR cache and the client
 * pointed at `/api`. The current location is written to `data-testid="location"`.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
  return render(
    <SpotterProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </SpotterProvider>,
  );
}
