import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { SectionDeclaration } from '../contract';
import { claimsPath, entryMatches, entryPatterns } from '../section-match';

/** A URL a route pattern matches: 'users/:id/edit' → '/users/1/edit'. */
const sampleUrl = (pattern: string) => `/${pattern.replace(/^\//, '')}`.replace(/:[^/]+/g, '1');

/**
 * Where a remote's declaration and its routes disagree, as sentences; [] when they agree. Each
 * page must sit under a declared prefix and highlight a sidebar entry (so the top bar names the
 * section there); each entry must lead to a page of the section, under its prefixes.
 */
export function sectionProblems(declaration: SectionDeclaration, routes: RouteObject[]): string[] {
  const problems: string[] = [];
  const pages = routes
    .map((route) => route.path)
    .filter((path): path is string => !!path && !path.includes('*'));
  for (const page of pages) {
    const url = sampleUrl(page);
    if (!claimsPath(declaration, url)) problems.push(`page ${page} is under none of the prefixes`);
    if (!declaration.sidebar.some((entry) => entryMatches(entry, url)))
      problems.push(`page ${page} highlights no sidebar entry`);
  }
  for (const entry of declaration.sidebar) {
    const page = matchRoutes(routes, entry.path)?.at(-1)?.route.path;
    if (!page || page.includes('*'))
      problems.push(`entry ${entry.label} leads to no page (${entry.path})`);
    if (!entryMatches(entry, entry.path))
      problems.push(`entry ${entry.label} is not highlighted on its own page`);
    for (const pattern of entryPatterns(entry)) {
      if (!claimsPath(declaration, sampleUrl(pattern.replace(/\/\*$/, '')))) {
        problems.push(`entry ${entry.label} highlights ${pattern}, outside the prefixes`);
      }
    }
  }
  return problems;
}
