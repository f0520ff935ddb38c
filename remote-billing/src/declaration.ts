import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links. The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports).
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/invoice', '/pending', '/expired'],
  sidebar: [
    { label: 'Invoice', path: '/invoice', order: 40 },
    { label: 'Pending', path: '/pending', order: 70 },
    { label: 'Expired', path: '/expired', order: 80 },
  ],
};
