import type { ComponentType } from 'react';
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

/**
 * What a remote that declares dashboard cards exposes as `./dashboard` (a module of its own, so
 * the dashboard loads the cards' code and not the section's pages): each declared card's
 * component, by the card's `key`. The host renders it inside the card's own loading state and
 * error boundary, for accounts holding the card's permission only.
 */
export interface RemoteDashboard {
  cards: Record<string, ComponentType>;
}

/**
 * A card a section adds to the host's dashboard (schema 3 on), as plain data: the component is
 * the remote's `./dashboard` module's (RemoteDashboard).
 */
export interface DashboardCard {
  /** Names the card's component in `./dashboard`: lower-case letters, digits and dashes ('classes-today'). */
  key: string;
  /** Position among every section's cards (ascending), after the host's own figures. */
  order: number;
  /** The permission an account needs to see the card (and for its code to be loaded); none: every account. */
  permission?: Permission;
}

/**
 * A group a section adds to the top bar's search (schema 3 on), as plain data: `GET /search`
 * answers its hits under `kind` (`more`, for the accounts that may open them), and the host lists
 * them under `group`, each opening `href` with its id.
 */
export interface SearchGroup {
  /** The API's name for the hits in `GET /search`'s `more`: lower-case letters and underscores ('class_types'). */
  kind: string;
  /** The group's heading in the list ('Class types'). */
  group: string;
  /** Where a hit leads: a path under the section's prefixes holding `{id}` ('/classes/types/{id}/edit'). */
  href: string;
  /** Position among the sections' groups (ascending), after the host's own. */
  order: number;
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
  /** The permission an account needs to see the link (docs/product/team-and-roles.md §22); none: every account. */
  permission?: Permission;
}

/**
 * An API request a page makes as soon as it opens, which the host's server asks the browser to
 * start with the page itself (a preload) instead of after the app's code has run. The section
 * owns it: its tests render the page and check that its first read is this one.
 */
export interface FirstRequest {
  /** The page's exact URL path ('/users'), under one of the section's prefixes. */
  page: string;
  /**
   * The request, relative to the API base, filled from the page's URL query (see
   * shared/src/first-request.mjs): `/members/view_members?page={page=1}&q={q}` (`{q}` the URL's
   * `q`, left out when empty; `{page=1}` with a default; `{size=5|10|25}` one of these, the first
   * by default; `{day=$today}` a day, today by default).
   */
  request: string;
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
  /** The API reads its pages make first, to be preloaded with the page (none: nothing is). */
  firstRequests?: FirstRequest[];
  /** Cards on the host's dashboard, their components in the remote's `./dashboard` (schema 3). */
  dashboard?: DashboardCard[];
  /** Groups of the top bar's search (schema 3). */
  search?: SearchGroup[];
  /**
   * The host versions the section needs, when it relies on something a later host added
   * (`{ host: '>=1.4.0' }`); by default, a host of the major version it was built beside. The
   * build adds the ranges of what it shares (Requirements).
   */
  requires?: { host?: string };
}

/**
 * What a remote needs of the page it joins, written by its build into its manifest (schema 2 on;
 * docs/architecture.md "Versions and compatibility"): a range of host versions, a range for each
 * library it shares (`@spotter/shared`, `react`, …), and, when it uses the host's federation
 * runtime, a range of that runtime's versions.
 */
export interface Requirements {
  host?: string;
  shared?: Record<string, string>;
  runtime?: string;
}

/** A declaration as the host reads it from a manifest: which schema it follows, and what it needs. */
export interface VersionedDeclaration extends SectionDeclaration {
  /** 1: the first, unversioned declarations; 2: with `requires`; 3: with `dashboard` cards and `search` groups. */
  schema: number;
  requires: Requirements;
}
