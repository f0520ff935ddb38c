import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports). Its pages' first
 * API reads, preloaded by the host's page, are checked against the pages themselves by its test. The reminders'
 * settings page sits under the host's Settings, whose link it highlights.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/invoice', '/pending', '/expired', '/reminders', '/settings/reminders'],
  sidebar: [
    { label: 'Invoice', path: '/invoice', order: 40, permission: 'invoices.view' },
    { label: 'Day close', path: '/invoice/day', order: 41, permission: 'invoices.view' },
    { label: 'Pending', path: '/pending', order: 70, permission: 'payments.record' },
    { label: 'Reminders', path: '/reminders', order: 75, permission: 'payments.record' },
    { label: 'Expired', path: '/expired', order: 80, permission: 'payments.record' },
  ],
  firstRequests: [
    {
      page: '/invoice',
      request:
        '/payments/all_invoices?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}&status={status}&method={method}&from={from}&to={to}',
    },
    { page: '/invoice/day', request: '/invoices/day_close?day={day=$today}' },
    {
      page: '/pending',
      request:
        '/payments/pending_members?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}&age={age}',
    },
    {
      page: '/expired',
      request:
        '/members/expired_members?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}',
    },
    {
      page: '/reminders',
      request:
        '/reminders?page={page=1}&page_size={pageSize=5|10|25}&q={q}&tab={tab=due|upcoming|done}',
    },
    { page: '/reminders', request: '/reminders/counts' },
  ],
};
