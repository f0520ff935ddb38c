import { useEffect, useRef, useState } from 'react';
import { SearchInput, type SearchInputProps } from './search-input';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that reports its text once typing pauses, so each keystroke does not become a
 * request. What the admin types is never overwritten: a `value` arriving while an edit is still
 * waiting to be reported (an older search landing in the URL late, a slow first load) is ignored,
 * and only a change from outside while the box is idle (Back, a link) replaces the text.
 */
export function DebouncedSearchInput({
  value,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  ...rest
}: SearchInputProps & { delayMs?: number }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== seen) {
    setSeen(value);
    if (!typing) setDraft(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (text: string) => {
    setDraft(text);
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setTyping(false);
      onChange(text);
    }, delayMs);
  };

  return <SearchInput {...rest} value={draft} onChange={change} />;
}
