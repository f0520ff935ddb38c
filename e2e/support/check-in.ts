import { expect, type Page } from '@playwright/test';

/**
 * Chooses `name` in a member search (the check-in panel's Member box, or another by its `label`),
 * by the keyboard, as the desk does.
 */
export async function pickMember(page: Page, name: string, label = 'Member') {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(name);
  await expect(
    page
      .getByRole('listbox', { name: 'Matching members' })
      .getByRole('option', { name: new RegExp(name) }),
  ).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}
