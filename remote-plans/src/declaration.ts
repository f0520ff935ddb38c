import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links. The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports).
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/plans'],
  sidebar: [{ label: 'Plans', path: '/plans', order: 30 }],
};
