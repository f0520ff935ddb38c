import { matchPath } from 'react-router-dom';
import type { SectionDeclaration, SidebarEntry } from './contract';

const isUnder = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a section declares `pathname` as its own (one of its prefixes, or a URL under one). */
export function claimsPath(declaration: SectionDeclaration, pathname: string): boolean {
  return declaration.prefixes.some((prefix) => isUnder(prefix, pathname));
}

/** The URL patterns that highlight a sidebar entry: its own `match`, else its path and everything under it. */
export function entryPatterns(entry: SidebarEntry): string[] {
  return entry.match ?? [`${entry.path}/*`];
}

export function entryMatches(entry: SidebarEntry, pathname: string): boolean {
  return entryPatterns(entry).some((pattern) => matchPath(pattern, pathname) !== null);
}
