// The moment a page's content appears, recorded in the page itself: under a throttled CPU, polling
// from Node lags behind by as much as the page is busy. An init script watches the DOM with a
// MutationObserver and, when the route's content first matches, stores performance.now() (ms from
// navigation start) and marks it for the performance trace (main-thread.mjs).
/* global document, window, MutationObserver -- the init script runs in the page */
import { CONTENT_MARK } from './main-thread.mjs';

/**
 * What each measured route counts as its content, as a CSS selector (the init script has no
 * Playwright locators) and as the role and name a test would look for.
 */
export const CONTENT = {
  '/': { css: 'button[type="submit"]', role: 'button', name: 'Login', what: 'the Login button' },
  // The dashboard's first chart: Victory's drawing, an svg with role img, inside a titled region.
  '/dashboard': { css: 'section svg[role="img"]', what: 'the first chart' },
  '/users': {
    css: 'button[aria-label^="Actions for "]',
    role: 'button',
    name: /^Actions for /,
    what: 'the first row',
  },
};
CONTENT['/attendance'] = CONTENT['/users'];
CONTENT['/pending'] = CONTENT['/users'];
CONTENT['/plans'] = CONTENT['/users'];
CONTENT['/invoice'] = CONTENT['/users'];
// Trainers and staff are cards, each an article named by its heading.
CONTENT['/view/staffs'] = { css: 'article[aria-labelledby] h2', what: 'the first card' };

/**
 * Adds to `context` the script that records when `css` first matches, in every page it opens.
 * Answers `{ appeared }`: a promise of the content's time (ms from navigation start), settled when
 * the page reports it through a binding (nothing polls the page).
 */
export async function watchContent(context, css) {
  let report;
  const reported = new Promise((resolve) => {
    report = resolve;
  });
  await context.exposeBinding('__benchContentSeen', (_source, ms) => report(ms));
  await context.addInitScript(
    ({ selector, mark }) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        const ms = performance.now();
        performance.mark(mark);
        window.__benchContentSeen(ms);
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    },
    { selector: css, mark: CONTENT_MARK },
  );
  return { appeared: reported };
}
