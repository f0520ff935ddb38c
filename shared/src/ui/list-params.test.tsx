import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams } from './list-params';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: useListParams(), location: useLocation() }), { wrapper });
}

test('reads page, pageSize and q from the URL', () => {
  const { result } = setup('/plans?page=3&pageSize=10&q=gold');
  expect(result.current.params).toMatchObject({ page: 3, pageSize: 10, q: 'gold' });
});

test('invalid values fall back to the defaults', () => {
  const { result } = setup('/plans?page=-2&pageSize=7');
  expect(result.current.params).toMatchObject({ page: 1, pageSize: 5, q: '' });
  expect(setup('/plans?page=abc&pageSize=0').result.current.params).toMatchObject({
    page: 1,
    pageSize: 5,
  });
});

test('setPage writes the URL; search and page size reset to the first page', () => {
  const { result } = setup('/plans?q=a');
  act(() => result.current.params.setPage(2));
  expect(result.current.location.search).toBe('?q=a&page=2');
  act(() => result.current.params.setQuery('gold'));
  expect(result.current.params).toMatchObject({ page: 1, q: 'gold' });
  act(() => result.current.params.setPage(3));
  act(() => result.current.params.setPageSize(25));
  expect(result.current.params).toMatchObject({ page: 1, pageSize: 25, q: 'gold' });
  act(() => result.current.params.setQuery(''));
  expect(result.current.location.search).toBe('?pageSize=25');
});
