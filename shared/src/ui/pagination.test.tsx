import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { optionValues } from '../testing/select-options';
import { Pagination, pageItems } from './pagination';

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

test('shows the range and disables First and Previous on the first page', async () => {
  const { onPageChange } = setup(1);
  expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(onPageChange).toHaveBeenCalledWith(2);
});

test('disables Next and Last on the last page', () => {
  setup(3);
  expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
});

test('offers 5, 10 and 25 rows per page', async () => {
  const { onPageSizeChange } = setup(1);
  const select = screen.getByLabelText('Rows per page');
  expect(optionValues(select)).toEqual(['5', '10', '25']);
  await userEvent.selectOptions(select, '25');
  expect(onPageSizeChange).toHaveBeenCalledWith(25);
});

test('an empty list reads 0–0 of 0 on its one page, every step disabled', () => {
  setup(1, 0);
  expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('numbers the pages, marks the current one, and goes to the first and the last', async () => {
  const { onPageChange } = setup(2);
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(
    within(pages)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual([
    'First page',
    'Previous page',
    'Page 1',
    'Page 2',
    'Page 3',
    'Next page',
    'Last page',
  ]);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
  await userEvent.click(screen.getByRole('button', { name: 'First page' }));
  expect(onPageChange.mock.calls).toEqual([[3], [3], [1]]);
});

test('a long list shows the pages around the current one, with ellipses for the rest', () => {
  // 2,017 invoices at 5 a page.
  setup(200, 2017);
  expect(screen.getByText('996–1000 of 2017')).toBeInTheDocument();
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(
    within(pages)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['«', '‹', '1', '199', '200', '201', '404', '›', '»']);
  expect(within(pages).getAllByText('…')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'First page' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
});

test.each([
  [1, 404, '1 2 … 404'],
  [3, 404, '1 2 3 4 … 404'],
  [402, 404, '1 … 401 402 403 404'],
  [4, 7, '1 2 3 4 5 6 7'],
  [1, 1, '1'],
])('page %i of %i lists %s', (page, count, listed) => {
  expect(
    pageItems(page, count)
      .map((item) => (item === 'gap' ? '…' : item))
      .join(' '),
  ).toBe(listed);
});
