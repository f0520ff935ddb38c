import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { optionValues } from '../testing/select-options';
import { Pagination } from './pagination';

function setup(page: number, total = 12) {
  const onPageChange = jest.fn();
  const onPageSizeChange = jest.fn();
  renderWithProviders(
    <Pagination
      page={page}
      pageSize={5}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

test('shows the range and disables Previous on the first page', async () => {
  const { onPageChange } = setup(1);
  expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenCalledWith(2);
});

test('disables Next on the last page', () => {
  setup(3);
  expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
});

test('offers 5, 10 and 25 rows per page', async () => {
  const { onPageSizeChange } = setup(1);
  const select = screen.getByLabelText('Rows per page');
  expect(optionValues(select)).toEqual(['5', '10', '25']);
  await userEvent.selectOptions(select, '25');
  expect(onPageSizeChange).toHaveBeenCalledWith(25);
});

test('an empty list reads 0–0 of 0 with both buttons disabled', () => {
  setup(1, 0);
  expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
