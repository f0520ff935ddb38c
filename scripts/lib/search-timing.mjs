// How soon a search shows its results: the members list opened signed in, then, on a CPU slowed
// `cpu` times, a query typed into its search box as a typist would (a key every 60 ms), measured
// in the page from the last key to the moment every row on the list names the query. The time
// includes the search box's debounce, which the bench states beside it.
/* global document, window, MutationObserver -- the evaluated functions run in the page */
import { adminContext } from './composed-app.mjs';
import { RUN_TIMEOUT, within } from './cold-load.mjs';

const ROW = 'button[aria-label^="Actions for "]';

/** One search on /users: answers `{ ok, ms }`, or `{ ok: false, error }`. */
export async function searchRun(browser, { host, query, cpu, label = 'Search Filters' }) {
  const context = await adminContext(browser, host);
  try {
    const page = await context.newPage();
    await page.goto('/users');
    await page.locator(ROW).first().waitFor({ timeout: RUN_TIMEOUT });
    if (cpu) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.evaluate(
      ({ row, q }) => {
        window.__searchShown = new Promise((resolve) => {
          let lastKey = 0;
          document.addEventListener('input', () => (lastKey = performance.now()), true);
          const shown = () => {
            const rows = [...document.querySelectorAll(row)];
            return (
              rows.length > 0 &&
              rows.every((r) => r.getAttribute('aria-label').toLowerCase().includes(q))
            );
          };
          const observer = new MutationObserver(() => {
            if (!lastKey || !shown()) return;
            observer.disconnect();
            resolve(performance.now() - lastKey);
          });
          observer.observe(document, { childList: true, subtree: true, attributes: true });
        });
      },
      { row: ROW, q: query.toLowerCase() },
    );
    await page.getByLabel(label).pressSequentially(query, { delay: 60 });
    const ms = await within(
      page.evaluate(() => window.__searchShown),
      RUN_TIMEOUT,
      'no results',
    );
    return { ok: true, ms };
  } catch (error) {
    return { ok: false, error: error.message, waterfall: [] };
  } finally {
    await context.close();
  }
}
