import type { RouteObject } from 'react-router-dom';
import { LoginRoute } from '../features/auth/components/login-route';
import { RequireSession } from '../features/auth/components/require-session';
import { AppLayout } from '../features/layout/components/app-layout';
import { LazyDashboardPage } from '../features/dashboard/components/lazy-dashboard-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { SectionOutlet } from '../features/remotes/components/section-outlet';

export const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  {
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { path: 'dashboard', element: <LazyDashboardPage /> },
      { path: 'settings', element: <SettingsPage /> },
      // Everything else belongs to a remote's section, or is not found.
      { path: '*', element: <SectionOutlet /> },
    ],
  },
];
