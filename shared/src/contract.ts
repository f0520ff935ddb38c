import type { RouteObject } from 'react-router-dom';

/**
 * What a remote exposes as `./section`: its routes, relative to the site root without a leading
 * slash ('plans', 'plans/:id/edit'), ending with '*' → NotFoundPage. The host renders them with
 * `useRoutes(section.routes)` inside its layout.
 */
export interface RemoteSection {
  routes: RouteObject[];
}
