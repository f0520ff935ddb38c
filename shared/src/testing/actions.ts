import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import type { Call } from './fake-api/fetch-stub';

/** Clicks the button named `name` and waits for the notice (a toast) it brings, reading `notice`. */
export async function clickForNotice(name: string, notice: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  expect(await screen.findByRole('status')).toHaveTextContent(notice);
}

/** Clicks the open dialog's button named `name` (its Delete or Cancel). */
export const answerDialog = (name: string) =>
  userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));

/** A request as the fake API records it, to look for in its `calls`. */
export const call = (method: string, path: string, body?: Call['body']): Call => ({
  method,
  path,
  body,
});

/** The items of the row menu "Actions for `row`", read by opening it and closing it again. */
export async function rowMenuItems(row: string): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return items;
}

/**
 * The table's column headers, in order, by the names a screen reader reads (a sort arrow, hidden
 * from it, is no part of them).
 */
export const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((header) => computeAccessibleName(header));
