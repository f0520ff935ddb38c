import { expect, test } from './support/test';
import { signIn } from './support/session';
import { SHELL } from './support/tags';

test(
  'the API reference is readable through the host once signed in, and closed before',
  { tag: SHELL },
  async ({ page }) => {
    const anonymous = await page.request.get('/api/reference/openapi.json');
    expect(anonymous.status()).toBe(401);

    await signIn(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/api/reference/');
    await expect(page.getByRole('heading', { name: 'Spotter API' })).toBeVisible({
      timeout: 20_000,
    });
    // A route and its fields, rendered from the OpenAPI document the schemas generate.
    await expect(page.getByText('/members/add_plan').first()).toBeVisible();
    expect(errors).toEqual([]);

    const document = await page.request.get('/api/reference/openapi.json');
    expect(document.status()).toBe(200);
    expect((await document.json()).openapi).toBe('3.1.0');
  },
);
