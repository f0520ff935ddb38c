import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each.
 * Every rule runs, and `label-content-name-mismatch` too (experimental in axe, so off by default:
 * a control's name must hold its visible label). Only the violations are reported in full
 * (`resultTypes`: passes and the rest keep one node each), which spares axe describing every node
 * that passed: the accessibility walk on one worker, two runs each, 51–52 CPU-s before, 48–49
 * after.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** The roles whose names a screen reader announces as what to press, pick or read as a title. */
const NAMED_ROLES = [
  'button',
  'link',
  'menuitem',
  'tab',
  'checkbox',
  'radio',
  'combobox',
  'textbox',
  'searchbox',
  'columnheader',
  'heading',
];

/**
 * Icon characters: arrows, geometric shapes (▲ ▼), miscellaneous symbols and dingbats (✓ ✕), and
 * emoji. Words and currency (₹) are not among them.
 */
const ICON =
  /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff\u{1f300}-\u{1faff}]/u;

/**
 * The page's controls, headers and headings whose accessible names hold an icon character, as
 * Chromium names them (its accessibility tree, which counts CSS-generated content): an icon is
 * decoration, hidden from assistive technology, never part of a name.
 */
export async function iconsInNames(page: Page) {
  const tree = await page.locator('body').ariaSnapshot();
  const named = new RegExp(`^\\s*- (${NAMED_ROLES.join('|')}) "(.*)"`);
  return tree
    .split('\n')
    .map((line) => named.exec(line))
    .filter((match) => match !== null && ICON.test(match[2]!))
    .map((match) => `${match![1]} "${match![2]}"`);
}
