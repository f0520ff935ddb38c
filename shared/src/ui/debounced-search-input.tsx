import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@spotter/shared/core';
import { SearchInput, type SearchInputProps } from './search-input';

/**
 * A search box that reports its text once typing pauses, so each keystroke does not become a
 * request. What the admin types is never overwritten: a `value` arriving while an edit is still
 * waiting to be reported (an older search landing in the URL late, a slow first load) is ignored,
 * and only a change from outside while the box is idle (Back, a link) replaces the text. Leaving
 * the box reports what is waiting at once: a search still waiting when the admin clicks a link
 * would otherwise reach the URL after the click, bringing them back to the list they were leaving
 * (the next page may still be loading, the list still shown).
 */
export function DebouncedSearchInput({
  value,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  onBlur,
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

  const report = (text: string) => {
    clearTimeout(timer.current);
    setTyping(false);
    onChange(text);
  };

  const change = (text: string) => {
    setDraft(text);
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => report(text), delayMs);
  };

  return (
    <SearchInput
      {...rest}
      value={draft}
      onChange={change}
      onBlur={(event) => {
        if (typing) report(draft);
        onBlur?.(event);
      }}
    />
  );
}
