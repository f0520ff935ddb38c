import type { RouteObject } from 'react-router-dom';
import type { Permission } from '../types';
import { RequirePermission } from './require-permission';

/** A route of a section's table, with the permission its page needs. */
export type PermittedRoute = RouteObject & { permission?: Permission };

/** What permittedRoutes leaves in a guarded route's `handle`, for checks that read the table. */
interface PermissionHandle {
  permission: Permission;
}

/**
 * A section's route table with each page shown only to an account holding the route's
 * `permission`; others opening it by URL see NoAccessPage. So one table names what every page
 * of the section needs, instead of each page guarding itself.
 */
export function permittedRoutes(routes: PermittedRoute[]): RouteObject[] {
  return routes.map(({ permission, ...route }) =>
    permission === undefined
      ? route
      : ({
          ...route,
          handle: { permission } satisfies PermissionHandle,
          element: <RequirePermission permission={permission}>{route.element}</RequirePermission>,
        } as RouteObject),
  );
}

/** The permission permittedRoutes guards `route` with, if any. */
export const routePermission = (route: RouteObject): Permission | undefined =>
  (route.handle as Partial<PermissionHandle> | undefined)?.permission;
