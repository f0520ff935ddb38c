import type { FirstRequest } from '@spotter/shared';

/**
 * What the host's server announces in the page of the host's own pages, as a section declares
 * its own (SectionDeclaration): the chunks a page needs at once, by webpackChunkName (routes.tsx,
 * chart-slot.tsx), and the API reads it makes first. The build (host/build/page-hints.mjs) turns
 * the chunk names into file names; it evaluates this file alone, so it stays plain data.
 * page-hints.test.tsx checks the first requests against the pages.
 */
/**
 * What every signed-in page needs at once, whichever section draws it: the shell (routes.tsx) and
 * the admin kit it imports (@spotter/shared, its chunk named in build/start-up-chunks.mjs). The
 * login page gets neither.
 */
export const signedInChunks: string[] = ['signed-in', 'shared-kit'];

export const pageChunks: Record<string, string[]> = {
  // The charts' chunk (Victory) is asked for as soon as the dashboard mounts.
  '/dashboard': ['dashboard', 'dashboard-charts'],
};

export const firstRequests: FirstRequest[] = [
  { page: '/dashboard', request: '/dashboard/summary' },
  // The set-up checklist's, read by every account's dashboard.
  { page: '/dashboard', request: '/gym/setup' },
];
