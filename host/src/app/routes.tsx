import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '@spotter/shared';
import { LoginRoute } from '../features/auth/components/login-route';

// The login page downloads only what it shows. The signed-in shell and each host page are chunks
// of their own, fetched when a signed-in route opens, so that what they grow into never weighs on
// the login page's budget (README, Performance).
const page = <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) => {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
};

export const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  {
    element: page(() => import('./signed-in-shell'), (m) => m.default),
    children: [
      { path: 'dashboard', element: page(() => import('../features/dashboard/components/dashboard-page'), (m) => m.DashboardPage) },
      { path: 'settings', element: page(() => import('../features/settings/components/settings-page'), (m) => m.SettingsPage) },
      // Everything else belongs to a remote's section, or is not found.
      { path: '*', element: page(() => import('../features/remotes/components/section-outlet'), (m) => m.SectionOutlet) },
    ],
  },
];
