import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports).
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/plans'],
  sidebar: [{ label: 'Plans', path: '/plans', order: 30, permission: 'plans.view' }],
};
