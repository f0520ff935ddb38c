import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete plan</button>
      <ConfirmDialog
        open={open}
        message="Are you sure you want to delete this plan?"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

test('a modal dialog described by its question, with focus inside', async () => {
  renderWithProviders(<Harness onConfirm={jest.fn()} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this plan?');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

test('Escape cancels and focus goes back to what opened it', async () => {
  renderWithProviders(<Harness onConfirm={jest.fn()} />);
  const opener = screen.getByRole('button', { name: 'Delete plan' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('Delete confirms; Tab stays inside the dialog', async () => {
  const onConfirm = jest.fn();
  renderWithProviders(<Harness onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

test('busy disables both answers', () => {
  renderWithProviders(
    <ConfirmDialog open busy message="Sure?" onConfirm={jest.fn()} onCancel={jest.fn()} />,
  );
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});
