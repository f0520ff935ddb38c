import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureClient,
  createBrowserRouter,
  refreshSession,
  RouterProvider,
  SpotterProvider,
} from '@spotter/shared/core';
import type { RuntimeConfig } from './features/remotes/runtime-config';
import { startSectionOf } from './features/remotes/start-section';
import { preloadChunksOf, routes } from './app/routes';
import { startBranchChoice } from './features/layout/branch-choice';
import { createUnauthorizedHandler } from './app/unauthorized';

export function mount(config: RuntimeConfig) {
  // Before the first call: the session check and the page's first reads name the tab's branch.
  startBranchChoice(window.location.search);
  const router = createBrowserRouter(routes);
  configureClient({
    baseUrl: config.apiBaseUrl,
    onUnauthorized: createUnauthorizedHandler(router),
    // The screens show what the account may do; a refusal means that changed: ask again.
    onForbidden: () => void refreshSession(),
  });
  // The session check starts with the first render (RequireSession); the page's section loads
  // meanwhile, not once the session is known.
  startSectionOf(window.location.pathname);
  preloadChunksOf(window.location.pathname);
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
