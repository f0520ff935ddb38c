import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports). Its pages' first
 * API reads, preloaded by the host's page, are checked against the pages themselves by its test.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/users', '/attendance', '/enquiries'],
  sidebar: [
    { label: 'Members', path: '/users', order: 10, permission: 'members.view' },
    { label: 'Attendance', path: '/attendance', order: 50, permission: 'attendance.record' },
    { label: 'Enquiries', path: '/enquiries', order: 60, permission: 'enquiries.manage' },
  ],
  firstRequests: [
    {
      page: '/users',
      request:
        '/members/view_members?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}&status={status}',
    },
    { page: '/users/imports', request: '/imports?page={page=1}&page_size={pageSize=5|10|25}' },
    {
      page: '/attendance',
      request:
        '/attendance/records?day={day=$today}&page={page=1}&page_size={pageSize=10|5|25}&sort={sort}',
    },
    {
      page: '/enquiries',
      request:
        '/enquiries/view_enquiries?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}',
    },
  ],
};
