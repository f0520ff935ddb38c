import { useMemo, useState } from 'react';
import { useAccess, useDebouncedValue, useNavigate } from '@spotter/shared';
import { Combobox } from '@spotter/shared/combobox';
import { useDeclarations } from '../../remotes/use-declarations';
import { useSearch } from '../api/search';
import { membersListUrl, SEARCH_GROUPS, searchOptions, type SearchOption } from '../search-options';
import { SEARCH_PLACEHOLDER } from './search-field';

export const SEARCH_DELAY_MS = 250;

const groupOf = (option: SearchOption) => option.group;

/** The search groups the sections declare (`search`), in their order. */
function useSectionSearches() {
  const declarations = useDeclarations();
  return useMemo(
    () =>
      [...declarations.values()]
        .flatMap((state) => (state.status === 'ready' ? (state.declaration.search ?? []) : []))
        .sort((a, b) => a.order - b.order),
    [declarations],
  );
}

/**
 * The top bar's search: typing lists up to five members, trainers/staff and plans, grouped, then
 * the sections' own kinds (class types) under their groups;
 * picking one opens its screen and empties the box. Enter with no active option opens the members
 * list filtered by the text.
 */
export default function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const { data } = useSearch(term);
  const { can } = useAccess();
  const sections = useSectionSearches();
  const groups = useMemo(
    () => ({ names: [...SEARCH_GROUPS, ...sections.map((one) => one.group)], of: groupOf }),
    [sections],
  );
  // While the text is empty, or SWR still holds an earlier keyword's answer for a cleared box, list nothing.
  const options = text.trim() && term && data ? searchOptions(data, can, sections) : [];
  const searched = text.trim() !== '' && term === text.trim() && data !== undefined;

  return (
    <Combobox
      label="Search"
      hideLabel
      listLabel="Search results"
      placeholder={SEARCH_PLACEHOLDER}
      // The API's limit for a keyword (and the members list's).
      maxLength={100}
      spellCheck={false}
      value={text}
      onValueChange={setText}
      items={options}
      itemKey={(option) => option.key}
      itemToString={(option) => option.label}
      renderItem={(option) => (
        <>
          <span>{option.label}</span>
          <small>{option.detail}</small>
        </>
      )}
      groups={groups}
      clearOnSelect
      onSelect={(option) => option && navigate(option.href)}
      onEnter={(typed) => typed.trim() && navigate(membersListUrl(typed))}
      emptyNote={searched && 'No matches. Press Enter to search the members list.'}
    />
  );
}
