import type { ComponentType } from 'react';
import {
  lazyPage,
  matchRoutes,
  pageChunk,
  RequirePermission,
  type RouteObject,
} from '@spotter/shared/core';
import { LoginRoute } from '../features/auth/components/login-route';
import { RequireSession } from '../features/auth/components/require-session';
import { SectionOutlet } from '../features/remotes/components/section-outlet';
import { useSignedInTitle, useSignInTitle } from './document-title';

// The host's own pages are chunks of their own, fetched when opened, so that what they grow into
// (the dashboard's charts, the settings forms) never weighs on the login page's budget
// (docs/performance.md). The shell stays in the start-up code: a section's first screen must not wait for
// one more chunk after the page's preloaded ones.
// Only for those who may manage the team; anyone else opening them by URL is told so, and their
// chunk is not fetched.
const teamPage = (pick: (module: typeof import('../features/team/pages')) => ComponentType) => (
  <RequirePermission permission="team.manage">
    {lazyPage(() => import(/* webpackChunkName: "team" */ '../features/team/pages'), pick)}
  </RequirePermission>
);

// Likewise the activity trail, for those who may read it.
const activityPage = (
  <RequirePermission permission="activity.view">
    {lazyPage(
      () => import(/* webpackChunkName: "activity" */ '../features/activity/pages'),
      (m) => m.ActivityListPage,
    )}
  </RequirePermission>
);

// The browser tab names the page and the gym (docs/product/settings-and-search.md §18). Each title is a component of
// its own, beside the page rather than above it: the title's data arriving (the gym's name, the
// sections' declarations) re-renders the title alone, not the whole shell and page below.
function SignInTitle() {
  useSignInTitle();
  return null;
}

function SignedInTitle() {
  useSignedInTitle();
  return null;
}

const signIn = (
  <>
    <SignInTitle />
    <LoginRoute />
  </>
);

// The signed-in shell (the sidebar, the top bar and its search, the branch switcher) is the first
// code that needs the admin kit (@spotter/shared): a chunk of its own, so that the login page
// downloads only the core (docs/architecture.md, "The core and the kit"). The host's server
// preloads it, and the kit with it, on every signed-in page (page-hints.ts), so a section's first
// screen does not wait for it in turn.
const shell = pageChunk(
  () => import(/* webpackChunkName: "signed-in" */ '../features/layout/components/app-layout'),
  (m) => m.AppLayout,
);
const signedIn = (
  <>
    <SignedInTitle />
    {shell.element}
  </>
);

const dashboard = pageChunk(
  () =>
    import(/* webpackChunkName: "dashboard" */ '../features/dashboard/components/dashboard-page'),
  (m) => m.DashboardPage,
);

/**
 * Starts fetching the chunks the page at `pathname` draws first (the signed-in shell, the host's
 * page), before React draws it: drawn while the session is still being checked, they are there
 * when it is known, and appear at once rather than behind a "Loading..." that React then holds
 * back (a Suspense boundary's reveal is throttled to 300 ms after its fallback showed).
 */
export function preloadChunksOf(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    void (route.handle as { preload?: () => Promise<unknown> } | undefined)
      ?.preload?.()
      .catch(() => {});
}

export const routes: RouteObject[] = [
  { path: '/', element: signIn },
  {
    element: <RequireSession>{signedIn}</RequireSession>,
    handle: { preload: shell.preload },
    children: [
      {
        path: 'dashboard',
        element: dashboard.element,
        // The page, then its charts (in the same chunk as the page: fetched at once).
        handle: {
          preload: () =>
            dashboard
              .preload()
              .then(() => import('../features/dashboard/components/chart-slot'))
              .then((slot) => slot.preloadCharts()),
        },
      },
      {
        path: 'settings',
        element: lazyPage(
          () =>
            import(
              /* webpackChunkName: "settings" */ '../features/settings/components/settings-page'
            ),
          (m) => m.SettingsPage,
        ),
      },
      {
        path: 'settings/branches',
        element: (
          <RequirePermission permission="branches.manage">
            {lazyPage(
              () =>
                import(
                  /* webpackChunkName: "branches" */ '../features/branches/components/branches-page'
                ),
              (m) => m.BranchesPage,
            )}
          </RequirePermission>
        ),
      },
      { path: 'team', element: teamPage((m) => m.TeamPage) },
      { path: 'team/new', element: teamPage((m) => m.AddAccountPage) },
      { path: 'team/roles', element: teamPage((m) => m.RolesPage) },
      { path: 'team/roles/new', element: teamPage((m) => m.RolePage) },
      { path: 'team/roles/:id', element: teamPage((m) => m.RolePage) },
      { path: 'activity', element: activityPage },
      {
        path: 'deleted',
        element: (
          <RequirePermission permission="deleted.restore">
            {lazyPage(
              () =>
                import(
                  /* webpackChunkName: "deleted" */ '../features/deleted/components/deleted-page'
                ),
              (m) => m.DeletedPage,
            )}
          </RequirePermission>
        ),
      },
      // Everything else belongs to a remote's section, or is not found.
      { path: '*', element: <SectionOutlet /> },
    ],
  },
];
