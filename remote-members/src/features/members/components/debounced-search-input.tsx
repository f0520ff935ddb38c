import { useEffect, useRef, useState } from 'react';
import { SearchInput, type SearchInputProps } from '@spotter/shared';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that reports its text once typing pauses, so each keystroke does not become an
 * API call. It still follows `value` when that changes from outside (Back, a link).
 */
export function DebouncedSearchInput({
  value,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  ...rest
}: SearchInputProps & { delayMs?: number }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(text), delayMs);
  };

  return <SearchInput {...rest} value={draft} onChange={change} />;
}
