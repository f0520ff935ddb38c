import type { SectionDeclaration } from '@spotter/shared';

/**
 * What this remote tells the host about itself: the URLs it owns and its sidebar links, each with
 * the permission its page needs (the host shows a link only to accounts holding it). The build
 * writes it into mf-manifest.json, so it must stay plain data (type-only imports). Its pages' first
 * API reads, preloaded by the host's page, are checked against the pages themselves by its test.
 */
export const declaration: SectionDeclaration = {
  prefixes: ['/plans'],
  sidebar: [{ label: 'Plans', path: '/plans', order: 30, permission: 'plans.view' }],
  firstRequests: [
    {
      page: '/plans',
      request: '/members/view_plans?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}',
    },
  ],
};
