import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { SESSION_KEY } from '../core/access/session';
import { configureClient } from '../core/api/client';
import { SpotterProvider } from '../core/provider';
import { fakeSession } from './fake-api/signed-in';

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
 * pointed at `/api`. The current location is written to `data-testid="location"`. As in the app,
 * where the host mounts a section only once it knows who is signed in, the session the fake API
 * answers is there from the start (and read again, as the host's cache would be).
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
  const session = fakeSession();
  const fallback = session ? { [SESSION_KEY]: session } : undefined;
  return render(
    <SpotterProvider swr={{ provider: () => new Map(), dedupingInterval: 0, fallback }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </SpotterProvider>,
  );
}
