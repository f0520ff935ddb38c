import type { RouteObject } from 'react-router-dom';
import type { Permission } from './types';

/**
 * What a remote exposes as `./section`: its routes, relative to the site root without a leading
 * slash ('plans', 'plans/:id/edit'), ending with '*' → NotFoundPage. The host renders them with
 * `useRoutes(section.routes)` inside its layout.
 */
export interface RemoteSection {
  routes: RouteObject[];
}

/** One link a section adds to the host's sidebar. */
export interface SidebarEntry {
  label: string;
  /** Where the link leads: an absolute URL path under one of the section's prefixes. */
  path: string;
  /** Position among every section's links (ascending); the host keeps Dashboard first and Settings last. */
  order: number;
  /**
   * The URLs on which this link is highlighted and names the top bar, as react-router path
   * patterns ('/staff/:id', '/users/*'). Defaults to `path` and every URL under it.
   */
  match?: string[];
  /** The top bar's title on those URLs. Defaults to `label`. */
  title?: string;
  /** The permission an account needs to see the link (docs/product.md §22); none: every account. */
  permission?: Permission;
}

/**
 * What a remote declares about itself, read by the host at run time from the remote's
 * mf-manifest.json without running the remote's code. Plain data only: the build reads it from
 * the remote's `src/declaration.ts`.
 */
export interface SectionDeclaration {
  /** The URLs this remote owns: each prefix and everything under it ('/plans' → '/plans/3/edit'). */
  prefixes: string[];
  sidebar: SidebarEntry[];
}
