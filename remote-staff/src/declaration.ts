import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports). Its pages' first
 * API reads, preloaded by the host's page, are checked against the pages themselves by its test.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/view/staffs', '/add/staffs', '/staff', '/edit_trainer_staff'],
  sidebar: [
    {
      label: 'Trainers & Staffs',
      path: '/view/staffs',
      order: 20,
      match: ['/view/staffs', '/add/staffs', '/staff/:id', '/edit_trainer_staff/:id'],
      permission: 'staff.view',
    },
  ],
  // The list is read whole and paged in the browser: its request has no query.
  firstRequests: [{ page: '/view/staffs', request: '/members/view_all_trainers_staff' }],
};
