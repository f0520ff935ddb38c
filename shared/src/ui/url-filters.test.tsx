import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { choiceFilter, dayFilter, useUrlFilters, type UrlFilter } from './url-filters';

const minutes: UrlFilter<number> = {
  default: 30,
  parse: (text) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined),
  serialise: (value) => `${value}`,
};
const filters = {
  age: choiceFilter(['0-7', '8-30', '31+'] as const),
  from: dayFilter(),
  day: dayFilter('2026-03-01'),
  minutes,
};

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      filters: useUrlFilters(filters),
      location: useLocation(),
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
}

test('reads each filter from the URL under its name, typed by its declaration', () => {
  const { result } = setup('/list?age=31%2B&from=2026-01-02&day=2026-02-03&minutes=45');
  expect(result.current.filters.values).toEqual({
    age: '31+',
    from: '2026-01-02',
    day: '2026-02-03',
    minutes: 45,
  });
  expect(result.current.filters.query).toEqual({
    age: '31+',
    from: '2026-01-02',
    day: '2026-02-03',
    minutes: '45',
  });
  expect(result.current.filters.active).toBe(true);
});

test('a missing, unknown or invalid URL value reads as the default', () => {
  const { result } = setup('/list?age=old&from=yesterday&day=2026-2-3&minutes=-5&colour=red');
  const { values, query, active } = result.current.filters;
  expect([values.age, values.from, values.day, values.minutes]).toEqual(['', '', '2026-03-01', 30]);
  // The server is still told the defaults that say something (the day shown).
  expect([query.age, query.day, query.minutes]).toEqual(['', '2026-03-01', '30']);
  expect(active).toBe(false);
  expect(setup('/list').result.current.filters.values.age).toBe('');
});

test('a control bound with field shows the URL text and sets the filter from its own', () => {
  const { result } = setup('/list?minutes=45');
  expect(result.current.filters.field('minutes').value).toBe('45');
  act(() => result.current.filters.field('age').onChange('0-7'));
  expect(result.current.location.search).toBe('?minutes=45&age=0-7');
  expect(result.current.filters.field('age').value).toBe('0-7');
});

test('setting a filter writes the URL, keeps the search and page size, and goes back to page 1', () => {
  const { result } = setup('/list?q=asha&pageSize=10&page=3');
  act(() => result.current.filters.set('age', '8-30'));
  expect(result.current.location.search).toBe('?q=asha&pageSize=10&age=8-30');
  expect(result.current.filters.values.age).toBe('8-30');
  expect(result.current.filters.active).toBe(true);
  act(() => result.current.filters.set('minutes', '90'));
  expect(result.current.filters.values.minutes).toBe(90);
  expect(result.current.location.search).toBe('?q=asha&pageSize=10&age=8-30&minutes=90');
});

test('clearing a filter, or a text it does not parse, takes it out of the URL', () => {
  const { result } = setup('/list?age=0-7&from=2026-01-02&page=2');
  act(() => result.current.filters.set('age', ''));
  expect(result.current.location.search).toBe('?from=2026-01-02');
  act(() => result.current.filters.set('from', 'not a day'));
  expect(result.current.location.search).toBe('');
  expect(result.current.filters.values).toMatchObject({ age: '', from: '' });
  expect(result.current.filters.active).toBe(false);
});

test('a default that is not empty is written when chosen, so the link keeps that day', () => {
  const { result } = setup('/list?day=2026-02-03');
  act(() => result.current.filters.set('day', '2026-03-01'));
  expect(result.current.location.search).toBe('?day=2026-03-01');
  expect(result.current.filters.active).toBe(false);
  act(() => result.current.filters.set('day', ''));
  expect(result.current.location.search).toBe('');
  expect(result.current.filters.values.day).toBe('2026-03-01');
});

test('each change is a history entry of its own, so Back undoes it', () => {
  const { result } = setup('/list');
  act(() => result.current.filters.set('age', '0-7'));
  expect(result.current.navigation).toBe('PUSH');
});
