import type { Response } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { PORTS } from './support/ports';
import { SHELL } from './support/tags';

/** Every text answer of one page load: its URL, type and Content-Encoding. */
function recordTextAnswers(page: import('@playwright/test').Page) {
  const answers: { url: string; type: string; encoding: string | undefined }[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !/javascript|json|html/.test(type)) return;
    answers.push({ url: response.url(), type, encoding: response.headers()['content-encoding'] });
  });
  return answers;
}

test(
  'the login page arrives compressed: the page and every script, brotli',
  { tag: SHELL },
  async ({ page }) => {
    const answers = recordTextAnswers(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const scripts = answers.filter((a) => a.type.includes('javascript'));
    expect(scripts.length).toBeGreaterThan(0);
    const html = answers.filter((a) => a.type.includes('text/html'));
    expect(html).toHaveLength(1);
    expect([...html, ...scripts].filter((a) => a.encoding !== 'br')).toEqual([]);
  },
);

test(
  "a section's manifest, entry and chunks arrive compressed too",
  { tag: SHELL },
  async ({ page }) => {
    await signIn(page);
    const answers = recordTextAnswers(page);
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const fromRemote = answers.filter((a) => new URL(a.url).port === String(PORTS.plans));
    expect(fromRemote.map((a) => new URL(a.url).pathname)).toEqual(
      expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']),
    );
    // Everything from the remote's build is pre-compressed (small answers made on the fly, like
    // the runtime configuration, stay plain under @fastify/compress's 1 KB threshold).
    expect(fromRemote.filter((a) => a.encoding !== 'br')).toEqual([]);
  },
);
