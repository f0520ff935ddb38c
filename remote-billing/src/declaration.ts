import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports). The reminders'
 * settings page sits under the host's Settings, whose link it highlights.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/invoice', '/pending', '/expired', '/reminders', '/settings/reminders'],
  sidebar: [
    { label: 'Invoice', path: '/invoice', order: 40, permission: 'invoices.view' },
    { label: 'Pending', path: '/pending', order: 70, permission: 'payments.record' },
    { label: 'Reminders', path: '/reminders', order: 75, permission: 'payments.record' },
    { label: 'Expired', path: '/expired', order: 80, permission: 'payments.record' },
  ],
};
