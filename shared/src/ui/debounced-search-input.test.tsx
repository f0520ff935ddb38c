import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { SEARCH_DEBOUNCE_MS } from '@spotter/shared/core';
import { DebouncedSearchInput } from './debounced-search-input';
import { useListParams } from './list-params';

function ListSearch() {
  const { q, setQuery } = useListParams();
  return (
    <>
      <DebouncedSearchInput label="Search plans" value={q} onChange={setQuery} />
      <p data-testid="url">{useLocation().search}</p>
    </>
  );
}

const setup = (url: string) => {
  renderWithProviders(<ListSearch />, { route: url });
  return screen.getByRole('searchbox', { name: 'Search plans' });
};
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a cleared search reaches the URL once typing pauses', () => {
  const box = setup('/plans?q=4500');
  expect(box).toHaveValue('4500');
  type(box, '');
  expect(screen.getByTestId('url')).toHaveTextContent('?q=4500');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(screen.getByTestId('url')).toHaveTextContent('?q=4500');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('url')).toBeEmptyDOMElement();
  expect(box).toHaveValue('');
});

test('leaving the box reports the search waiting at once, so it cannot reach the URL after a click elsewhere', () => {
  const box = setup('/plans');
  type(box, 'gold');
  expect(screen.getByTestId('url')).toBeEmptyDOMElement();
  fireEvent.blur(box);
  expect(screen.getByTestId('url')).toHaveTextContent('?q=gold');
  // Nothing is left waiting to report later.
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(screen.getByTestId('url')).toHaveTextContent('?q=gold');
  expect(box).toHaveValue('gold');
});

test('text typed while an earlier search is still reaching the URL is kept', () => {
  const box = setup('/plans?q=4500');
  type(box, '');
  act(() => {
    // The cleared search is handed on, and before the URL has caught up the admin types again.
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    type(box, 'g');
  });
  expect(box).toHaveValue('g');
  act(() => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    type(box, 'go');
  });
  expect(box).toHaveValue('go');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(box).toHaveValue('go');
  expect(screen.getByTestId('url')).toHaveTextContent('?q=go');
});
