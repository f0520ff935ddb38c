import { useEffect, useState } from 'react';

/**
 * How long typing must pause before a search box reports its text (one request per pause): a
 * typist's pause between words, not between keys.
 */
export const SEARCH_DEBOUNCE_MS = 180;

/** `value` once it has stopped changing for `delayMs`: one request per pause in typing, not per key. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
