import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { RowActions } from './row-actions';

function setup() {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  renderWithProviders(
    <>
      <RowActions
        label="Actions for Gold"
        actions={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Delete', onSelect: onDelete, tone: 'danger' },
        ]}
      />
      <p>elsewhere</p>
    </>,
  );
  return { onEdit, onDelete, button: screen.getByRole('button', { name: 'Actions for Gold' }) };
}

test('the menu button opens a menu and focuses its first item', async () => {
  const { button } = setup();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
});

test('arrow keys move between items and wrap; Enter selects and returns focus', async () => {
  const { button, onDelete } = setup();
  button.focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(onDelete).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
  expect(button).toHaveFocus();
});

test('Escape closes the menu and focus returns to the button', async () => {
  const { button } = setup();
  await userEvent.click(button);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(button).toHaveFocus();
});

test('a click outside closes the menu without selecting', async () => {
  const { button, onEdit } = setup();
  await userEvent.click(button);
  await userEvent.click(screen.getByText('elsewhere'));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(onEdit).not.toHaveBeenCalled();
});

test('the menu opens over the page, outside any scrolling box, and Tab closes it and goes on from its button', async () => {
  renderWithProviders(
    <>
      <div data-testid="scrolling" style={{ overflow: 'auto' }}>
        <RowActions label="Actions for Gold" actions={[{ label: 'Edit', onSelect: () => {} }]} />
      </div>
      <button type="button">after</button>
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Actions for Gold' }));
  const menu = screen.getByRole('menu', { name: 'Actions for Gold' });
  expect(screen.getByTestId('scrolling')).not.toContainElement(menu);
  expect(menu.parentElement).toBe(document.body);
  await user.tab();
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
});
