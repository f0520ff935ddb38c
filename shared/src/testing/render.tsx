import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
