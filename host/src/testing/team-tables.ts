import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The text of each body row's first `count` cells in the table named `name`. */
export const bodyCells = (name: string, count: number) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, count)
        .map((cell) => cell.textContent),
    );

/** Opens the row menu of `row` (as its "Actions for …" button names it) and picks `action`. */
export async function chooseRowAction(row: string, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/** What the row menu of `row` offers, closed again after. */
export async function rowActions(row: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${row}` }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
}
