import { isPublic, requestsTo } from './route-calls';
import { changedTables, tableFingerprints, type Route } from './route-table';
import type { TestApp } from './test-app';

/** The routes that answer an account still holding its temporary password. */
export const BEFORE_NEW_PASSWORD = [
  'GET /members/admin_me',
  'HEAD /members/admin_me',
  'POST /members/admin_logout',
  'POST /members/choose_password',
];

export interface Refusal {
  /** The session sent, or none. */
  cookie?: string;
  status: number;
  message: string;
  /** Routes that answer normally (the public ones always do). */
  except?: string[];
}

/**
 * Sends every route of `routes` but the public ones (its declaration's example) and
 * answers where the refusal differs from `refusal`: another status or body (a HEAD's is empty),
 * or a table written.
 */
export async function refusalProblems(app: TestApp, routes: Route[], refusal: Refusal) {
  const { cookie, status, message, except = [] } = refusal;
  const body = JSON.stringify({ status: 'failed', message });
  const problems: string[] = [];
  let before = await tableFingerprints(app);
  for (const route of routes) {
    if (isPublic(route) || except.includes(route.key)) continue;
    // A refused change of password never reads the current one.
    const requests = await requestsTo(route, { password: 'not-read' });
    if ('missing' in requests) {
      problems.push(requests.missing);
      continue;
    }
    for (const request of requests) {
      const response = await app.inject({
        ...request,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      });
      if (response.statusCode !== status || response.body !== (route.method === 'HEAD' ? '' : body))
        problems.push(
          `${route.key}: answered ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }
    const after = await tableFingerprints(app);
    const changed = changedTables(before, after);
    if (changed.length) problems.push(`${route.key}: wrote to ${changed.join(', ')}`);
    before = after;
  }
  return problems;
}
