import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureClient, SpotterProvider } from '@spotter/shared';
import type { RuntimeConfig } from './features/remotes/runtime-config';
import { routes } from './app/routes';
import { createUnauthorizedHandler } from './app/unauthorized';

export function mount(config: RuntimeConfig) {
  const router = createBrowserRouter(routes);
  configureClient({ baseUrl: config.apiBaseUrl, onUnauthorized: createUnauthorizedHandler(router) });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <SpotterProvider>
        <RouterProvider router={router} />
      </SpotterProvider>
    </StrictMode>,
  );
}
