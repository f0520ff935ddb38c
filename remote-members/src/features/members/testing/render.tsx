import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { configureClient, SpotterProvider } from '@spotter/shared';
import { routes } from '../../../routes';

function Routes() {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <div data-testid="location">{location.pathname + location.search}</div>
    </>
  );
}

/** The members section as the host mounts it, at `url`, with a fresh SWR cache. */
export function renderSection(url: string) {
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
  return render(
    <SpotterProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes />
      </MemoryRouter>
    </SpotterProvider>,
  );
}
