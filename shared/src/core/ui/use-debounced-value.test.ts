import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('gives the value only once it has stopped changing for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
    initialProps: { value: '' },
  });
  rerender({ value: 'm' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'me' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(50));
  expect(result.current).toBe('me');
});
