import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links. The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports).
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/users', '/attendance', '/enquiries'],
  sidebar: [
    { label: 'Members', path: '/users', order: 10 },
    { label: 'Attendance', path: '/attendance', order: 50 },
    { label: 'Enquiries', path: '/enquiries', order: 60 },
  ],
};
