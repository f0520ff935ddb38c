import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns, its sidebar link and its
 * dashboard card, with the permission each needs (the host shows a link only to accounts holding it). The build writes
 * it into mf-manifest.json, so it must stay plain data (type-only imports). Its pages' first API
 * reads, preloaded by the host's page, are checked against the pages themselves by its test.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/classes'],
  sidebar: [{ label: 'Classes', path: '/classes', order: 35, permission: 'classes.view' }],
  firstRequests: [{ page: '/classes', request: '/classes/week?week={week}' }],
  // The dashboard's Classes today card, its component in ./dashboard (dashboard.ts).
  dashboard: [{ key: 'classes-today', order: 10, permission: 'classes.view' }],
  // The top bar's search lists class types (GET /search answers them to classes.manage).
  search: [
    { kind: 'class_types', group: 'Class types', href: '/classes/types/{id}/edit', order: 10 },
  ],
};
