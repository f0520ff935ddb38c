import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routePermission } from '../core/access/permitted-routes';
import type { SectionDeclaration, SidebarEntry } from '../core/contract';
import { claimsPath, entryMatches, entryPatterns } from '../core/section-match';

/** A URL a route pattern matches: 'users/:id/edit' → '/users/1/edit'. */
const sampleUrl = (pattern: string) => `/${pattern.replace(/^\//, '')}`.replace(/:[^/]+/g, '1');

/**
 * Where a remote's declaration and its routes disagree, as sentences; [] when they agree. Each
 * page must sit under a declared prefix, highlight a sidebar entry (so the top bar names the
 * section there) and name the permission it needs (permittedRoutes); each entry must lead to a
 * page of the section, under its prefixes, and need the permission that page needs (so the
 * sidebar offers exactly the pages that will open). A page may instead be highlighted by one of
 * `hostEntries`, the host's own links (Settings, for a section's settings page under /settings).
 * Each search group's hits must lead to a page of the section.
 */
export function sectionProblems(
  declaration: SectionDeclaration,
  routes: RouteObject[],
  hostEntries: SidebarEntry[] = [],
): string[] {
  const problems: string[] = [];
  const highlighting = [...declaration.sidebar, ...hostEntries];
  const pages = routes.filter(({ path }) => !!path && !path.includes('*'));
  for (const route of pages) {
    const page = route.path!;
    const url = sampleUrl(page);
    if (!claimsPath(declaration, url)) problems.push(`page ${page} is under none of the prefixes`);
    if (!highlighting.some((entry) => entryMatches(entry, url)))
      problems.push(`page ${page} highlights no sidebar entry`);
    if (!routePermission(route)) problems.push(`page ${page} names no permission`);
  }
  for (const entry of declaration.sidebar) {
    const route = matchRoutes(routes, entry.path)?.at(-1)?.route;
    const needs = route && routePermission(route);
    if (!route?.path || route.path.includes('*'))
      problems.push(`entry ${entry.label} leads to no page (${entry.path})`);
    else if (entry.permission !== needs)
      problems.push(
        `entry ${entry.label} needs ${entry.permission ?? 'no permission'}, its page ${needs ?? 'none'}`,
      );
    if (!entryMatches(entry, entry.path))
      problems.push(`entry ${entry.label} is not highlighted on its own page`);
    for (const pattern of entryPatterns(entry)) {
      if (!claimsPath(declaration, sampleUrl(pattern.replace(/\/\*$/, '')))) {
        problems.push(`entry ${entry.label} highlights ${pattern}, outside the prefixes`);
      }
    }
  }
  for (const { kind, href } of declaration.search ?? []) {
    const route = matchRoutes(routes, href.replace('{id}', '1'))?.at(-1)?.route;
    if (!route?.path || route.path.includes('*'))
      problems.push(`search group ${kind} leads to no page (${href})`);
  }
  return problems;
}
