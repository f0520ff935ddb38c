import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each.
 * Every rule runs; only the violations are reported in full (`resultTypes`: passes and the rest
 * keep one node each), which spares axe describing every node that passed: the accessibility
 * walk on one worker, two runs each, 51–52 CPU-s before, 48–49 after.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`);
}
